import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import messages from "../messages/en/translations.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { portalCall } from "./support/portal-call";
import { startStack, type Stack } from "./support/stack";
import { addSourceKey, germanText, tokenEditor as editor, tokenRow as row } from "./support/translation-tokens";

/**
 * The checks panel, the keyboard shortcuts and the assistant's off switch, as a translator against the sandbox.
 * Each test adds its own keys under a prefix that sorts before every other key ("0checks…"), so that its findings
 * lead the panel's list and the tests share nothing.
 */

const panel = messages.checksPanel;
const shortcuts = messages.shortcuts;

const uniquePrefix = () => `0checks.e2e${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** An English key with its German translation (empty: untranslated). */
async function addToken(portalUrl: string, key: string, source: string, german: string) {
  await addSourceKey(portalUrl, key, source);
  if (german) await portalCall(portalUrl, "POST", "/i18n/lang/de", { key, value: german });
}

const finding = (page: Page, key: string) =>
  page.getByTestId("checks-panel").locator(`[data-testid=check-finding][data-key="${key}"]`);

async function openChecks(page: Page, kind?: keyof typeof panel.kinds) {
  await page.getByTestId("checks-toggle").click();
  await expect(page.getByTestId("checks-panel")).toBeVisible();
  if (kind) {
    const filter = page
      .getByTestId("checks-panel")
      .getByRole("button", { name: new RegExp(`^${panel.kinds[kind]} \\d`) });
    await filter.click();
    await expect(filter).toHaveAttribute("aria-pressed", "true");
  }
}

test.describe("translation checks", () => {
  test("a missing placeholder fixed with one click goes into the editor, is saved and stays after a reload", async ({
    page,
    login,
    stack,
  }) => {
    const key = `${uniquePrefix()}.files`;
    await addToken(stack.portalUrl, key, "{count} files", "Dateien");
    await login(page, TOKENS.translator, "/translations/de");
    await expect(page.getByTestId("token-grid")).toBeVisible();

    await openChecks(page, "placeholders");
    const item = finding(page, key);
    await expect(item).toContainText("The placeholder {count} of the source is missing.");
    await item.getByRole("button", { name: `Add {count} at the end in ${key}` }).click();

    // On screen as an unsaved change in the token's editor; nothing saved yet.
    await expect(editor(page, key)).toHaveValue("Dateien {count}");
    await expect(editor(page, key)).toBeFocused();
    await expect(page.getByTestId("checks-note")).toHaveText(panel.fixed.replace("{key}", key));
    await expect(finding(page, key)).toHaveCount(0);
    expect(await germanText(stack.portalUrl, key)).toBe("Dateien");

    await editor(page, key).press("Enter");
    await expect(row(page, key)).toHaveAttribute("data-state", "translated");
    await expect.poll(() => germanText(stack.portalUrl, key)).toBe("Dateien {count}");

    await page.reload();
    await page.getByRole("searchbox").fill(key);
    await expect(row(page, key)).toContainText("Dateien {count}");
    await openChecks(page, "placeholders");
    await expect(page.getByTestId("checks-panel")).toBeVisible();
    await expect(finding(page, key)).toHaveCount(0);
  });

  test("restores outer blanks and adds a missing other branch from the source", async ({ page, login, stack }) => {
    const prefix = uniquePrefix();
    const blanks = `${prefix}.label`;
    const plural = `${prefix}.plural`;
    await addToken(stack.portalUrl, blanks, "Name: ", "Name:");
    await addToken(stack.portalUrl, plural, "{n, plural, one {# file} other {# files}}", "{n, plural, one {# Datei}}");
    await login(page, TOKENS.translator, `/translations/de?prefix=${prefix}`);

    await openChecks(page, "whitespace");
    await finding(page, blanks)
      .getByRole("button", { name: new RegExp(`^${panel.fix.whitespace}`) })
      .click();
    await expect(editor(page, blanks)).toHaveValue("Name: ");
    await editor(page, blanks).press("Escape");

    await page
      .getByTestId("checks-panel")
      .getByRole("button", { name: new RegExp(`^${panel.kinds.plural} \\d`) })
      .click();
    await expect(finding(page, plural)).toContainText("The choice {n} has no “other” case.");
    await finding(page, plural)
      .getByRole("button", { name: new RegExp(`^Add the “other” branch`) })
      .click();
    await expect(editor(page, plural)).toHaveValue("{n, plural, one {# Datei} other {# files}}");
    // The fixed text passes the editor's checks: Enter saves it.
    await editor(page, plural).press("Enter");
    await expect.poll(() => germanText(stack.portalUrl, plural)).toBe("{n, plural, one {# Datei} other {# files}}");
  });

  test("a finding without a mechanical fix opens its token, even one the table's filters hide", async ({
    page,
    login,
    stack,
  }) => {
    const key = `${uniquePrefix()}.same`;
    await addToken(stack.portalUrl, key, "Dashboard overview", "Dashboard overview");
    await login(page, TOKENS.translator, "/translations/de?q=nothing-matches-this");
    await expect(page.getByTestId("token-grid")).toContainText(messages.table.noMatches);

    await openChecks(page, "identical");
    const item = finding(page, key);
    await expect(item).toContainText(messages.checks.identical);
    await expect(item.getByRole("button", { name: /^Restore|^Add/ })).toHaveCount(0);
    await item.getByRole("button", { name: `${panel.open} ${key}` }).click();

    await expect(page.getByRole("searchbox")).toHaveValue(key);
    await expect(editor(page, key)).toBeFocused();
    await expect(editor(page, key)).toHaveValue("Dashboard overview");
  });

  test("Alt+Shift+N moves to the next token with a problem, from the table and from the editor", async ({
    page,
    login,
    stack,
  }) => {
    const prefix = uniquePrefix();
    await addToken(stack.portalUrl, `${prefix}.a`, "Save", "Speichern");
    await addToken(stack.portalUrl, `${prefix}.b`, "{count} files", "Dateien");
    await addToken(stack.portalUrl, `${prefix}.c`, "Open", "Öffnen");
    await addToken(stack.portalUrl, `${prefix}.d`, "Name: ", "Name:");
    await login(page, TOKENS.translator, `/translations/de?prefix=${prefix}`);
    await expect(row(page, `${prefix}.d`)).toBeVisible();

    await page.getByTestId("token-grid").focus();
    await expect(row(page, `${prefix}.a`)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Alt+Shift+N");
    await expect(editor(page, `${prefix}.b`)).toBeFocused();
    // From inside the editor, which keeps its other keys to itself.
    await page.keyboard.press("Alt+Shift+N");
    await expect(editor(page, `${prefix}.d`)).toBeFocused();
    await page.keyboard.press("Alt+Shift+N");
    await expect(editor(page, `${prefix}.b`)).toBeFocused();

    // With the panel's filter on one kind, only that kind counts: b is the only token with a placeholder problem.
    await openChecks(page, "placeholders");
    await editor(page, `${prefix}.b`).focus();
    await page.keyboard.press("Alt+Shift+N");
    await expect(page.getByTestId("checks-note")).toHaveText(panel.noNext);
  });

  test("? opens the keyboard sheet, except while typing", async ({ page, login, stack }) => {
    const key = `${uniquePrefix()}.typing`;
    await addToken(stack.portalUrl, key, "Why", "");
    await login(page, TOKENS.translator, `/translations/de?q=${key}`);
    await expect(row(page, key)).toBeVisible();

    await page.getByTestId("token-grid").focus();
    await page.keyboard.press("?");
    const sheet = page.getByRole("dialog", { name: shortcuts.title });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(shortcuts.actions.nextProblem);
    await expect(sheet).toContainText(shortcuts.actions.acceptSave);
    await expect(sheet.getByRole("heading", { name: shortcuts.groups.assistant })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId("token-grid")).toBeFocused();

    // In the token editor, ? is a character.
    await page.keyboard.press("Enter");
    await expect(editor(page, key)).toBeFocused();
    await page.keyboard.type("Warum?");
    await expect(editor(page, key)).toHaveValue("Warum?");
    await expect(sheet).toHaveCount(0);

    // The visible button opens it too.
    await editor(page, key).press("Escape");
    await page.getByRole("button", { name: shortcuts.open }).click();
    await expect(sheet).toBeVisible();
  });

  test("Alt+Shift+Enter accepts a suggestion and saves it, and saves nothing when the suggestion is flagged", async ({
    page,
    login,
    stack,
  }) => {
    const key = `${uniquePrefix()}.unread`;
    await addToken(stack.portalUrl, key, "{count} unread", "");
    await stack.control.gatewayFault({ mode: "broken-placeholder", times: 1 });
    try {
      await login(page, TOKENS.translator, `/translations/de?q=${key}`);
      await row(page, key).dblclick();
      await expect(editor(page, key)).toBeFocused();
      const box = page.getByRole("textbox", { name: messages.assistant.suggest.label.replace("{key}", key) });
      // The assistant loads with the first open token; its keys work once it is there with a model to ask.
      const suggestion = page.getByTestId("suggestion");
      await expect(suggestion.getByRole("combobox", { name: messages.assistant.suggest.model })).not.toHaveValue("");
      await editor(page, key).focus();

      await page.keyboard.press("Alt+Shift+S");
      await expect(page.getByTestId("suggestion-result")).toHaveAttribute("data-flagged", "true", { timeout: 30_000 });
      await editor(page, key).focus();
      await page.keyboard.press("Alt+Shift+Enter");
      await expect(page.getByTestId("suggestion-verdict")).toHaveAttribute("role", "alert");
      await expect(editor(page, key)).toHaveValue("");
      expect(await germanText(stack.portalUrl, key)).toBe("");

      await editor(page, key).focus();
      await page.keyboard.press("Alt+Shift+S");
      await expect(box).toHaveValue("{count} ungelesen", { timeout: 30_000 });
      await expect(page.getByTestId("suggestion-result")).not.toHaveAttribute("data-flagged");
      await editor(page, key).focus();
      await page.keyboard.press("Alt+Shift+Enter");
      await expect(row(page, key)).toHaveAttribute("data-state", "translated");
      await expect.poll(() => germanText(stack.portalUrl, key)).toBe("{count} ungelesen");
    } finally {
      await stack.control.clearFaults();
    }
  });

  test("looks right at 1440 and 390 px", async ({ page, login, stack }) => {
    const prefix = uniquePrefix();
    await addToken(stack.portalUrl, `${prefix}.files`, "{count} files", "Dateien");
    await addToken(stack.portalUrl, `${prefix}.label`, "Name: ", "Name:");
    await addToken(stack.portalUrl, `${prefix}.long`, "Save", "Speichern Sie diese Datei jetzt bitte dauerhaft");
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, TOKENS.translator, "/translations/de");
    await openChecks(page);
    await expect(finding(page, `${prefix}.files`)).toBeVisible();
    const axe = async (selector: string) => {
      const result = await new AxeBuilder({ page })
        .include(selector)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(
        result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
      ).toEqual([]);
    };
    await axe("[data-testid=checks-panel]");
    await page.screenshot({ path: test.info().outputPath("checks-1440.png") });
    await page.setViewportSize({ width: 390, height: 900 });
    await finding(page, `${prefix}.files`).scrollIntoViewIfNeeded();
    await expect(finding(page, `${prefix}.files`)).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath("checks-390.png") });

    await page.getByRole("button", { name: shortcuts.open }).click();
    const sheet = page.getByRole("dialog", { name: shortcuts.title });
    await expect(sheet).toBeVisible();
    await axe("[role=dialog]");
    await page.screenshot({ path: test.info().outputPath("shortcuts-390.png") });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(sheet).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath("shortcuts-1440.png") });
  });
});

test.describe("translation editor with TRANSLATION_ASSISTANT=0", () => {
  let off: Stack;
  test.beforeAll(async () => {
    off = await startStack({ consoleEnv: { TRANSLATION_ASSISTANT: "0" } });
  });
  test.afterAll(async () => {
    await off?.stop();
  });

  test("hides the memory and Suggest, and their shortcuts; the checks stay", async ({ page }) => {
    const key = `${uniquePrefix()}.cancel`;
    await addToken(off.portalUrl, key, "Cancel", "");
    await page.goto(`${off.consoleUrl}/login?next=${encodeURIComponent(`/translations/de?q=${key}`)}`);
    await page.getByLabel("Access token", { exact: true }).fill(TOKENS.translator);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(row(page, key)).toBeVisible();
    await row(page, key).dblclick();
    await expect(editor(page, key)).toBeFocused();

    // The editor works as before, without the assistant beside it (with it, its code would have loaded by now).
    await expect(page.getByRole("button", { name: messages.editor.save, exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("assistant")).toHaveCount(0);
    await expect(page.getByTestId("memory")).toHaveCount(0);
    await expect(page.getByRole("button", { name: messages.assistant.suggest.button })).toHaveCount(0);
    // "Cancel" is held under several keys with the German "Abbrechen": with the assistant on, Alt+1 would take it.
    await page.keyboard.press("Alt+1");
    await expect(editor(page, key)).toHaveValue("");

    await editor(page, key).press("Escape");
    await page.getByRole("button", { name: shortcuts.open }).click();
    const sheet = page.getByRole("dialog", { name: shortcuts.title });
    await expect(sheet).toContainText(shortcuts.actions.nextProblem);
    await expect(sheet).not.toContainText(shortcuts.actions.suggest);
    await expect(sheet.getByRole("heading", { name: shortcuts.groups.assistant })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("checks-toggle")).toBeVisible();
  });
});
