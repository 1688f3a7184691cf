import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The operations suites (tests/ops): they start the standalone bundle of a finished build
 * (NEXT_OUTPUT=standalone), so `npm test` runs them after its build step, not with the unit tests.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      "server-only": fileURLToPath(new URL("./lib/testing/server-only-stub.ts", import.meta.url)),
    },
  },
  test: {
    include: ["tests/ops/**/*.test.ts"],
    environment: "node",
    testTimeout: 240_000,
    hookTimeout: 180_000,
    pool: "forks",
    fileParallelism: false,
  },
});
