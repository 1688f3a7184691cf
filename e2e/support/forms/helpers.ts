import { expect, type Locator, type Page } from "@playwright/test";
import { portalCall } from "../portal-call";

export const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A field by its label alone: the required marker may follow, longer labels that start alike do not match. */
export const exactLabel = (text: string) => new RegExp(`^${escapeRe(text)}\\W*$`);

/**
 * Opens a picker (Combobox or MultiSelect) by its label and picks the first option not chosen yet; returns what its
 * button shows then (the option, or how many are chosen).
 */
export async function pickFirst(page: Page, form: Locator, label: string): Promise<string> {
  const button = form.getByRole("button", { name: new RegExp(`^${escapeRe(label)}`) });
  const before = ((await button.textContent()) ?? "").trim();
  await button.click();
  const list = page.getByRole("listbox", { name: label });
  const option = list.getByRole("option", { selected: false }).first();
  await expect(option).toBeVisible();
  await option.click();
  // A multiple choice stays open: Esc closes the list, not the dialog around it.
  if (await list.isVisible()) await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(button).not.toHaveText(before);
  return ((await button.textContent()) ?? "").trim();
}

/** The picker's button shows what it showed right after the pick. */
export async function expectPicked(form: Locator, label: string, shown: string) {
  await expect(form.getByRole("button", { name: new RegExp(`^${escapeRe(label)}`) })).toHaveText(shown);
}

/** A record of the seeded portal, read directly from the sandbox. */
export async function seeded<T>(portalUrl: string, path: string): Promise<T> {
  return portalCall<T>(portalUrl, "GET", path);
}

/** A seeded AI key, active, of a project: its page has every tab's form. */
export async function seededKey(portalUrl: string): Promise<{ id: string; name: string }> {
  const keys = await seeded<{ id: string; name: string; is_active: boolean; project_id?: string }[]>(
    portalUrl,
    "/ai/keys",
  );
  return keys.find((k) => k.is_active && k.project_id) ?? keys[0];
}

export async function seededAiProject(portalUrl: string): Promise<{ id: string; name: string }> {
  const projects = await seeded<{ id: string; name: string }[]>(portalUrl, "/ai/projects");
  return projects[0];
}
