"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { Download, Pencil, Plus, Trash2, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { NotFoundContent } from "@/components/shell/NotFoundContent";
import { ActionButton } from "@/components/ui/action-button";
import { Button } from "@/components/ui/button";
import { actionsColumn } from "@/components/ui/data-table-columns";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/feedback";
import { lazyComponent, preloadOn, WhenOpened } from "@/components/ui/lazy";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { PermissionNotice } from "@/components/ui/permission-notice";
import { StatusBadge } from "@/components/ui/status-badge";
import { useDenied } from "@/lib/api/permissions";
import { GLOSSARY_PREFIX } from "@/lib/i18n/reserved-keys";
import type { GlossaryEntry } from "@/lib/i18n/glossary";
import { useGlossary } from "../model/use-glossary";
import { useLanguageTables } from "../model/use-language-tables";
import type { GlossaryFormat } from "@/lib/i18n/glossary-exchange";

const LazyEntryDialog = lazyComponent(() => import("./GlossaryEntryDialog").then((m) => m.GlossaryEntryDialog));
const LazyRemoveDialog = lazyComponent(() => import("./GlossaryRemoveDialog").then((m) => m.GlossaryRemoveDialog));
const LazyImportDialog = lazyComponent(() => import("./GlossaryImportDialog").then((m) => m.GlossaryImportDialog));

const column = createColumnHelper<GlossaryEntry>();

type Editing = { kind: "add" } | { kind: "edit"; entry: GlossaryEntry } | { kind: "remove"; entry: GlossaryEntry };

/**
 * One language's glossary: the terms of the source language, the translation every text must use (or "keep as
 * it is"), and a note. Shared by every translator through the portal's tokens of the language; imported and exported
 * as CSV or TBX.
 */
export function GlossaryPage({ lang }: { lang: string }) {
  const t = useTranslations("translations.glossary");
  const tr = useTranslations("translations");
  const data = useLanguageTables(lang);
  const { glossary } = useGlossary(lang);
  const saveDenied = useDenied("i18n.lang.save");
  const [editing, setEditingState] = useState<Editing | null>(null);
  // Each opening gets a fresh form (its defaults are read when it mounts).
  const [formKey, setFormKey] = useState(0);
  const setEditing = (next: Editing | null) => {
    if (next) setFormKey((key) => key + 1);
    setEditingState(next);
  };
  const [importing, setImporting] = useState(false);
  const name = data.language?.name ?? lang;
  const entries = glossary.entries;
  const loaded = data.rows !== undefined;

  const columns = useMemo(
    () => [
      column.accessor("term", { header: t("columns.term"), meta: { kind: "name" } }),
      column.accessor((entry) => (entry.doNotTranslate ? entry.term : entry.translation), {
        id: "translation",
        header: t("columns.translation"),
        cell: ({ row }) =>
          row.original.doNotTranslate ? (
            <span className="flex flex-wrap items-center gap-2">
              <span lang={lang}>{row.original.term}</span>
              <StatusBadge tone="info" label={t("keep")} />
            </span>
          ) : (
            <span lang={lang}>{row.original.translation}</span>
          ),
      }),
      column.accessor("note", { header: t("columns.note"), meta: { kind: "text" } }),
      actionsColumn<GlossaryEntry>(t("columns.actions"), ({ row }) => (
        <span className="flex gap-1">
          <ActionButton
            size="sm"
            variant="ghost"
            denied={saveDenied}
            icon={<Pencil aria-hidden className="size-4" />}
            aria-label={t("editNamed", { term: row.original.term })}
            onClick={() => setEditing({ kind: "edit", entry: row.original })}
            {...preloadOn(LazyEntryDialog.preload)}
          />
          <ActionButton
            size="sm"
            variant="ghost"
            denied={saveDenied}
            icon={<Trash2 aria-hidden className="size-4" />}
            aria-label={t("removeNamed", { term: row.original.term })}
            onClick={() => setEditing({ kind: "remove", entry: row.original })}
            {...preloadOn(LazyRemoveDialog.preload)}
          />
        </span>
      )),
    ],
    [t, lang, saveDenied],
  );

  if (data.missing) return <NotFoundContent kind="language" id={lang} />;
  const languages = { source: data.defaultLang, target: lang };
  // The file writers (XML, CSV) load with the first export.
  const download = (format: GlossaryFormat) =>
    void import("./glossary-download").then((m) => m.downloadGlossary(format, entries, languages));
  return (
    <>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: tr("nav.area"), href: "/translations" },
              { label: name, href: `/translations/${encodeURIComponent(lang)}` },
              { label: t("title") },
            ]}
          />
        }
        title={t("heading", { language: name })}
        meta={<span className="font-mono text-sm text-muted">{lang}</span>}
        description={t("description", { prefix: GLOSSARY_PREFIX, source: data.defaultLang })}
        actions={
          data.isDefault ? undefined : (
            <>
              <Button
                icon={<Download aria-hidden className="size-4" />}
                disabled={!loaded}
                onClick={() => download("csv")}
              >
                {t("export.csv")}
              </Button>
              <Button
                icon={<Download aria-hidden className="size-4" />}
                disabled={!loaded}
                onClick={() => download("tbx")}
              >
                {t("export.tbx")}
              </Button>
              <ActionButton
                icon={<Upload aria-hidden className="size-4" />}
                denied={saveDenied}
                disabled={!loaded}
                onClick={() => setImporting(true)}
                {...preloadOn(LazyImportDialog.preload)}
              >
                {t("import.open")}
              </ActionButton>
              <ActionButton
                variant="primary"
                icon={<Plus aria-hidden className="size-4" />}
                denied={saveDenied}
                disabled={!loaded}
                onClick={() => setEditing({ kind: "add" })}
                {...preloadOn(LazyEntryDialog.preload)}
              >
                {t("add")}
              </ActionButton>
            </>
          )
        }
      />
      {saveDenied && <PermissionNotice permission={saveDenied.permission} className="mb-3" />}
      {data.isDefault ? (
        <EmptyState title={t("sourceTitle")} description={t("sourceBody", { source: lang })} />
      ) : (
        <DataTable
          tableId="translations-glossary"
          label={t("tableLabel", { language: name })}
          data={loaded ? (entries as GlossaryEntry[]) : undefined}
          columns={columns}
          getRowId={(entry) => entry.term.toLowerCase()}
          query={{ data: data.rows, error: data.error, refetch: data.retry }}
          searchPlaceholder={t("search")}
          emptyState={<EmptyState title={t("emptyTitle")} description={t("emptyBody")} />}
        />
      )}
      <WhenOpened open={editing?.kind === "add" || editing?.kind === "edit"}>
        <LazyEntryDialog
          key={formKey}
          open={editing?.kind === "add" || editing?.kind === "edit"}
          onOpenChange={(open) => !open && setEditing(null)}
          lang={lang}
          entry={editing?.kind === "edit" ? editing.entry : null}
          glossary={glossary}
        />
      </WhenOpened>
      <WhenOpened open={editing?.kind === "remove"}>
        <LazyRemoveDialog
          open={editing?.kind === "remove"}
          onOpenChange={(open) => !open && setEditing(null)}
          lang={lang}
          entry={editing?.kind === "remove" ? editing.entry : null}
          glossary={glossary}
        />
      </WhenOpened>
      <WhenOpened open={importing}>
        <LazyImportDialog
          open={importing}
          onOpenChange={setImporting}
          lang={lang}
          languages={languages}
          glossary={glossary}
        />
      </WhenOpened>
    </>
  );
}
