import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import messages from "../messages/en/translations.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { startStack, type Stack } from "./support/stack";
import { addSourceKey, germanText, tokenEditor as editor, tokenRow as row } from "./support/translation-tokens";

/**
 * The translators' assistant beside the token editor, as a translator (only i18n permissions) against the sandbox:
 * translation memory taken with the keyboard, suggestions from the sandbox gateway (real prompt, streamed answer,
 * checks, model and latency), a flagged suggestion refused until edited, and what a console without a gateway key
 * says. Each test adds its own English keys (German and French get them untranslated), so the tests share nothing.
 */

const assistant = messages.assistant;

/** A fresh English key (untranslated in German and French) under its own prefix. */
async function addKey(portalUrl: string, name: string, source: string): Promise<string> {
  const key = `assistant.e2e${Date.now()}${Math.floor(Math.random() * 1000)}.${name}`;
  await addSourceKey(portalUrl, key, source);
  return key;
}

/** Opens the German table filtered to one key and opens its editor with the keyboard. */
async function openToken(page: Page, login: (page: Page, token?: string, next?: string) => Promise<void>, key: string) {
  await login(page, TOKENS.translator, `/translations/de?q=${encodeURIComponent(key)}`);
  await expect(row(page, key)).toBeVisible();
  await page.getByTestId("token-grid").focus();
  await page.keyboard.press("Enter");
  await expect(editor(page, key)).toBeFocused();
}

test.describe("translation assistant", () => {
  test.afterEach(async ({ stack }) => {
    await stack.control.clearFaults();
  });

  test("shows memory matches with similarity and key, and Alt+1 takes one into the editor", async ({
    page,
    login,
    stack,
  }) => {
    const key = await addKey(stack.portalUrl, "cancel", "Cancel");
    await openToken(page, login, key);

    const memory = page.getByTestId("memory");
    const first = memory.getByTestId("memory-match").first();
    // The console's own messages hold "Cancel" under several keys, all translated "Abbrechen".
    await expect(first).toContainText("Abbrechen");
    await expect(first).toContainText(assistant.memory.exact);
    await expect(first.getByTestId("memory-similarity")).toHaveText("100% similar");
    await expect(first.getByTestId("memory-key")).toContainText(/^\S+\.\S+/);
    // French holds the same source too.
    await expect(memory).toContainText(assistant.memory.otherLanguage.replace("{lang}", "fr"));
    await expect(memory).toContainText("Annuler");

    await page.keyboard.press("Alt+1");
    await expect(editor(page, key)).toHaveValue("Abbrechen");
    await expect(editor(page, key)).toBeFocused();
    expect(await germanText(stack.portalUrl, key)).toBe("");

    await page.keyboard.press("Enter");
    await expect(row(page, key)).toHaveAttribute("data-state", "translated");
    await expect.poll(() => germanText(stack.portalUrl, key)).toBe("Abbrechen");
  });

  test("streams a suggestion with model and latency, which is saved only after accept and save", async ({
    page,
    login,
    stack,
  }) => {
    const key = await addKey(stack.portalUrl, "unread", "{count} unread");
    const since = (await stack.control.gatewayRequests()).at(-1)?.seq ?? 0;
    await openToken(page, login, key);

    // The translator picks another model; it is used, and remembered after a reload.
    const suggestion = page.getByTestId("suggestion");
    const picker = suggestion.getByRole("combobox", { name: assistant.suggest.model });
    await expect(picker).not.toHaveValue("");
    const chosen = await picker.locator("option").nth(1).getAttribute("value");
    expect(chosen).toBeTruthy();
    await picker.selectOption(chosen!);
    await editor(page, key).focus();
    await page.keyboard.press("Alt+Shift+S");

    const result = suggestion.getByTestId("suggestion-result");
    const box = page.getByRole("textbox", { name: assistant.suggest.label.replace("{key}", key) });
    await expect(box).toHaveValue("{count} ungelesen", { timeout: 30_000 });
    await expect(result.getByTestId("suggestion-verdict")).toHaveText(assistant.suggest.passes);
    await expect(result.getByTestId("suggestion-model")).toContainText(chosen!);
    await expect(result.getByTestId("suggestion-latency")).toContainText(/\d+\s?ms/);
    // A translator's token reads neither the settings nor a cost record: the cost shows without a currency, never
    // an assumed one, and the frame says why.
    await expect(result.getByTestId("suggestion-cost")).toContainText(/\d\.\d/);
    await expect(result.getByTestId("suggestion-cost")).not.toContainText(/\p{Sc}/u);
    await expect(page.getByTestId("currency-unknown")).toHaveText(shell.currencyUnknown);

    // What went to the gateway: the rules, the key and the source between the markers.
    const requests = (await stack.control.gatewayRequests(since)).filter((r) => r.path === "/v1/chat/completions");
    expect(requests).toHaveLength(1);
    const sent = requests[0].body as { messages: { role: string; content: string }[]; stream: boolean };
    expect(sent.stream).toBe(true);
    expect(sent.messages[0].content).toContain("placeholder");
    expect(sent.messages[1].content).toContain(`Key: ${key}`);
    expect(sent.messages[1].content).toContain("Target language: Deutsch (de)");
    expect(sent.messages[1].content).toContain("<<<\n{count} unread\n>>>");

    await result.getByRole("button", { name: assistant.suggest.accept }).click();
    await expect(editor(page, key)).toHaveValue("{count} ungelesen");
    await expect(suggestion.getByTestId("suggestion-accepted")).toBeVisible();
    expect(await germanText(stack.portalUrl, key)).toBe("");

    await editor(page, key).press("Enter");
    await expect(row(page, key)).toHaveAttribute("data-state", "translated");
    await expect(row(page, key)).toContainText("{count} ungelesen");
    await expect.poll(() => germanText(stack.portalUrl, key)).toBe("{count} ungelesen");

    await page.reload();
    await expect(row(page, key)).toBeVisible();
    await row(page, key).dblclick();
    await expect(page.getByTestId("suggestion").getByRole("combobox", { name: assistant.suggest.model })).toHaveValue(
      chosen!,
    );
  });

  test("a suggestion that breaks a placeholder is flagged and refused until it is edited", async ({
    page,
    login,
    stack,
  }) => {
    const key = await addKey(stack.portalUrl, "files", "{count} files");
    await stack.control.gatewayFault({ mode: "broken-placeholder", times: 1 });
    await openToken(page, login, key);

    const suggestion = page.getByTestId("suggestion");
    await suggestion.getByRole("button", { name: assistant.suggest.button }).click();
    const result = suggestion.getByTestId("suggestion-result");
    const box = page.getByRole("textbox", { name: assistant.suggest.label.replace("{key}", key) });
    await expect(box).toHaveValue("{count_x} Dateien", { timeout: 30_000 });
    await expect(result).toHaveAttribute("data-flagged", "true");
    await expect(result.getByTestId("suggestion-verdict")).toHaveText(assistant.suggest.flagged);
    await expect(result.getByTestId("token-checks")).toContainText("The placeholder {count} of the source is missing.");

    // Accept refuses: the editor keeps its (empty) text and the reason is announced.
    const accept = result.getByRole("button", { name: assistant.suggest.accept });
    await expect(accept).toHaveAttribute("aria-disabled", "true");
    // aria-disabled keeps it focusable, so the refusal can be announced; Playwright will not click such a button.
    await accept.focus();
    await page.keyboard.press("Enter");
    await expect(result.getByTestId("suggestion-verdict")).toHaveAttribute("role", "alert");
    await expect(editor(page, key)).toHaveValue("");

    await box.fill("{count} Dateien");
    await expect(result).not.toHaveAttribute("data-flagged");
    await page.keyboard.press("Alt+Shift+A");
    await expect(editor(page, key)).toHaveValue("{count} Dateien");
    await editor(page, key).press("Enter");
    await expect(row(page, key)).toHaveAttribute("data-state", "translated");
    await expect.poll(() => germanText(stack.portalUrl, key)).toBe("{count} Dateien");
  });

  test("looks right at 1440 and 390 px", async ({ page, login, stack }) => {
    const key = await addKey(stack.portalUrl, "unread", "{count} unread");
    await page.setViewportSize({ width: 1440, height: 900 });
    await openToken(page, login, key);
    await page.getByTestId("suggestion").getByRole("button", { name: assistant.suggest.button }).click();
    await expect(page.getByTestId("suggestion-result")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("memory")).toBeVisible();
    const axe = await new AxeBuilder({ page })
      .include("[data-testid=assistant]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
      [],
    );
    await page.screenshot({ path: test.info().outputPath("assistant-1440.png") });
    await page.setViewportSize({ width: 390, height: 900 });
    // Below 1280 px the token unfolds in its row; the side panel stays in the page, hidden by CSS.
    const memory = page.getByTestId("token-grid").getByTestId("memory");
    await memory.scrollIntoViewIfNeeded();
    await expect(memory).toBeInViewport();
    await expect(page.getByTestId("token-side-panel")).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("assistant-390.png") });
  });
});

