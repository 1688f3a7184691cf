import { expect, type Locator, type Page } from "@playwright/test";
import messages from "../../../messages/en/translations.json" with { type: "json" };
import { portalCall } from "../portal-call";
import { addSourceKey, tokenEditor, tokenRow } from "../translation-tokens";
import type { FormCase, WalkContext } from "./form-case";
import { exactLabel } from "./helpers";

const glossary = messages.glossary;
const dismiss = messages.checks.dismiss;

/** A seeded German token the walk drafts into (never saved: its save is refused). */
const DRAFTED = "portal.action.refresh";

/** A fresh English key, untranslated in German, for the assistant to suggest a text for. */
let fresh = "";
const freshKeyPage = async ({ portalUrl }: WalkContext) => {
  fresh = `walk.e2e${Date.now()}${Math.floor(Math.random() * 1000)}.files`;
  await addSourceKey(portalUrl, fresh, "{count} files");
  return `/translations/de?q=${encodeURIComponent(fresh)}`;
};

const suggestionBox = (page: Page) =>
  page.getByRole("textbox", { name: messages.assistant.suggest.label.replace("{key}", fresh) });

/** A fresh key whose German text is its English one: a finding ("identical") to dismiss, with no draft typed. */
let same = "";
const sameTextPage = async ({ portalUrl }: WalkContext) => {
  same = `walk.e2e${Date.now()}${Math.floor(Math.random() * 1000)}.storage`;
  await addSourceKey(portalUrl, same, "Object storage");
  await portalCall(portalUrl, "POST", "/i18n/lang/de", { key: same, value: "Object storage" });
  return `/translations/de?q=${encodeURIComponent(same)}`;
};
const reasonBox = (form: Locator) => form.getByRole("textbox", { name: /^Why this is right/ });

/** A text of the glossary page, opened in translate mode's panel by the link "where used" gives. */
const SHOWN = "translations.glossary.add";
// Translate mode marks every text, the panel's own labels too: names are matched as the start of the label.
const panelText = (page: Page) =>
  page.getByTestId("translate-panel").getByRole("textbox", { name: messages.editor.label.replace("{key}", SHOWN) });

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
      // The assistant loads with the first open token: its shortcut works once its Suggest button is there.
      await expect(
        page.getByTestId("suggestion").getByRole("button", { name: messages.assistant.suggest.button }),
      ).toBeEnabled();
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
    name: "Translations: the reason for dismissing a finding",
    files: ["components/translations/editor/DismissControl.tsx"],
    role: "translator",
    path: sameTextPage,
    open: async (page) => {
      await tokenRow(page, same).click();
      const panel = page.getByTestId("token-side-panel");
      await expect(panel.getByTestId("check-hint")).toContainText(messages.checks.identical);
      return panel;
    },
    type: async (form) => {
      await form
        .getByTestId("check-hint")
        .getByRole("button", { name: new RegExp(`^${dismiss.button}`) })
        .click();
      await reasonBox(form).fill("A product name: the same in German");
    },
    holds: (form) => expect(reasonBox(form)).toHaveValue("A product name: the same in German"),
    leave: { page: true },
    save: { nothingSent: "a dismissal is kept in this browser: the portal's tokens have no place for it" },
  },
  {
    name: "Glossary: a new term",
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
        form.getByLabel(exactLabel(glossary.form.translation.replace("{lang}", "de"))).fill("Gewanderter Begriff"),
      submit: (form) => form.getByRole("button", { name: glossary.form.add, exact: true }),
    },
  },
  {
    name: "Glossary: a file to import",
    files: ["components/translations/glossary/GlossaryImportDialog.tsx"],
    role: "translator",
    path: "/translations/de/glossary",
    open: async (page) => {
      await page.getByRole("button", { name: glossary.import.open, exact: true }).click();
      return page.getByRole("dialog", { name: glossary.import.title });
    },
    type: (form) =>
      form.getByLabel(glossary.import.file).setInputFiles({
        name: "terms.csv",
        mimeType: "text/csv",
        buffer: Buffer.from("term,translation\r\nwalked term,Gewanderter Begriff"),
      }),
    holds: (form) =>
      expect(form.getByTestId("glossary-import-plan")).toHaveText(
        glossary.import.plan.replace("{added}", "1").replace("{changed}", "0").replace("{same}", "0"),
      ),
    leave: { dialog: true },
    save: {
      operation: "i18n.lang.save",
      submit: (form) => form.getByRole("button", { name: "Import 1 term", exact: true }),
    },
  },
  {
    name: "Translate mode: a text typed in the panel stays over the next page",
    files: ["components/translations/in-context/TranslateMode.tsx", "components/translations/panel/TokenPanel.tsx"],
    role: "translator",
    path: `/translations/de/glossary?translate=${SHOWN}`,
    open: async (page) => {
      const panel = page.getByTestId("translate-panel");
      // Translate mode starts once the page has hydrated, and loads its code then.
      await expect(panel).toBeVisible({ timeout: 30_000 });
      await expect(panelText(page)).toHaveValue(glossary.add);
      return panel;
    },
    type: (_form, page) => panelText(page).fill("Add a term (walked)"),
    holds: (_form, page) => expect(panelText(page)).toHaveValue("Add a term (walked)"),
    // The drafts are translate mode's, kept in this browser as typed; the panel belongs to the frame, not the page.
    leave: { kept: true },
    save: {
      operation: "i18n.lang.save",
      submit: (_form, page) => panelText(page),
      press: "Enter",
    },
  },
];
