"use client";

import { useTranslations } from "next-intl";
import { useDraft, type DraftStore } from "../model/draft-store";
import type { TokenRow } from "../model/rows";
import type { TokenEditorApi } from "../model/use-token-editor";
import { LazyTokenPanel } from "./LazyTokenPanel";

/**
 * Beside the token list from 1280 px on: the open token's panel, with the room the list's columns do not have.
 * Drawn by CSS from the first paint (no shift when the script decides), filled once a token is opened.
 */
export function SideTokenPanel({
  rows,
  api,
  store,
  lang,
  canEdit,
}: {
  rows: readonly TokenRow[];
  api: TokenEditorApi;
  store: DraftStore;
  lang: string;
  canEdit: boolean;
}) {
  const t = useTranslations("translations.panel");
  const key = api.editingKey;
  const row = key === null ? undefined : rows.find((r) => r.key === key);
  const draft = useDraft(store, key ?? "");
  return (
    <aside
      aria-label={t("label")}
      data-testid="token-side-panel"
      className="hidden h-[calc(100vh-20rem)] min-h-96 w-[26rem] shrink-0 overflow-auto rounded-lg border border-line bg-surface xl:block"
    >
      {row && draft ? (
        <LazyTokenPanel key={row.key} row={row} draft={draft} lang={lang} actions={api.actions} variant="side" />
      ) : (
        <p className="p-4 text-sm text-muted">{canEdit ? t("empty") : t("emptyReader")}</p>
      )}
    </aside>
  );
}
