"use client";

import { useTranslations } from "next-intl";
import { startTransition, useCallback, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { ProgressBar } from "@/components/ui/progress";
import type { TokenRow } from "../model/rows";
import {
  isApplicable,
  planImport,
  readImportFile,
  selectedAtFirst,
  type ImportChange,
  type ImportPlan,
  type ImportReadError,
} from "../model/transfer";
import { isTooLarge } from "../exchange/file-size";
import { isExchangeFile } from "../exchange/read";
import type { FileProblem } from "../exchange/units";
import { useFileProblemText } from "../exchange/use-problem-text";
import { decodeText } from "../exchange/decode-text";
import { ImportPreview } from "./ImportPreview";
import { ImportReport } from "./ImportReport";
import { useImportRun } from "./use-import-run";

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lang: string;
  rows: readonly TokenRow[];
  /** The source language's name, for translations of a source text that changed since a file was exported. */
  sourceLanguage: string;
}

/** Import a language file: pick it, see every change before applying, apply one by one, read the report. */
export function ImportDialog({ open, onOpenChange, lang, rows, sourceLanguage }: ImportDialogProps) {
  const t = useTranslations("translations.import");
  const inputId = useId();
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [fileName, setFileName] = useState("");
  const [readError, setReadError] = useState<ImportReadError | "tooLarge" | null>(null);
  const [fileProblem, setFileProblem] = useState<FileProblem | null>(null);
  const fileProblemText = useFileProblemText();
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [reading, setReading] = useState(false);
  // One function for the dialog's life: the preview's rows are memoized and draw again only when their own box changes.
  const toggle = useCallback((key: string, include: boolean) => {
    setExcluded((previous) => {
      const next = new Set(previous);
      if (include) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  // Counts picks and closes: a translator's file read in a worker may answer after the next pick or a close.
  const pick = useRef(0);
  const run = useImportRun(lang);

  const reset = () => {
    setPlan(null);
    setFileName("");
    setReadError(null);
    setFileProblem(null);
    setExcluded(new Set());
    setReading(false);
    pick.current += 1;
    run.reset();
  };
  const close = (next: boolean) => {
    if (run.running) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const readFile = async (file: File | undefined) => {
    reset();
    if (!file) return;
    setFileName(file.name);
    if (isTooLarge(file)) return setReadError("tooLarge");
    const current = pick.current;
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (current !== pick.current) return;
    // What kind of file it is shows in its name or its first bytes; an exchange file is decoded in the worker.
    const head = new TextDecoder().decode(bytes.subarray(0, 200));
    if (isExchangeFile(file.name, head)) {
      // XLIFF and PO files are decoded, read (an XML parser, a PO reader) and planned in a worker started only for them.
      setReading(true);
      const { planExchangeFileOffThread } = await import("../exchange/read-off-thread");
      // Only what the plan compares crosses to the worker (not the rows' search text): less to copy on the way.
      const planRows = rows.map(({ key, source, value }) => ({ key, source, value }));
      const outcome = await planExchangeFileOffThread({ fileName: file.name, bytes, lang, rows: planRows });
      if (current !== pick.current) return;
      setReading(false);
      if (!outcome.ok) return setFileProblem(outcome.problem);
      const next = outcome.plan;
      // A plan of thousands of changes draws in a transition, which React renders in slices between frames.
      return startTransition(() => {
        setExcluded(new Set(next.changes.filter((change) => !selectedAtFirst(change)).map((change) => change.key)));
        setPlan(next);
      });
    }
    const decoded = decodeText(bytes);
    if (!decoded.ok) return setFileProblem({ code: "notUtf8", line: decoded.line });
    const text = decoded.text;
    const read = readImportFile(file.name, text, lang);
    if ("error" in read) return setReadError(read.error);
    setPlan(planImport(read.entries, rows, lang));
  };

  const selected: ImportChange[] = plan ? plan.changes.filter((c) => isApplicable(c) && !excluded.has(c.key)) : [];
  const failedKeys = new Set(run.outcomes?.filter((o) => o.kind === "failed").map((o) => o.key));

  const footer = run.outcomes ? (
    <>
      {failedKeys.size > 0 && (
        <Button onClick={() => void run.start(selected.filter((c) => failedKeys.has(c.key)))}>
          {t("retryFailed", { count: failedKeys.size })}
        </Button>
      )}
      <Button variant="primary" onClick={() => close(false)}>
        {t("close")}
      </Button>
    </>
  ) : run.running ? (
    <Button onClick={run.stop}>{t("stop")}</Button>
  ) : (
    <>
      <DialogClose>
        <Button>{t("cancel")}</Button>
      </DialogClose>
      <Button variant="primary" disabled={selected.length === 0} onClick={() => void run.start(selected)}>
        {t("apply", { count: selected.length })}
      </Button>
    </>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t("title")}
      description={t("description")}
      size="xl"
      dismissible={!run.running}
      dirty={plan !== null && !run.running && !run.outcomes}
      footer={footer}
    >
      <div className="space-y-4">
        {!run.running && !run.outcomes && (
          <div className="space-y-1">
            <label htmlFor={inputId} className="text-sm font-medium text-ink">
              {t("file")}
            </label>
            <input
              id={inputId}
              type="file"
              accept=".json,.csv,.xlf,.xliff,.po,application/json,text/csv,application/xliff+xml"
              onChange={(event) => void readFile(event.target.files?.[0])}
              className="block w-full text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm"
            />
            <p className="text-xs text-muted">{t("fileHint")}</p>
          </div>
        )}
        {reading && (
          <p role="status" className="text-sm text-muted">
            {t("reading", { name: fileName })}
          </p>
        )}
        {readError && <FormError error={t(`errors.${readError}`, { name: fileName })} />}
        {fileProblem && <FormError error={fileProblemText(fileProblem, fileName, lang)} />}
        <FormError error={run.error} />
        {run.running && (
          <div className="space-y-2" aria-live="polite">
            <ProgressBar value={run.done} max={run.total || 1} label={t("progressLabel")} />
            <p className="text-sm text-muted">{t("progress", { done: run.done, total: run.total })}</p>
          </div>
        )}
        {run.outcomes && <ImportReport outcomes={run.outcomes} />}
        {plan && !run.running && !run.outcomes && (
          <ImportPreview plan={plan} sourceLanguage={sourceLanguage} excluded={excluded} onToggle={toggle} />
        )}
      </div>
    </Dialog>
  );
}
