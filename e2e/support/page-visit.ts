import { expect, type Page } from "@playwright/test";
import { LOCALE_COOKIE } from "../../lib/i18n/locale";
import { TOKENS } from "./stack";

export type Role = "admin" | "reader" | "translator";

/** Signs in through the BFF's session endpoint (faster than the login page, same cookie). */
export async function signIn(page: Page, role: Role): Promise<void> {
  const response = await page.request.post("/api/session", {
    data: { token: TOKENS[role], region: "eu-central" },
    headers: { "x-csrf": "1" },
  });
  expect(response.ok()).toBe(true);
}

/** Waits for the page's heading and for skeletons and busy regions to go (at most a few seconds). */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".animate-pulse.bg-raised, [aria-busy='true']"))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/** Shows the console in a language from the next page load on, as the language menu does (with its cookie). */
export async function useLanguage(page: Page, baseURL: string, locale: string): Promise<void> {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
}
