import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next*/**",
      "**/.next*/**",
      "node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
      "dist/**",
      "next-env.d.ts",
    ],
  },
  {
    // Playwright fixtures hand values on with a function named `use`, which is not React's hook.
    files: ["e2e/**", "bench/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
];
export default config;