test.describe("translation assistant without a gateway key", () => {
  let keyless: Stack;
  test.beforeAll(async () => {
    keyless = await startStack({ consoleEnv: { GATEWAY_API_KEY: "" } });
  });
  test.afterAll(async () => {
    await keyless?.stop();
  });

  test("explains how to set a key instead of suggesting", async ({ page }) => {
    const key = await addKey(keyless.portalUrl, "save", "Save");
    await page.goto(`${keyless.consoleUrl}/login?next=${encodeURIComponent(`/translations/de?q=${key}`)}`);
    await page.getByLabel("Access token", { exact: true }).fill(TOKENS.translator);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(row(page, key)).toBeVisible();
    await row(page, key).dblclick();
    await expect(editor(page, key)).toBeFocused();

    const suggestion = page.getByTestId("suggestion");
    await expect(suggestion.getByTestId("suggestion-no-key")).toContainText("GATEWAY_API_KEY");
    await expect(suggestion.getByRole("link", { name: assistant.suggest.openPlayground })).toHaveAttribute(
      "href",
      "/playground",
    );
    const button = suggestion.getByRole("button", { name: assistant.suggest.button });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(suggestion.getByTestId("suggestion-stream")).toHaveCount(0);
    await expect(suggestion.getByTestId("suggestion-result")).toHaveCount(0);
    // The memory works without the gateway.
    await expect(page.getByTestId("memory").getByTestId("memory-match").first()).toContainText("Speichern");
  });
});
