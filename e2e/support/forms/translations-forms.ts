import { expect, type Page } from "@playwright/test";
import messages from "../../../messages/en/translations.json" with { type: "json" };
import { addSourceKey, tokenEditor, tokenRow } from "../translation-tokens";
import type { FormCase, WalkContext } from "./form-case";
import { exactLabel } from "./helpers";

const GLOSSARY_FILE = "term,translation,note\r\nworker group,Worker-Gruppe,walked\r\n";

/** A seeded German token the walk drafts into (never saved: its save is refused). */
const DRAFTED = "portal.action.refresh";

/** A fresh English key, untranslated in German, for the assistant to suggest a text for. */
let fresh = "";
const freshKeyPage = async ({ portalUrl }: WalkContext) => {
  fresh = `walk.e2e${Date.now()}${Math.floor(Math.random() * 1000)}.files`;
  await addSourceKey(portalUrl, fresh, "{count} files");
  return `/translations/de?q=${encodeURIComponent(fresh)}`;
};

/** A seeded German token that reads as its source ("Top P"): the check's "same as source" hint can be dismissed. */
const SAME_AS_SOURCE = "playground.params.labels.top_p";

const reasonBox = (page: Page) => page.getByRole("textbox", { name: /^Why this is right/ });
const glossary = messages.glossary;

const suggestionBox = (page: Page) =>
  page.getByRole("textbox", { name: messages.assistant.suggest.label.replace("{key}", fresh) });

