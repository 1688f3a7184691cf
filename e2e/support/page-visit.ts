import { expect, type Page } from "@playwright/test";
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
