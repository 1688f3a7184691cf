"use client";

import { BookA, Download, FileDown, Plus, Upload } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Button, ButtonLink } from "@/components/ui/button";
import { preloadOn, WhenOpened } from "@/components/ui/lazy";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { ProgressBar } from "@/components/ui/progress";
import { StatusBadge } from "@/components/ui/status-badge";
import { downloadCsv } from "@/lib/csv";
import { formatNumber } from "@/lib/format";
import type { PermissionDenial } from "@/lib/api/permissions";
import type { RowFilters } from "../model/rows";
import { useLanguages, type LanguageTables } from "../model/use-language-tables";
import { exportCsv, exportJson } from "../model/transfer";
import { LazyAddKeyDialog, LazyExportDialog, LazyImportDialog } from "../transfer/lazy-dialogs";
import { downloadJson } from "../transfer/download";

export interface EditorHeaderProps {
  lang: string;
  data: LanguageTables;
  saveDenied: PermissionDenial | undefined;
  onKeyAdded: (key: string) => void;
  /** The table's filters, so that an export for translators can hold only what they show. */
  filters: RowFilters;
  /** How many terms the language's glossary holds. */
  glossaryTerms: number;
}

/** Breadcrumbs, the language and its progress, and the page's actions: add a key, import, export. */
export function EditorHeader({ lang, data, saveDenied, onKeyAdded, filters, glossaryTerms }: EditorHeaderProps) {
  const t = useTranslations("translations");
  const locale = useLocale();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const languages = useLanguages();
  const name = data.language?.name ?? lang;
  const { progress, rows } = data;

  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("nav.area"), href: "/translations" }, { label: name }]} />}
        title={name}
        meta={
          <>
            <span className="font-mono text-sm text-muted">{lang}</span>
            {data.isDefault && <StatusBadge tone="info" label={t("languages.source")} />}
          </>
        }
        description={
          progress
            ? t("editor.progress", {
                translated: formatNumber(progress.translated, locale),
                total: formatNumber(progress.total, locale),
                percent: progress.total ? Math.round((progress.translated / progress.total) * 100) : 100,
              })
            : undefined
        }
        actions={
          <>
            {!data.isDefault && (
              <ButtonLink
                href={`/translations/${encodeURIComponent(lang)}/glossary`}
                icon={<BookA aria-hidden className="size-4" />}
              >
                {t("glossary.open", { count: glossaryTerms })}
              </ButtonLink>
            )}
            <Button
              icon={<Download aria-hidden className="size-4" />}
              disabled={!rows}
              onClick={() => rows && downloadJson(`translations-${lang}.json`, exportJson(rows))}
            >
              {t("export.json")}
            </Button>
            <Button
              icon={<Download aria-hidden className="size-4" />}
              disabled={!rows}
              onClick={() => rows && downloadCsv(`translations-${lang}.csv`, exportCsv(rows))}
            >
              {t("export.csv")}
            </Button>
            <Button
              icon={<FileDown aria-hidden className="size-4" />}
              disabled={!rows}
              onClick={() => setExporting(true)}
              {...preloadOn(LazyExportDialog.preload)}
            >
              {t("export.exchange")}
            </Button>
            <ActionButton
              icon={<Upload aria-hidden className="size-4" />}
              denied={saveDenied}
              disabled={!rows}
              onClick={() => setImporting(true)}
              {...preloadOn(LazyImportDialog.preload)}
            >
              {t("import.open")}
            </ActionButton>
            <ActionButton
              variant="primary"
              icon={<Plus aria-hidden className="size-4" />}
              denied={saveDenied}
              disabled={!rows}
              onClick={() => setAdding(true)}
              {...preloadOn(LazyAddKeyDialog.preload)}
            >
              {t("addKey.open")}
            </ActionButton>
          </>
        }
      />
      {progress && (
        <ProgressBar
          className="-mt-3 mb-4 max-w-md"
          value={progress.translated}
          max={progress.total || 1}
          label={t("languages.progressLabel", { language: name })}
        />
      )}
      {rows && (
        <>
          <WhenOpened open={adding}>
            <LazyAddKeyDialog
              open={adding}
              onOpenChange={setAdding}
              lang={lang}
              defaultLang={data.defaultLang}
              rows={rows}
              onAdded={onKeyAdded}
            />
          </WhenOpened>
          <WhenOpened open={exporting}>
            <LazyExportDialog
              open={exporting}
              onOpenChange={setExporting}
              lang={lang}
              defaultLang={data.defaultLang}
              languages={languages.data ?? []}
              rows={rows}
              filters={filters}
            />
          </WhenOpened>
          <WhenOpened open={importing}>
            <LazyImportDialog
              open={importing}
              onOpenChange={setImporting}
              lang={lang}
              rows={rows}
              sourceLanguage={languages.data?.find((l) => l.lang === data.defaultLang)?.name ?? data.defaultLang}
            />
          </WhenOpened>
        </>
      )}
    </>
  );
}
