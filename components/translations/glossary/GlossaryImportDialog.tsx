"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { ProgressBar } from "@/components/ui/progress";
import { formatNumber } from "@/lib/format";
import type { Glossary } from "@/lib/i18n/glossary";
import { formatOf, readGlossaryFile } from "@/lib/i18n/glossary-exchange";
import { useErrorMessage } from "@/components/ui/use-error-message";
import { planGlossaryImport, type GlossaryImportItem } from "./glossary-import";
import { saveGlossaryEntry } from "./glossary-save";
import { useGlossaryProblemText, type GlossaryImportProblem } from "./use-glossary-problem-text";

/** A glossary is a list of terms: a file larger than this is not one. */
const MAX_BYTES = 2_000_000;

export interface GlossaryImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lang: string;
  languages: { source: string; target: string };
  glossary: Glossary;
}

type Failure = { term: string; error: unknown };

/** Imports a CSV or TBX glossary: what it adds and changes, the rows it cannot take, then one save per entry. */
export function GlossaryImportDialog({ open, onOpenChange, lang, languages, glossary }: GlossaryImportDialogProps) {
  const t = useTranslations("translations.glossary.import");
  const locale = useLocale();
  const message = useErrorMessage();
  const problemText = useGlossaryProblemText();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<GlossaryImportItem[] | null>(null);
  const [problems, setProblems] = useState<GlossaryImportProblem[]>([]);
  const [done, setDone] = useState<number | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [running, setRunning] = useState(false);
  const toWrite = plan?.filter((item) => item.kind !== "same") ?? [];
  const count = (kind: GlossaryImportItem["kind"]) =>
    formatNumber(plan?.filter((i) => i.kind === kind).length ?? 0, locale);

  const read = async (file: File | undefined) => {
    setPlan(null);
    setProblems([]);
    setDone(null);
    setFailures([]);
    if (!file) return;
    const format = formatOf(file.name);
    if (!format) return setProblems([{ line: 0, code: "format" }]);
    if (file.size > MAX_BYTES) return setProblems([{ line: 0, code: "tooLarge" }]);
    const result = readGlossaryFile(format, await file.text(), languages);
    setProblems(result.problems);
    // A file refused whole has nothing to plan: "0 new, 0 changed" beside its reason would only blur it.
    if (result.problems[0]?.line !== 0) setPlan(planGlossaryImport(result.entries, glossary));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (toWrite.length === 0 || running) return;
    setRunning(true);
    setDone(0);
    const failed: Failure[] = [];
    for (const [index, item] of toWrite.entries()) {
      try {
        await saveGlossaryEntry(queryClient, lang, item.entry, glossary.keys);
      } catch (error) {
        failed.push({ term: item.entry.term, error });
      }
      setDone(index + 1);
    }
    setFailures(failed);
    setRunning(false);
    if (failed.length === 0) onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !running && onOpenChange(next)}
      title={t("title")}
      description={t("description", { source: languages.source, target: languages.target })}
      submitLabel={t("submit", { count: toWrite.length })}
      submitting={running}
      submitDisabled={toWrite.length === 0}
      dirty={toWrite.length > 0 && !running}
      onSubmit={submit}
      error={null}
      size="lg"
    >
      <div className="space-y-1">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {t("file")}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.tbx,.xml,text/csv,application/x-tbx"
          disabled={running}
          onChange={(event) => void read(event.target.files?.[0])}
          className="block w-full text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-raised file:px-3 file:py-1.5 file:text-sm"
        />
        <p className="text-xs text-muted">{t("fileHint")}</p>
      </div>
      {plan && (
        <p role="status" data-testid="glossary-import-plan" className="text-sm text-ink">
          {t("plan", { added: count("new"), changed: count("changed"), same: count("same") })}
        </p>
      )}
      {problems.length > 0 && (
        <div role="alert" className="space-y-1 text-sm" data-testid="glossary-import-problems">
          {/* A file refused whole has one problem, said in one sentence; the rows a file cannot take are counted. */}
          {problems[0].line === 0 ? (
            <p className="font-medium text-bad">{problemText(problems[0])}</p>
          ) : (
            <>
              <p className="font-medium text-bad">{t("problems", { count: problems.length })}</p>
              <ul className="max-h-40 list-disc space-y-0.5 overflow-auto pl-5 text-ink">
                {problems.map((problem, index) => (
                  <li key={index}>{problemText(problem)}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {done !== null && toWrite.length > 0 && (
        <ProgressBar value={done} max={toWrite.length} label={t("progress", { done, total: toWrite.length })} />
      )}
      {failures.length > 0 && (
        <ul role="alert" className="list-disc space-y-0.5 pl-5 text-sm text-bad">
          {failures.map((failure) => (
            <li key={failure.term}>{t("failed", { term: failure.term, reason: message(failure.error) })}</li>
          ))}
        </ul>
      )}
    </FormDialog>
  );
}
