"use client";

import { useTranslations } from "next-intl";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { NotFoundContent } from "@/components/shell/NotFoundContent";
import { Skeleton } from "@/components/ui/feedback";
import { PermissionNotice } from "@/components/ui/permission-notice";
import { QueryState } from "@/components/ui/query-state";
import { useUnsavedKeys } from "../model/draft-store";
import { filterRows, type RowFilters } from "../model/rows";
import { useEditorFilters } from "../model/use-editor-filters";
import { useUnusedKeys } from "../model/use-unused-keys";
import { useTranslationWorkspace } from "../model/use-workspace";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";
import { AssistantScopeContext } from "../assistant/assistant-scope";
import { LanguageChecks } from "../checks/LanguageChecks";
import { PanelScopeContext } from "../panel/panel-scope";
import { SideTokenPanel } from "../panel/SideTokenPanel";
import { useWideScreen } from "../panel/use-wide-screen";
import { BatchLauncher } from "../assistant/batch/BatchLauncher";
import { useTokenEditor } from "../model/use-token-editor";
import { EditorHeader } from "./EditorHeader";
import { EditorToolbar } from "./EditorToolbar";
import { PrefixTree } from "./PrefixTree";
import { TokenGrid } from "./TokenGrid";

/**
 * One language's tokens: filters, the key-prefix tree and the editable, virtualized table. `assistant`: whether the
 * open token shows the translation assistant (TRANSLATION_ASSISTANT).
 */
export function TranslationEditorPage({
  lang,
  assistant: withAssistant = true,
}: {
  lang: string;
  assistant?: boolean;
}) {
  const t = useTranslations("translations");
  const workspace = useTranslationWorkspace(lang, withAssistant);
  const { region, data, saveDenied, canEdit, store, dismissals, assistant, panelScope } = workspace;
  const unsaved = useUnsavedKeys(store);
  // Drafts stay on this device: the question says so instead of warning that they are lost.
  useLeaveGuard(unsaved.size > 0, {
    title: t("leave.title"),
    description: t("leave.description", { count: unsaved.size }),
    confirm: t("leave.confirm"),
    stay: t("leave.stay"),
  });

  const [filters, setFilters] = useEditorFilters();
  const [pinned, setPinned] = useState<ReadonlySet<string>>(new Set());
  const pin = useCallback(
    (key: string) => setPinned((previous) => (previous.has(key) ? previous : new Set(previous).add(key))),
    [],
  );
  const changeFilters = (patch: Partial<RowFilters>) => {
    setPinned(new Set());
    setFilters(patch);
  };
  // Typing in the search box stays instant; the rows follow as soon as React has a moment.
  const deferredFilters = useDeferredValue(filters);
  const unused = useUnusedKeys(filters.unusedOnly);
  const visible = useMemo(
    () => (data.rows ? filterRows(data.rows, deferredFilters, pinned, unsaved, unused) : []),
    [data.rows, deferredFilters, pinned, unsaved, unused],
  );
  const unusedShown = useMemo(
    () => (unused && data.rows ? data.rows.filter((row) => unused.has(row.key)).length : undefined),
    [unused, data.rows],
  );
  const api = useTokenEditor({ lang, rows: visible, store, canEdit, pin });
  const wide = useWideScreen();

  // No Export, Import or Add key for a language the portal does not have.
  if (data.missing) return <NotFoundContent kind="language" id={lang} />;
  return (
    <>
      <EditorHeader
        lang={lang}
        data={data}
        glossaryTerms={workspace.entries.entries.length}
        saveDenied={saveDenied}
        filters={filters}
        onKeyAdded={(key) =>
          changeFilters({ query: key, prefix: "", untranslated: false, draftsOnly: false, unusedOnly: false })
        }
      />
      {saveDenied && <PermissionNotice permission={saveDenied.permission} className="mb-3" />}
      <QueryState
        query={{ data: data.rows, error: data.error, refetch: data.retry }}
        pending={
          <div aria-busy="true" className="space-y-3">
            <p role="status" className="sr-only">
              {t("loading")}
            </p>
            <Skeleton className="h-9 w-96" />
            <Skeleton lines={10} />
          </div>
        }
      >
        {(rows) => (
          <>
            <EditorToolbar
              filters={filters}
              onChange={changeFilters}
              shown={visible.length}
              total={rows.length}
              unsaved={unsaved.size}
              unused={unusedShown}
              actions={
                assistant && !assistant.isDefault && canEdit && region ? (
                  <BatchLauncher scope={assistant} store={store} shown={visible} region={region} />
                ) : undefined
              }
            />
            <LanguageChecks
              rows={rows}
              visible={visible}
              lang={lang}
              isSource={data.isDefault}
              store={store}
              unsaved={unsaved}
              api={api}
              canEdit={canEdit}
              assistant={withAssistant}
              glossary={workspace.glossary}
              dismissals={dismissals}
              reveal={(key) =>
                changeFilters({ query: key, prefix: "", untranslated: false, draftsOnly: false, unusedOnly: false })
              }
            />
            <div className="flex min-h-0 gap-4">
              {/* From 1280 px the token panel takes this room beside the list; the tree comes back from 1536 px. */}
              <aside className="hidden h-[calc(100vh-20rem)] min-h-96 w-60 shrink-0 overflow-auto rounded-lg border border-line bg-surface p-2 lg:block xl:hidden 2xl:block">
                <PrefixTree rows={rows} prefix={filters.prefix} onSelect={(prefix) => changeFilters({ prefix })} />
              </aside>
              <PanelScopeContext value={panelScope}>
                <AssistantScopeContext value={assistant}>
                  <TokenGrid
                    rows={visible}
                    api={api}
                    store={store}
                    lang={lang}
                    showSource={!data.isDefault}
                    canEdit={canEdit}
                    inline={!wide}
                    label={t("table.label", { language: data.language?.name ?? lang })}
                  />
                  <SideTokenPanel rows={visible} api={api} store={store} lang={lang} canEdit={canEdit} />
                </AssistantScopeContext>
              </PanelScopeContext>
            </div>
            <p className="mt-2 text-xs text-muted">{t("table.shortcuts")}</p>
          </>
        )}
      </QueryState>
    </>
  );
}
