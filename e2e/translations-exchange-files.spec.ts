import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import messages from "../messages/en/translations.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { portalCall } from "./support/portal-call";

/**
 * A translator's file as the import shows it: white space made visible and the changed words highlighted, a
 * translation of an English text that changed since the export held back, a broken file refused whole; and an
 * export of only what the editor shows.
 */

const frenchTexts = (portalUrl: string) => portalCall<Record<string, string>>(portalUrl, "GET", "/i18n/lang/fr");

async function download(page: Page, format: "xliff20" | "po", scope?: "all"): Promise<string> {
  await page.getByRole("button", { name: messages.export.exchange }).click();
  const dialog = page.getByRole("dialog", { name: messages.exchange.title });
  await dialog.getByRole("radio", { name: messages.exchange.formats[format] }).check();
  if (scope === "all") await dialog.getByRole("radio", { name: /^All keys/ }).check();
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export 1 language" }).click();
  const text = await readFile((await (await downloading).path())!, "utf8");
  await expect(dialog).toBeHidden();
  return text;
}

async function pick(page: Page, name: string, bytes: Buffer) {
  await page.getByRole("button", { name: messages.import.open }).click();
  const dialog = page.getByRole("dialog", { name: messages.import.title });
  await dialog
    .getByLabel(messages.import.file)
    .setInputFiles({ name, mimeType: "application/octet-stream", buffer: bytes });
  return dialog;
}

/** The target of a unit in an XLIFF 2.0 export, replaced. */
function setTarget(xliff: string, key: string, target: string): string {
  const unit = new RegExp(`(<unit id="${key.replace(/\./g, "\\.")}"(?:(?!</unit>)[\\s\\S])*?<target>)[^<]*(</target>)`);
  expect(xliff).toMatch(unit);
  return xliff.replace(unit, (_, open: string, close: string) => `${open}${target}${close}`);
}

test("the preview marks invisible changes and holds back a translation of an English text that changed", async ({
  page,
  login,
  stack,
}) => {
  await login(page, TOKENS.translator, "/translations/fr?prefix=portal.menu");
  await expect(page.getByTestId("token-grid")).toBeVisible();
  const exported = await download(page, "xliff20");
  const french = await frenchTexts(stack.portalUrl);
  // The translator's tool adds a line break and a run of spaces to one text, and translates another anew ...
  let edited = setTarget(exported, "portal.menu.home", "Page\n d’accueil  principale");
  edited = setTarget(edited, "portal.menu.backups", "Copies de sécurité");
  // ... while someone rewrites that other one's English text.
  const english = await portalCall<Record<string, string>>(stack.portalUrl, "GET", "/i18n/lang/en");
  await portalCall(stack.portalUrl, "POST", "/i18n/lang/en", { key: "portal.menu.backups", value: "Backup copies" });
  await page.reload();
  await expect(page.getByTestId("token-grid")).toBeVisible();

  const mark = await stack.control.mark();
  const dialog = await pick(page, "translations-fr.xliff20.xlf", Buffer.from(edited));
  const preview = dialog.getByTestId("import-preview");
  const home = preview.locator("tr[data-key='portal.menu.home']");
  const after = home.locator("[data-side=after]");
  await expect(after.locator("[data-mark=lineBreak]")).toHaveCount(1);
  // The space that starts the second line, and the run of two.
  await expect(after.locator("[data-mark=space]")).toHaveCount(3);
  await expect(after.locator("mark[data-changed=after]").first()).toBeVisible();
  await expect(home.locator("[data-side=before] mark[data-changed=before]").first()).toBeVisible();
  await expect(preview.getByRole("checkbox", { name: /portal\.menu\.home/ })).toBeChecked();

  const backups = preview.locator("tr[data-key='portal.menu.backups']");
  await expect(backups.getByTestId("stale-source")).toContainText(
    "The English text changed since this file was exported",
  );
  await expect(backups.getByTestId("stale-source")).toContainText("Backups");
  await expect(backups.getByTestId("stale-source")).toContainText("Backup copies");
  await expect(preview.getByRole("checkbox", { name: /portal\.menu\.backups/ })).not.toBeChecked();
  await expect(preview).toContainText("1 translation was made from an older English text.");

  await dialog.getByRole("button", { name: "Apply 1 change" }).click();
  await expect(dialog.getByTestId("import-report")).toContainText("1 applied, 0 failed");
  const saved = (await stack.control.requests(mark)).filter((r) => r.method === "POST");
  expect(saved.map((r) => (r.body as { key?: string }).key)).toEqual(["portal.menu.home"]);
  const now = await frenchTexts(stack.portalUrl);
  expect(now["portal.menu.home"]).toBe("Page\n d’accueil  principale");
  expect(now["portal.menu.backups"]).toBe(french["portal.menu.backups"]);
  // The tests of a worker share the sandbox: the English text goes back to what the others expect.
  await portalCall(stack.portalUrl, "POST", "/i18n/lang/en", {
    key: "portal.menu.backups",
    value: english["portal.menu.backups"],
  });
});

