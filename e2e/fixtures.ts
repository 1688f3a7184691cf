import { test as base, expect, type Page } from "@playwright/test";
import { startStack, TOKENS, type Stack } from "./support/stack";

/**
 * `stack`: a sandbox and a console per worker, so suites in different workers never share state.
 * `baseURL` points at that console. `login(page, token?)` signs in through the real login page.
 */
export const test = base.extend<
  { login: (page: Page, token?: string, next?: string) => Promise<void> },
  { stack: Stack }
>({
  stack: [
    async ({}, use) => {
      const stack = await startStack();
      await use(stack);
      await stack.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.consoleUrl),
  login: async ({}, use) => {
    await use(async (page, token = TOKENS.admin, next = "/") => {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel("Access token", { exact: true }).fill(token);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).not.toHaveURL(/\/login/);
      // The landing page may still send a token elsewhere (a translator to the languages): wait for a page drawn.
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    });
  },
});

export { expect, TOKENS };
