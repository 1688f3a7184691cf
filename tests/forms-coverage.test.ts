/**
 * Every form of the console is walked by e2e/forms.spec.ts, and every walked form has the leave guard. A form is
 * found in the code, not in a hand-kept list: a component that holds a form, a dialog form or an editable control is
 * either named by a walked case, a part rendered inside one (a field), or below with the reason it holds no input
 * to keep. A new form with none of these fails here; a walked form without the guard fails here and in the walk.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { FORMS } from "@/e2e/support/forms";

const ROOT = join(import.meta.dirname, "..");

/** What makes a component hold input: a form, a dialog form, react-hook-form, a native or a console field. */
const HOLDS_INPUT =
  /<FormDialog\b|useZodForm\(|useForm[<(]|<form\b|<input\b|<textarea\b|<select\b|<(TextField|TextAreaField|NumberField|SelectField|CheckboxField|SuggestField|MultiSelect|Combobox|PlainField)\b/;

/** The console's one leave guard, however a form takes it: a FormDialog, a dirty Dialog, or the hook. */
const HAS_GUARD = /<FormDialog\b|\bdirty=\{|useLeaveGuard\(/;

/** Fields and frames rendered inside a walked form: their input is that form's, walked with it. */
const PARTS: Record<string, string> = {
  "components/ai/shared/DurationField.tsx": "components/ai/shared/BudgetsEditor.tsx",
  "components/ai/shared/TierField.tsx": "components/ai/keys/KeyCreateDialog.tsx",
  "components/playground/shared/GatewayRunPage.tsx": "components/playground/embeddings/EmbeddingsPlayground.tsx",
  "components/playground/shared/ModelSelect.tsx": "components/playground/rerank/RerankPlayground.tsx",
};

/** Components with controls that hold nothing to keep, and why. */
const NOT_INPUT: Record<string, string> = {
  "components/ai/models/ProvidersFilter.tsx": "a table's filter, kept in the URL",
  "components/backups/list/BackupsToolbar.tsx": "a table's filters, kept in the URL",
  "components/translations/editor/EditorToolbar.tsx": "the editor's filters, kept in the URL",
  "components/dashboards/PathParams.tsx": "a dashboard's path parameters, applied to the view (in the URL) on Enter",
  "components/storage/access/ResourcePicker.tsx": "a lookup: the resource found is put in the URL",
  "components/storage/urls/SharedUrlsPanel.tsx": "a lookup: the bucket and key looked up are put in the URL",
  "components/shell/LocaleSwitcher.tsx": "a language, applied when picked",
  "components/shell/RegionSwitcher.tsx": "a region, applied when picked",
  "components/translations/assistant/SuggestionBox.tsx": "the assistant's model, stored in this browser when picked",
  "components/translations/in-context/PageTexts.tsx":
    "a filter of the texts translate mode has seen on the page, kept by translate mode while it is on; nothing is written",
  "components/clusters/access/AccessPanel.tsx":
    "options of a download (a role and a lifetime from lists); nothing is written",
  "components/translations/exchange/ExportDialog.tsx":
    "options of a download (a format and languages from lists); nothing is written",
  "components/translations/assistant/batch/BatchRunView.tsx":
    "a run's progress: the run outlives the dialog, and its one field (a new limit) applies with its own button",
  "components/login/LoginForm.tsx": "signing in, outside the console's frame: a token is never kept",
};

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith(".tsx") ? [relative(ROOT, path)] : [];
  });
}

const source = (file: string) => readFileSync(join(ROOT, file), "utf8");
const walked = new Set(FORMS.flatMap((form) => form.files));

describe("every form is walked and guarded", () => {
  const holding = componentFiles(join(ROOT, "components"))
    .filter((file) => !file.startsWith("components/ui/"))
    .filter((file) => HOLDS_INPUT.test(source(file)));

  it("finds the console's forms", () => {
    expect(holding.length).toBeGreaterThan(60);
  });

  it("walks every component that holds input, or says why it holds none to keep", () => {
    const unaccounted = holding.filter((file) => !walked.has(file) && !(file in PARTS) && !(file in NOT_INPUT));
    expect(unaccounted, `forms missing from e2e/support/forms: ${unaccounted.join(", ")}`).toEqual([]);
  });

  it("guards every walked form, except input stored as it is typed (the playground's settings, translate mode's drafts)", () => {
    const unguarded = FORMS.filter(
      (form) => !("kept" in form.leave) && !form.files.some((file) => HAS_GUARD.test(source(file))),
    ).map((form) => form.name);
    expect(unguarded).toEqual([]);
  });

  it("keeps its lists to files that exist and hold input", () => {
    const stale = [...walked, ...Object.keys(PARTS), ...Object.values(PARTS), ...Object.keys(NOT_INPUT)].filter(
      (file) => !existsSync(join(ROOT, file)),
    );
    expect(stale).toEqual([]);
    const quiet = [...Object.keys(PARTS), ...Object.keys(NOT_INPUT)].filter((file) => !HOLDS_INPUT.test(source(file)));
    expect(quiet).toEqual([]);
    expect(Object.values(PARTS).filter((form) => !walked.has(form))).toEqual([]);
  });

  it("gives every walked form a failed save, or the reason nothing is sent", () => {
    const saves = FORMS.map((form) => ("submit" in form.save ? form.save.operation : form.save.nothingSent));
    expect(saves.every((save) => save.length > 0)).toBe(true);
    expect(new Set(FORMS.map((form) => form.name)).size).toBe(FORMS.length);
  });
});