test("a file cut off or not UTF-8 is refused whole, naming the file and the line; nothing is shown or saved", async ({
  page,
  login,
  stack,
}) => {
  await login(page, TOKENS.translator, "/translations/fr?prefix=portal");
  await expect(page.getByTestId("token-grid")).toBeVisible();
  const exported = await download(page, "po");
  const mark = await stack.control.mark();

  const cut = exported.slice(0, exported.indexOf('msgstr "', exported.length / 2) + 12);
  let dialog = await pick(page, "translations-fr.po", Buffer.from(cut));
  const line = cut.split("\n").length;
  await expect(dialog.getByRole("alert")).toContainText(`translations-fr.po is broken on line ${line}`);
  await expect(dialog.getByTestId("import-preview")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Apply changes" })).toBeDisabled();
  await dialog.getByRole("button", { name: messages.import.cancel }).click();

  const latin1 = Buffer.concat([Buffer.from(exported.split("\n").slice(0, 12).join("\n") + "\n"), Buffer.from([0xe9])]);
  dialog = await pick(page, "translations-fr-latin1.po", latin1);
  await expect(dialog.getByRole("alert")).toContainText("translations-fr-latin1.po is not UTF-8 text: line 13");
  await expect(dialog.getByTestId("import-preview")).toHaveCount(0);
  await dialog.getByRole("button", { name: messages.import.cancel }).click();

  const xliff = await download(page, "xliff20");
  dialog = await pick(page, "translations-fr.xlf", Buffer.from(xliff.slice(0, xliff.length / 2)));
  await expect(dialog.getByRole("alert")).toContainText(/translations-fr\.xlf is broken on line \d+/);
  await expect(dialog.getByTestId("import-preview")).toHaveCount(0);
  expect((await stack.control.requests(mark)).filter((r) => r.method !== "GET")).toEqual([]);
});

test("a file a converter emptied is refused naming the converters; one it handed back unchanged says nothing differs", async ({
  page,
  login,
  stack,
}) => {
  await login(page, TOKENS.translator, "/translations/fr?prefix=portal.menu");
  await expect(page.getByTestId("token-grid")).toBeVisible();
  const exported = await download(page, "po");
  const mark = await stack.control.mark();

  // csv2po leaves an empty file, and exits with 0, when it cannot read the spreadsheet's CSV ...
  let dialog = await pick(page, "translations-fr.po", Buffer.from(""));
  await expect(dialog.getByRole("alert")).toContainText("translations-fr.po is empty: it holds no text at all.");
  await expect(dialog.getByRole("alert")).toContainText("csv2po");
  await expect(dialog.getByTestId("import-preview")).toHaveCount(0);
  await dialog.getByRole("button", { name: messages.import.cancel }).click();

  // ... or, when it misreads the CSV, writes its template back: the export as it was.
  dialog = await pick(page, "translations-fr.po", Buffer.from(exported));
  const preview = dialog.getByTestId("import-preview");
  await expect(preview).toContainText("Changed: 0 · unchanged:");
  await expect(preview.getByTestId("no-changes")).toHaveText(messages.import.noChanges);
  await expect(dialog.getByRole("button", { name: "Apply changes" })).toBeDisabled();
  expect((await stack.control.requests(mark)).filter((r) => r.method !== "GET")).toEqual([]);
});

test("exports only what the editor's filters show, or every key", async ({ page, login }) => {
  await login(page, TOKENS.translator, "/translations/fr?prefix=portal&untranslated=1");
  await expect(page.getByTestId("token-grid")).toBeVisible();
  const shown = Number((await page.getByTestId("row-count").textContent())?.match(/^[\d,]+/)?.[0].replace(/,/g, ""));
  expect(shown).toBeGreaterThan(0);

  await page.getByRole("button", { name: messages.export.exchange }).click();
  const dialog = page.getByRole("dialog", { name: messages.exchange.title });
  await expect(
    dialog.getByRole("radio", {
      name: `Only what the editor shows: untranslated, under portal (${shown} in this language)`,
    }),
  ).toBeChecked();
  await dialog.getByRole("button", { name: messages.exchange.cancel }).click();

  const some = await download(page, "po");
  expect(some).toContain(`"X-Console-Entries: ${shown}\\n"`);
  const keys = [...some.matchAll(/^msgctxt "(.*)"$/gm)].map((m) => m[1]);
  expect(keys).toHaveLength(shown);
  expect(keys.every((key) => key.startsWith("portal."))).toBe(true);
  expect([...some.matchAll(/^msgstr "(.*)"$/gm)].slice(1).every((m) => m[1] === "")).toBe(true);

  const all = await download(page, "po", "all");
  const total = Number(/X-Console-Entries: (\d+)/.exec(all)?.[1]);
  expect(total).toBeGreaterThan(shown * 3);
  expect(all).toContain('msgctxt "shell.nav.access"');
});

test("an export leaves out a text its format cannot hold and says which and why", async ({ page, login, stack }) => {
  await portalCall(stack.portalUrl, "POST", "/i18n/lang/fr", { key: "portal.menu.tasks", value: "Tâches\u000b" });
  await login(page, TOKENS.translator, "/translations/fr?prefix=portal.menu");
  await expect(page.getByTestId("token-grid")).toBeVisible();
  await page.getByRole("button", { name: messages.export.exchange }).click();
  const dialog = page.getByRole("dialog", { name: messages.exchange.title });
  await dialog.getByRole("radio", { name: messages.exchange.formats.xliff12 }).check();
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export 1 language" }).click();
  const text = await readFile((await (await downloading).path())!, "utf8");
  const refusals = dialog.getByTestId("export-refusals");
  await expect(refusals).toContainText("1 text was left out of translations-fr.xliff12.xlf:");
  await expect(refusals).toContainText(
    "portal.menu.tasks: XLIFF 1.2 cannot hold the control character U+000B (XML allows none but tab and line breaks); XLIFF 2.0 and PO can.",
  );
  expect(text).not.toContain("portal.menu.tasks");
  expect(text).toContain('resname="portal.menu.home"');
  // XLIFF 2.0 carries it as <cp>.
  await dialog.getByRole("radio", { name: messages.exchange.formats.xliff20 }).check();
  const again = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export 1 language" }).click();
  expect(await readFile((await (await again).path())!, "utf8")).toContain('<target>Tâches<cp hex="000B"/></target>');
  await expect(dialog).toBeHidden();
});
