import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import messages from "../messages/en/translations.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { portalCall } from "./support/portal-call";

/**
 * A translator's round trip through a CAT tool, in French: export XLIFF 2.0, change two targets and break a
 * placeholder in a third (as a careless tool would), import: two changes applicable, the third refused with its
 * reason, and confirming saves exactly those two tokens.
 */

const frenchText = async (portalUrl: string, key: string) =>
  (await portalCall<Record<string, string>>(portalUrl, "GET", "/i18n/lang/fr"))[key] ?? "";

/** The unit's target in an XLIFF 2.0 text (line breaks included: another test may have saved one), changed by `edit`. */
function editTarget(xliff: string, key: string, edit: (target: string) => string): string {
  const unit = new RegExp(
    `(<unit id="${key.replace(/\./g, "\\.")}"[^>]*>(?:(?!</unit>)[\\s\\S])*?<target>)([\\s\\S]*?)(</target>)`,
  );
  const match = unit.exec(xliff);
  expect(match, `unit ${key} in the export`).not.toBeNull();
  return xliff.replace(unit, (_, open: string, target: string, close: string) => `${open}${edit(target)}${close}`);
}

const row = (page: Page, key: string) => page.locator(`[role=row][data-key="${key}"]`);

test("exports XLIFF 2.0, and imports two changed targets while refusing a broken placeholder", async ({
  page,
  login,
  stack,
}) => {
  await login(page, TOKENS.translator, "/translations/fr?prefix=portal");
  await expect(page.getByTestId("token-grid")).toBeVisible();

  await page.getByRole("button", { name: messages.export.exchange }).click();
  const exportDialog = page.getByRole("dialog", { name: messages.exchange.title });
  await expect(exportDialog.getByRole("radio", { name: messages.exchange.formats.xliff20 })).toBeChecked();
  await expect(exportDialog.getByRole("checkbox", { name: "Français (fr)" })).toBeChecked();
  const downloading = page.waitForEvent("download");
  await exportDialog.getByRole("button", { name: "Export 1 language" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("translations-fr.xliff20.xlf");
  const exported = await readFile((await download.path())!, "utf8");
  expect(exported).toContain('srcLang="en" trgLang="fr"');
  await expect(exportDialog).toBeHidden();

  // What a translator's tool sends back: two new texts, and one placeholder code deleted.
  let edited = editTarget(exported, "portal.menu.home", () => "Page d'accueil");
  edited = editTarget(edited, "portal.status.done", () => "Achevé");
  edited = editTarget(edited, "portal.notification.unread", (target) => target.replace(/<ph [^>]*\/>/, ""));
  expect(edited).toContain("<target> non lues</target>");

  const mark = await stack.control.mark();
  await page.getByRole("button", { name: messages.import.open }).click();
  const dialog = page.getByRole("dialog", { name: messages.import.title });
  await dialog
    .getByLabel(messages.import.file)
    .setInputFiles({ name: "translations-fr.xlf", mimeType: "application/xliff+xml", buffer: Buffer.from(edited) });

  const preview = dialog.getByTestId("import-preview");
  await expect(preview.locator("tr[data-key='portal.menu.home']")).toContainText("Page d'accueil");
  await expect(preview.locator("tr[data-key='portal.status.done']")).toContainText("Achevé");
  const broken = preview.locator("tr[data-key='portal.notification.unread']");
  await expect(broken).toContainText("Not applied: The placeholder {count} of the source is missing.");
  await expect(preview.getByRole("checkbox", { name: /portal\.notification\.unread/ })).toBeDisabled();
  await expect(preview.getByRole("checkbox", { name: /portal\.menu\.home/ })).toBeChecked();
  await expect(preview).toContainText("Changed: 3");
  await expect(preview).toContainText("blocked by checks: 1");
  expect((await stack.control.requests(mark)).filter((r) => r.method === "POST")).toEqual([]);

  await dialog.getByRole("button", { name: "Apply 2 changes" }).click();
  await expect(dialog.getByTestId("import-report")).toContainText("2 applied, 0 failed");
  await dialog.getByRole("button", { name: messages.import.close }).click();

  const search = page.getByRole("searchbox", { name: messages.filters.search });
  await search.fill("portal.menu.home");
  await expect(row(page, "portal.menu.home")).toContainText("Page d'accueil");
  await search.fill("portal.status.done");
  await expect(row(page, "portal.status.done")).toContainText("Achevé");
  await search.fill("portal.notification.unread");
  await expect(row(page, "portal.notification.unread")).toContainText("{count} non lues");

  const saves = (await stack.control.requests(mark)).filter((r) => r.method === "POST");
  expect(saves.map((r) => (r.body as { key?: string }).key).sort()).toEqual(["portal.menu.home", "portal.status.done"]);
  expect(await frenchText(stack.portalUrl, "portal.notification.unread")).toBe("{count} non lues");
});

test("exports several languages as one ZIP archive of PO files", async ({ page, login }) => {
  await login(page, TOKENS.translator, "/translations/fr?prefix=portal");
  await expect(page.getByTestId("token-grid")).toBeVisible();
  await page.getByRole("button", { name: messages.export.exchange }).click();
  const dialog = page.getByRole("dialog", { name: messages.exchange.title });
  await dialog.getByRole("radio", { name: messages.exchange.formats.po }).check();
  await dialog.getByRole("checkbox", { name: "Deutsch (de)" }).click();
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export 2 languages" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("translations-po.zip");
  const archive = (await download.path())!;
  expect(execFileSync("unzip", ["-t", archive], { encoding: "utf8" })).toContain("No errors detected");
  const german = execFileSync("unzip", ["-p", archive, "translations-de.po"], { encoding: "utf8" });
  const french = execFileSync("unzip", ["-p", archive, "translations-fr.po"], { encoding: "utf8" });
  expect(german).toContain('"Language: de\\n"');
  expect(german).toContain('msgctxt "portal.menu.home"\nmsgid "Home"\nmsgstr "Startseite"');
  expect(french).toContain('msgctxt "portal.menu.backups"\nmsgid "Backups"\nmsgstr "Sauvegardes"');
});

/** The file of the language as the export dialog writes it, in XLIFF 2.0. */
async function exportXliff20(page: Page): Promise<string> {
  await page.getByRole("button", { name: messages.export.exchange }).click();
  const dialog = page.getByRole("dialog", { name: messages.exchange.title });
  await expect(dialog.getByRole("radio", { name: messages.exchange.formats.xliff20 })).toBeChecked();
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export 1 language" }).click();
  const text = await readFile((await (await downloading).path())!, "utf8");
  await expect(dialog).toBeHidden();
  return text;
}

test("refuses a 20 MB file within a second, reading nothing and sending nothing", async ({ page, login, stack }) => {
  await login(page, TOKENS.translator, "/translations/fr?prefix=portal");
  await expect(page.getByTestId("token-grid")).toBeVisible();
  await page.getByRole("button", { name: messages.import.open }).click();
  const dialog = page.getByRole("dialog", { name: messages.import.title });
  const input = dialog.getByLabel(messages.import.file);
  const message = messages.import.errors.tooLarge.replace("{name}", "huge-fr.xlf");
  // The time from the pick to the message, taken in the page (handing 20 MB to the browser is not the console's).
  await input.evaluate((element, text) => {
    const marks: { picked?: number; shown?: number } = {};
    (window as unknown as { __pick: typeof marks }).__pick = marks;
    element.addEventListener("change", () => (marks.picked = performance.now()));
    new MutationObserver(() => {
      if (marks.shown === undefined && document.body.textContent?.includes(text)) marks.shown = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, message);
  const mark = await stack.control.mark();
  const huge = `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="2.0">${"x".repeat(20 * 1024 * 1024)}</xliff>`;
  await input.setInputFiles({ name: "huge-fr.xlf", mimeType: "application/xliff+xml", buffer: Buffer.from(huge) });
  await expect(dialog.getByRole("alert")).toHaveText(message);
  const { picked, shown } = await page.evaluate(
    () => (window as unknown as { __pick: { picked?: number; shown?: number } }).__pick,
  );
  expect(picked).toBeDefined();
  expect(shown! - picked!).toBeLessThan(1000);
  await expect(dialog.getByTestId("import-preview")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Apply changes" })).toBeDisabled();
  expect((await stack.control.requests(mark)).filter((r) => r.method !== "GET")).toEqual([]);
});

test("reads a 5 MB XLIFF file in a worker without long tasks in the page, and a unit needing review is not selected", async ({
  page,
  login,
}) => {
  await login(page, TOKENS.translator, "/translations/fr?prefix=portal");
  await expect(page.getByTestId("token-grid")).toBeVisible();
  const exported = await exportXliff20(page);
  let edited = editTarget(exported, "portal.action.refresh", () => "Rafraîchir");
  edited = editTarget(edited, "portal.status.pending", () => "En suspens");
  // The tool marks its new text for portal.status.pending as not final.
  edited = edited.replace(
    /(<unit id="portal\.status\.pending"[^>]*><notes>[\s\S]*?<\/notes><segment) state="reviewed"/,
    '$1 state="initial"',
  );
  expect(edited).toMatch(/<unit id="portal\.status\.pending"[^>]*><notes>[\s\S]*?<\/notes><segment state="initial">/);
  // Units of keys this language lacks, as a large agency file would carry, up to about 5 MB.
  const filler: string[] = [];
  for (let n = 0, size = edited.length; size < 5 * 1024 * 1024; n++) {
    const unit = `<unit id="bulk.k${n}" name="bulk.k${n}"><segment state="reviewed"><source>Text ${n} for <ph id="1" disp="{name}" equiv="{name}"/> and some words</source><target>Texte ${n} pour <ph id="1" disp="{name}" equiv="{name}"/> et quelques mots</target></segment></unit>\n`;
    filler.push(unit);
    size += unit.length;
  }
  const big = edited.replace("</file>", `${filler.join("")}</file>`);
  expect(big.length).toBeGreaterThan(5 * 1024 * 1024);

  await page.getByRole("button", { name: messages.import.open }).click();
  const dialog = page.getByRole("dialog", { name: messages.import.title });
  const input = dialog.getByLabel(messages.import.file);
  await expect(input).toBeVisible();
  // Long tasks from the pick on: handing the file to the page (Playwright's own work) comes before it.
  await input.evaluate((element) => {
    const marks: { picked?: number; shown?: number; tasks: number[] } = { tasks: [] };
    (window as unknown as { __reading: typeof marks }).__reading = marks;
    element.addEventListener("change", () => (marks.picked = performance.now()));
    new MutationObserver(() => {
      if (marks.shown === undefined && document.querySelector("[data-testid=import-preview]"))
        marks.shown = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (marks.picked !== undefined && entry.startTime >= marks.picked) marks.tasks.push(entry.duration);
    }).observe({ type: "longtask" });
  });
  // Picked from disk, as a user would: a buffer would be decoded by Playwright in the page, a long task of its own.
  const picked = test.info().outputPath("translations-fr.xlf");
  await writeFile(picked, big);
  await input.setInputFiles(picked);
  const preview = dialog.getByTestId("import-preview");
  await expect(dialog.getByRole("status")).toContainText("Reading translations-fr.xlf");
  await expect(preview).toContainText(`unknown keys: ${filler.length.toLocaleString("en")}`, { timeout: 30_000 });
  const marks = await page.evaluate(
    () => (window as unknown as { __reading: { picked: number; shown: number; tasks: number[] } }).__reading,
  );
  const [elapsed, tasks] = [marks.shown - marks.picked, marks.tasks];
  const longest = Math.max(0, ...tasks);
  test.info().annotations.push({
    type: "measurement",
    description: `${(big.length / 1e6).toFixed(1)} MB read and planned in ${elapsed.toFixed(0)} ms; long tasks: ${tasks.map((t) => t.toFixed(0)).join(", ") || "none"} ms`,
  });
  console.log(test.info().annotations.at(-1)?.description);
  // Read in the page, the file would be one task of most of the reading time. The bound is 200 ms on a quiet
  // machine; under CPU contention every task stretches with the reading, so it scales with the reading time.
  expect(longest, `long tasks while reading: ${tasks.map((t) => t.toFixed(0)).join(", ")}`).toBeLessThan(
    Math.max(200, elapsed / 4),
  );

  await expect(preview.getByRole("checkbox", { name: /portal\.action\.refresh/ })).toBeChecked();
  const review = preview.locator("tr[data-key='portal.status.pending']");
  await expect(review).toContainText(messages.import.draftInFile);
  await expect(preview.getByRole("checkbox", { name: /portal\.status\.pending/ })).not.toBeChecked();
  await expect(dialog.getByRole("button", { name: "Apply 1 change" })).toBeEnabled();
});