export const TRANSLATION_FORMS: readonly FormCase[] = [
  {
    name: "Translations: a draft in the editor",
    files: ["components/translations/editor/TranslationEditorPage.tsx", "components/translations/panel/TokenPanel.tsx"],
    role: "translator",
    path: `/translations/de?q=${DRAFTED}`,
    type: async (_form, page) => {
      await tokenRow(page, DRAFTED).getByRole("gridcell").nth(2).click();
      await tokenEditor(page, DRAFTED).fill("Neu laden (walked)");
    },
    holds: (_form, page) => expect(tokenRow(page, DRAFTED)).toContainText("Neu laden (walked)"),
    leave: { page: true, question: { title: messages.leave.title, stay: messages.leave.stay } },
    save: {
      operation: "i18n.lang.save",
      complete: (_form, page) => tokenRow(page, DRAFTED).getByRole("gridcell").nth(2).click(),
      submit: (_form, page) => tokenEditor(page, DRAFTED),
      press: "Enter",
      refusal: (page) => tokenRow(page, DRAFTED).and(page.locator('[data-state="failed"]')),
    },
  },
  {
    name: "Translations: an edited suggestion of the assistant",
    files: ["components/translations/assistant/SuggestionResultView.tsx"],
    role: "translator",
    path: freshKeyPage,
    open: async (page) => {
      await expect(tokenRow(page, fresh)).toBeVisible();
      await page.getByTestId("token-grid").focus();
      await page.keyboard.press("Enter");
      await expect(tokenEditor(page, fresh)).toBeFocused();
      await page.keyboard.press("Alt+Shift+S");
      await expect(suggestionBox(page)).not.toHaveValue("", { timeout: 30_000 });
      return page.getByTestId("suggestion");
    },
    type: (_form, page) => suggestionBox(page).fill("{count} Dateien (walked)"),
    holds: (_form, page) => expect(suggestionBox(page)).toHaveValue("{count} Dateien (walked)"),
    leave: { page: true },
    save: { nothingSent: "an accepted suggestion becomes the editor's draft, whose save is walked above" },
  },
  {
    name: "Translations: add a key",
    files: ["components/translations/transfer/AddKeyDialog.tsx"],
    role: "translator",
    path: "/translations/de",
    open: async (page) => {
      await page.getByRole("button", { name: messages.addKey.open }).click();
      return page.getByRole("dialog", { name: messages.addKey.title });
    },
    type: (form) => form.getByLabel(exactLabel(messages.addKey.key)).fill("walk.added.key"),
    holds: (form) => expect(form.getByLabel(exactLabel(messages.addKey.key))).toHaveValue("walk.added.key"),
    leave: { dialog: true },
    save: {
      operation: "i18n.lang.save",
      complete: (form) => form.getByRole("textbox", { name: /^Source text/ }).fill("Added by the walk"),
      submit: (form) => form.getByRole("button", { name: messages.addKey.submit }),
    },
  },
  {
    name: "Translations: a file to import",
    files: ["components/translations/transfer/ImportDialog.tsx"],
    role: "translator",
    path: "/translations/de?prefix=portal",
    open: async (page) => {
      await page.getByRole("button", { name: messages.import.open }).click();
      return page.getByRole("dialog", { name: messages.import.title });
    },
    type: (form) =>
      form.getByLabel(messages.import.file).setInputFiles({
        name: "de.csv",
        mimeType: "text/csv",
        buffer: Buffer.from("key,value\r\nportal.status.done,Fertig (gewandert)"),
      }),
    holds: (form) =>
      expect(form.getByTestId("import-preview").locator("tr[data-key='portal.status.done']")).toContainText(
        "Fertig (gewandert)",
      ),
    leave: { dialog: true },
    save: {
      operation: "i18n.lang.save",
      submit: (form) => form.getByRole("button", { name: "Apply 1 change" }),
      refusal: (page) => page.getByTestId("import-report").filter({ hasText: "0 applied, 1 failed" }),
      holdsAfter: (form) => expect(form.getByRole("button", { name: /^Retry/ })).toBeVisible(),
    },
  },
  {
    name: "Translations: a pre-translation's cost limit",
    files: ["components/translations/assistant/batch/BatchPlanForm.tsx"],
    role: "translator",
    path: "/translations/de",
    open: async (page) => {
      await page.getByTestId("batch-open").click();
      return page.getByRole("dialog", { name: messages.assistant.batch.title });
    },
    type: (form) => form.getByLabel(exactLabel(messages.assistant.batch.limit)).fill("0.5"),
    holds: (form) => expect(form.getByLabel(exactLabel(messages.assistant.batch.limit))).toHaveValue("0.5"),
    leave: { dialog: true },
    save: {
      nothingSent:
        "Start hands the plan to the run, which sends each suggestion itself and reports each failure in the run's view",
    },
  },
  {
    name: "Translations: a reason for dismissing a check's finding",
    files: ["components/translations/editor/DismissControl.tsx"],
    role: "translator",
    path: `/translations/de?q=${SAME_AS_SOURCE}`,
    open: async (page) => {
      await tokenRow(page, SAME_AS_SOURCE).getByRole("gridcell").nth(2).click();
      const panel = page.getByTestId("token-panel").filter({ has: tokenEditor(page, SAME_AS_SOURCE) });
      await panel
        .getByTestId("check-hint")
        .first()
        .getByRole("button", { name: messages.checks.dismiss.button })
        .click();
      await expect(reasonBox(page)).toBeFocused();
      return panel;
    },
    type: (_form, page) => reasonBox(page).fill("A parameter's name, the same in German (walked)"),
    holds: (_form, page) => expect(reasonBox(page)).toHaveValue("A parameter's name, the same in German (walked)"),
    leave: { page: true },
    save: { nothingSent: "a dismissal is kept in this browser: the portal's tokens have no place for it" },
  },
  {
    name: "Translations: a glossary entry",
    files: ["components/translations/glossary/GlossaryEntryDialog.tsx"],
    role: "translator",
    path: "/translations/de/glossary",
    open: async (page) => {
      await page.getByRole("button", { name: glossary.add }).click();
      return page.getByRole("dialog", { name: glossary.form.addTitle });
    },
    type: (form) => form.getByLabel(exactLabel(glossary.form.term)).fill("walked term"),
    holds: (form) => expect(form.getByLabel(exactLabel(glossary.form.term))).toHaveValue("walked term"),
    leave: { dialog: true },
    save: {
      operation: "i18n.lang.save",
      complete: (form) =>
        form.getByLabel(exactLabel(glossary.form.translation.replace("{lang}", "de"))).fill("Begriff"),
      submit: (form) => form.getByRole("button", { name: glossary.form.add, exact: true }),
    },
  },
  {
    name: "Translations: a glossary file to import",
    files: ["components/translations/glossary/GlossaryImportDialog.tsx"],
    role: "translator",
    path: "/translations/de/glossary",
    open: async (page) => {
      await page.getByRole("button", { name: glossary.import.open }).click();
      return page.getByRole("dialog", { name: glossary.import.title });
    },
    type: (form) =>
      form.getByLabel(glossary.import.file).setInputFiles({
        name: "glossary.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(GLOSSARY_FILE),
      }),
    holds: (form) => expect(form.getByTestId("glossary-import-plan")).toBeVisible(),
    leave: { dialog: true },
    save: {
      operation: "i18n.lang.save",
      submit: (form) => form.getByRole("button", { name: /^Import/ }),
    },
  },
];
