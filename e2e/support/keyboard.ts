import { expect, type Locator, type Page } from "@playwright/test";

/** Keyboard-only steps shared by the suites that drive the console with `page.keyboard` alone. */

export const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it never gets there (a trap or a gap). */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max && !(await isFocused(target)); i++) await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  await expect(target).toBeFocused();
}

/** The focused control shows where the focus is: an outline or a ring (box-shadow) that is really drawn. */
export async function expectFocusIndicator(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      outlineStyle: s.outlineStyle,
      outlineWidth: parseFloat(s.outlineWidth),
      outlineColor: s.outlineColor,
      boxShadow: s.boxShadow,
    };
  });
  const outline = style.outlineStyle !== "none" && style.outlineWidth > 0 && !/rgba\(.*, 0\)$/.test(style.outlineColor);
  const ring = style.boxShadow !== "none";
  expect(outline || ring, `focus indicator: ${JSON.stringify(style)}`).toBe(true);
}
