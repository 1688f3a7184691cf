import { defineConfig } from "@playwright/test";

/** Debian's Chromium: Playwright cannot download its own browser on this machine. */
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  // Each worker starts its own sandbox and console; two fit this 2-core machine.
  workers: Number(process.env.E2E_WORKERS || 2),
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "en-US",
  },
});
