import type { Page } from "@playwright/test";
import messages from "../../messages/en/translations.json" with { type: "json" };
import { portalCall } from "./portal-call";

/** Adds an English key with its source text; German and French get it untranslated. */
export async function addSourceKey(portalUrl: string, key: string, source: string): Promise<void> {
  await portalCall(portalUrl, "POST", "/i18n/lang/en", { key, value: source, insert: true });
}

/** The German texts as the portal holds them now. */
export const germanTexts = (portalUrl: string) => portalCall<Record<string, string>>(portalUrl, "GET", "/i18n/lang/de");

export const germanText = async (portalUrl: string, key: string): Promise<string> =>
  (await germanTexts(portalUrl))[key] ?? "";

/** A token's row in the editor's table, and its open editor's text box. */
export const tokenRow = (page: Page, key: string) => page.locator(`[role=row][data-key="${key}"]`);
export const tokenEditor = (page: Page, key: string) =>
  page.getByRole("textbox", { name: messages.editor.label.replace("{key}", key) });
