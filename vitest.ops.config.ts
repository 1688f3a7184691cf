import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The operations suites (tests/ops): they start the standalone bundle of a finished build
 * (NEXT_OUTPUT=standalone), so `npm test` runs them after its build step, not with the unit tests.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: { include: ["tests/ops/**/*.test.ts"], exclude: [], testTimeout: 150_000, fileParallelism: false },
  }),
);
