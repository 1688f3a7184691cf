import type { Page } from "@playwright/test";
import messages from "../messages/en/translations.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";

/**
 * The translator's screen, signed in with the translator token (only i18n permissions). Each test works on its own
 * German `portal.*` tokens, which the sandbox seeds untranslated, so the tests do not depend on one another.
 */

async function portalCall(portalUrl: string, method: "GET" | "POST", path: string, body?: unknown) {
  const response = await fetch(`${portalUrl}${path}`, {
    method,
    headers: {
      "auth-token": TOKENS.admin,
      region: "eu-central",
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${method} ${path}`).toBe(true);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/** The German text the portal holds for a key ("" when untranslated). */
async function germanText(portalUrl: string, key: string): Promise<string> {
  const texts = (await portalCall(portalUrl, "GET", "/i18n/lang/de")) as Record<string, string>;
  return texts[key] ?? "";
}

const row = (page: Page, key: string) => page.locator(`[role=row][data-key="${key}"]`);
const editor = (page: Page, key: string) =>
  page.getByRole("textbox", { name: messages.editor.label.replace("{key}", key) });

async function openGerman(
  page: Page,
  login: (page: Page, token?: string, next?: string) => Promise<void>,
  query: string,
) {
  await login(page, TOKENS.translator, `/translations/de?${query}`);
  await expect(page.getByTestId("token-grid")).toBeVisible();
}

test.describe("translations", () => {
  test.afterEach(async ({ stack }) => {
    await stack.control.clearFaults();
  });

  test("lists the languages with their progress", async ({ page, login, stack }) => {
    const table = (await portalCall(stack.portalUrl, "GET", "/i18n/lang/de/table")) as { translated: boolean }[];
    await login(page, TOKENS.translator, "/translations");
    const german = page.getByTestId("language-de");
    await expect(german.getByRole("progressbar")).toHaveAttribute(
      "aria-valuenow",
      String(Math.round((table.filter((t) => t.translated).length / table.length) * 100)),
    );
    await german.getByRole("link", { name: /untranslated/ }).click();
    await expect(page).toHaveURL(/\/translations\/de\?untranslated=1/);
    await expect(page.getByRole("checkbox", { name: messages.filters.untranslated })).toBeChecked();
  });

  test("filters untranslated tokens and translates two with save-and-next", async ({ page, login, stack }) => {
    await openGerman(page, login, "prefix=portal.menu");
    await page.getByRole("checkbox", { name: messages.filters.untranslated }).click();
    await expect(page).toHaveURL(/untranslated=1/);
    const rows = page.locator("[role=row][data-key]");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toHaveAttribute("data-key", "portal.menu.clusters");
    await expect(rows.nth(1)).toHaveAttribute("data-key", "portal.menu.settings");

    // Keyboard only: focus the grid (the first row becomes active), Enter edits, Ctrl+Enter saves and moves on.
    await page.getByTestId("token-grid").focus();
    await page.keyboard.press("Enter");
    await expect(editor(page, "portal.menu.clusters")).toBeFocused();
    await page.keyboard.type("Cluster");
    await page.keyboard.press("Control+Enter");
    await expect(editor(page, "portal.menu.settings")).toBeFocused();
    await page.keyboard.type("Einstellungen");
    await page.keyboard.press("Control+Enter");

    await expect(row(page, "portal.menu.clusters")).toHaveAttribute("data-state", "translated");
    await expect(row(page, "portal.menu.settings")).toHaveAttribute("data-state", "translated");
    await expect(row(page, "portal.menu.settings")).toContainText("Einstellungen");
    expect(await germanText(stack.portalUrl, "portal.menu.clusters")).toBe("Cluster");
    expect(await germanText(stack.portalUrl, "portal.menu.settings")).toBe("Einstellungen");
  });

  test("a missing placeholder blocks saving and the insert button fixes it", async ({ page, login, stack }) => {
    const key = "portal.notification.unread";
    await openGerman(page, login, `q=${key}`);
    await row(page, key).getByRole("gridcell").nth(2).click();
    await editor(page, key).fill(" ungelesen");
    const mark = await stack.control.mark();
    await page.keyboard.press("Enter");

    const checks = page.getByTestId("token-checks");
    await expect(checks).toContainText("{count}");
    await expect(editor(page, key)).toBeVisible();
    await expect(row(page, key)).toHaveAttribute("data-state", "unsaved");
    expect((await stack.control.requests(mark)).filter((r) => r.method === "POST")).toEqual([]);

    await page.keyboard.press("Home");
    await checks.getByRole("button", { name: "Insert {count}" }).click();
    await expect(editor(page, key)).toHaveValue("{count} ungelesen");
    await expect(checks).toHaveCount(0);
    await editor(page, key).press("Enter");
    await expect(row(page, key)).toHaveAttribute("data-state", "translated");
    expect(await germanText(stack.portalUrl, key)).toBe("{count} ungelesen");
  });

  test("a failed save keeps the draft and succeeds on retry", async ({ page, login, stack }) => {
    const key = "portal.action.confirm";
    await openGerman(page, login, `q=${key}`);
    await stack.control.fault({ operation: "i18n.lang.save", mode: "error", status: 500, times: 1 });
    await row(page, key).getByRole("gridcell").nth(2).click();
    await editor(page, key).fill("Bestätigen");
    await page.keyboard.press("Enter");

    await expect(row(page, key)).toHaveAttribute("data-state", "failed");
    await expect(row(page, key)).toContainText("Bestätigen");
    await expect(row(page, key).getByRole("alert")).toBeVisible();
    expect(await germanText(stack.portalUrl, key)).toBe("");

    await row(page, key).getByRole("button", { name: messages.row.retry }).click();
    await expect(row(page, key)).toHaveAttribute("data-state", "translated");
    expect(await germanText(stack.portalUrl, key)).toBe("Bestätigen");
  });

  test("leaving with an unsaved draft asks first; staying keeps the draft, leaving goes", async ({
    page,
    login,
    stack,
  }) => {
    const key = "portal.action.refresh";
    await openGerman(page, login, `q=${key}`);
    await stack.control.fault({ operation: "i18n.lang.save", mode: "error", status: 500, times: 1 });
    await row(page, key).getByRole("gridcell").nth(2).click();
    await editor(page, key).fill("Neu laden");
    await page.keyboard.press("Enter");
    await expect(row(page, key)).toHaveAttribute("data-state", "failed");

    const toLanguages = page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: messages.languages.title, exact: true });
    const leave = page.getByRole("dialog", { name: messages.leave.title });
    await toLanguages.click();
    await expect(leave).toContainText("One draft is not saved.");
    await leave.getByRole("button", { name: messages.leave.stay }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/translations\/de\?/);
    await expect(row(page, key)).toContainText("Neu laden");

    await toLanguages.click();
    await leave.getByRole("button", { name: messages.leave.confirm }).click();
    await expect(page).toHaveURL(/\/translations$/);
    await expect(page.getByRole("heading", { level: 1, name: messages.languages.title })).toBeVisible();
  });

  test("a change by someone else since the editor opened is shown, and the translator chooses", async ({
    page,
    login,
    stack,
  }) => {
    const key = "portal.footer.copyright";
    await openGerman(page, login, `q=${key}`);
    await row(page, key).getByRole("gridcell").nth(2).click();
    await editor(page, key).fill("© {year} Cloud-Portal");
    await portalCall(stack.portalUrl, "POST", "/i18n/lang/de", { key, value: "© {year} Portal von jemand anderem" });
    await page.keyboard.press("Enter");

    const conflict = page.getByTestId("conflict");
    await expect(conflict).toBeVisible();
    await expect(conflict.getByTestId("conflict-theirs")).toHaveText("© {year} Portal von jemand anderem");
    await expect(conflict.getByTestId("conflict-mine")).toHaveText("© {year} Cloud-Portal");
    expect(await germanText(stack.portalUrl, key)).toBe("© {year} Portal von jemand anderem");

    await conflict.getByRole("button", { name: messages.conflict.keepMine }).click();
    await expect(row(page, key)).toHaveAttribute("data-state", "translated");
    expect(await germanText(stack.portalUrl, key)).toBe("© {year} Cloud-Portal");
  });

  test("imports a CSV after showing the changes, one by one with a report", async ({ page, login, stack }) => {
    await openGerman(page, login, "prefix=portal");
    await page.getByRole("button", { name: messages.import.open }).click();
    const dialog = page.getByRole("dialog", { name: messages.import.title });
    const csv = [
      "key,value",
      "portal.status.done,Fertig (importiert)",
      'portal.status.running,"Läuft {extra}"',
      "portal.unknown.key,Unbekannt",
    ].join("\r\n");
    await dialog
      .getByLabel(messages.import.file)
      .setInputFiles({ name: "de.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });

    const preview = dialog.getByTestId("import-preview");
    await expect(preview.locator("tr[data-key='portal.status.done']")).toContainText("Fertig (importiert)");
    await expect(preview.locator("tr[data-key='portal.status.running']")).toContainText("{extra}");
    await expect(preview.getByRole("checkbox", { name: /portal\.status\.running/ })).toBeDisabled();
    await expect(preview).toContainText("1 key is unknown");
    expect(await germanText(stack.portalUrl, "portal.status.done")).not.toBe("Fertig (importiert)");

    await dialog.getByRole("button", { name: "Apply 1 change" }).click();
    await expect(dialog.getByTestId("import-report")).toContainText("1 applied, 0 failed");
    await dialog.getByRole("button", { name: messages.import.close }).click();
    // The table shows the imported text without a reload (only rows in view exist: search for it).
    await page.getByRole("searchbox", { name: messages.filters.search }).fill("portal.status.done");
    await expect(row(page, "portal.status.done")).toContainText("Fertig (importiert)");
    expect(await germanText(stack.portalUrl, "portal.status.done")).toBe("Fertig (importiert)");
    expect(await germanText(stack.portalUrl, "portal.status.running")).not.toContain("{extra}");
  });
});
