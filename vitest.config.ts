import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // Tests run on the server side of the boundary; the marker package throws outside React Server bundles.
      "server-only": fileURLToPath(new URL("./lib/testing/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    include: [
      "lib/**/*.test.ts",
      "sandbox/**/*.test.ts",
      "app/**/*.test.ts",
      "components/**/*.test.ts",
      "tests/**/*.test.ts",
    ],
    // tests/ops need a standalone build: `npm test` runs them after its build (vitest.ops.config.ts).
    exclude: ["tests/ops/**", "**/node_modules/**"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
