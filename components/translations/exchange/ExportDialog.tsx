"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/lib/api/session";
import { formatNumber } from "@/lib/format";
import type { Language } from "@/lib/portal/schemas/i18n";
import { draftsOf } from "../model/draft-store";
import { filterRows, type RowFilters, type TokenRow } from "../model/rows";
import { downloadBlob } from "../transfer/download";
import { ExportRefusals } from "./ExportRefusals";
import { exportFiles, type ExportedFile } from "./export-files";
import type { ExchangeFormat } from "./units";
import { MIME_TYPE } from "./write";
import { zipStored } from "./zip";

const FORMATS: ExchangeFormat[] = ["xliff20", "xliff12", "po"];

export interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lang: string;
  defaultLang: string;
  languages: readonly Language[];
  /** This language's rows and the editor's filters over them, for "only what the editor shows". */
  rows: readonly TokenRow[];
  filters: RowFilters;
}

const isFiltered = (filters: RowFilters) =>
  filters.query.trim() !== "" || filters.untranslated || filters.prefix !== "" || filters.draftsOnly;

/**
 * Export one language, or several as one ZIP archive, as XLIFF 1.2, XLIFF 2.0 or PO for a translator's tool: every
 * key, or only the keys the editor's filters show (so a translator is sent, and billed for, what is to translate).
 */
export function ExportDialog({ open, onOpenChange, lang, defaultLang, languages, rows, filters }: ExportDialogProps) {
  const t = useTranslations("translations.exchange");
  const notes = useTranslations("translations.exchange.notes");
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const region = useSession().data?.region ?? "";
  const filtered = isFiltered(filters);
  const [format, setFormat] = useState<ExchangeFormat>("xliff20");
  const [onlyShown, setOnlyShown] = useState(filtered);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set([lang]));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [refusedIn, setRefusedIn] = useState<ExportedFile[]>([]);
  const options = languages.some((l) => l.lang === lang) ? languages : [{ lang, name: lang }, ...languages];
  const shownCount = useMemo(() => {
    if (!filtered) return rows.length;
    const drafts = draftsOf(region, lang);
    return filterRows(rows, filters, new Set(), drafts.unsavedKeys()).length;
  }, [filtered, rows, filters, region, lang]);
  const filterWords = [
    filters.untranslated && t("scope.untranslated"),
    filters.draftsOnly && t("scope.drafts"),
    filters.prefix && t("scope.prefix", { prefix: filters.prefix }),
    filters.query.trim() && t("scope.query", { query: filters.query.trim() }),
  ].filter(Boolean);

  const run = async () => {
    if (chosen.size === 0) return setError(t("noLanguage"));
    setBusy(true);
    setError(null);
    setRefusedIn([]);
    try {
      const files = await exportFiles({
        queryClient,
        format,
        langs: [...chosen],
        defaultLang,
        region,
        notes: (key, values) => notes(key, values),
        filters: onlyShown && filtered ? filters : null,
      });
      if (files.length === 0) return setError(t("scope.nothing"));
      const single = files.length === 1 ? files[0] : null;
      const name = single ? single.name : `translations-${format}.zip`;
      // A fresh ArrayBuffer copy: Blob takes the bytes, not a view onto a larger buffer.
      downloadBlob(
        name,
        single
          ? new Blob([single.text], { type: MIME_TYPE[format] })
          : new Blob([zipStored(files).slice().buffer], { type: "application/zip" }),
      );
      toast({ title: t("done", { file: name }) });
      const refused = files.filter((file) => file.refused.length > 0);
      // Left out of the file: the dialog stays open and says which texts and why.
      if (refused.length > 0) setRefusedIn(refused);
      else onOpenChange(false);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t("title")}
      description={t("description")}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={busy}>
            {refusedIn.length > 0 ? t("close") : t("cancel")}
          </Button>
          <Button variant="primary" loading={busy} disabled={chosen.size === 0} onClick={() => void run()}>
            {t("export", { count: chosen.size })}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-ink">{t("format")}</legend>
          {FORMATS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`${id}-format`}
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
                className="size-4 accent-current"
              />
              {t(`formats.${value}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-ink">{t("scope.legend")}</legend>
          <label className="flex items-start gap-2 text-sm text-ink">
            <input
              type="radio"
              name={`${id}-scope`}
              checked={!onlyShown || !filtered}
              onChange={() => setOnlyShown(false)}
              className="mt-0.5 size-4 shrink-0 accent-current"
            />
            {t("scope.all", { count: formatNumber(rows.length, locale) })}
          </label>
          <label className="flex items-start gap-2 text-sm text-ink">
            <input
              type="radio"
              name={`${id}-scope`}
              checked={onlyShown && filtered}
              disabled={!filtered}
              onChange={() => setOnlyShown(true)}
              className="mt-0.5 size-4 shrink-0 accent-current"
            />
            <span className={filtered ? undefined : "text-muted"}>
              {filtered
                ? t("scope.shown", { count: formatNumber(shownCount, locale), filters: filterWords.join(", ") })
                : t("scope.noFilters")}
            </span>
          </label>
        </fieldset>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-ink">{t("languages")}</legend>
          {options.map((language) => {
            const code = language.lang ?? "";
            return (
              <label key={code} className="flex items-center gap-2 text-sm text-ink">
                <Checkbox
                  checked={chosen.has(code)}
                  onCheckedChange={(checked) =>
                    setChosen((previous) => {
                      const next = new Set(previous);
                      if (checked === true) next.add(code);
                      else next.delete(code);
                      return next;
                    })
                  }
                />
                {t("languageOption", { name: language.name ?? code, lang: code })}
              </label>
            );
          })}
          <p className="text-xs text-muted">{t("archiveHint")}</p>
        </fieldset>
        <FormError error={error} />
        {refusedIn.length > 0 && <ExportRefusals files={refusedIn} format={format} />}
      </div>
    </Dialog>
  );
}
