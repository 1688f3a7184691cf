"use client";

import { Languages, List, PanelRightClose, Power } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ConflictPanel } from "../editor/ConflictPanel";
import { SaveFailedStrip } from "../editor/SaveFailedStrip";
import { useAttentionKeys, useDraft, type DraftStore } from "../model/draft-store";
import type { TokenRow } from "../model/rows";
import type { TokenEditorApi } from "../model/use-token-editor";
import { TokenPanel } from "../panel/TokenPanel";
import { UI_ATTRIBUTE, type SeenText } from "./mark-scanner";
import type { MarkState } from "./MarkOverlay";
import { PageTexts } from "./PageTexts";

export type PanelView = "token" | "texts";

export interface InContextPanelProps {
  ref?: Ref<HTMLElement>;
  lang: string;
  /** The opened text as the page shows it (for a key the portal has no translation of: the bundled text). */
  shown: string;
  view: PanelView;
  onView: (view: PanelView) => void;
  /** The keys of the text opened (two when one text shows two messages). */
  keys: readonly string[];
  rows: ReadonlyMap<string, TokenRow>;
  loading: boolean;
  canEdit: boolean;
  api: TokenEditorApi;
  store: DraftStore;
  texts: readonly SeenText[];
  /** The filter of the page's texts, kept by translate mode while it is on. */
  textsQuery: string;
  onTextsQuery: (query: string) => void;
  stateOf: (key: string) => MarkState | null;
  status: string;
  onOpenKey: (key: string) => void;
  onClose: () => void;
  onTurnOff: () => void;
}

/**
 * Translate mode's side panel: the opened text's token (the editor's token panel), a choice when the text comes
 * from several keys, the other keys holding the same source text, and the list of the page's texts. Beside the page
 * from 1536 px, below it under that; the page makes room either way (use-panel-room.ts).
 */
export function InContextPanel({ ref, ...props }: InContextPanelProps) {
  const { lang, view, onView, texts, stateOf, status } = props;
  const t = useTranslations("translations.inContext");
  return (
    <aside
      ref={ref}
      {...{ [UI_ATTRIBUTE]: "" }}
      aria-label={t("label")}
      data-testid="translate-panel"
      className="fixed inset-x-0 bottom-0 z-[60] flex h-[55dvh] flex-col border-t border-line bg-surface text-ink shadow-xl sm:h-[45dvh] 2xl:inset-y-0 2xl:left-auto 2xl:right-0 2xl:h-auto 2xl:w-[26rem] 2xl:border-l 2xl:border-t-0"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-2">
        <Languages aria-hidden className="size-4 text-accent" />
        <h2 className="text-sm font-semibold">{t("title")}</h2>
        <span className="font-mono text-xs text-muted">{lang}</span>
        <div className="ml-auto flex flex-wrap gap-1">
          <Button
            size="sm"
            variant={view === "texts" ? "secondary" : "ghost"}
            aria-pressed={view === "texts"}
            icon={<List aria-hidden className="size-4" />}
            onClick={() => onView(view === "texts" ? "token" : "texts")}
          >
            {t("textsButton", { count: texts.length })}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={<PanelRightClose aria-hidden className="size-4" />}
            onClick={props.onClose}
          >
            {t("close")}
          </Button>
          <Button size="sm" variant="ghost" icon={<Power aria-hidden className="size-4" />} onClick={props.onTurnOff}>
            {t("turnOff")}
          </Button>
        </div>
      </div>
      <p
        role="status"
        aria-live="polite"
        data-testid="translate-status"
        className={cn("px-3 text-sm", status && "py-2")}
      >
        {status}
      </p>
      <div className="min-h-0 flex-1 overflow-auto">
        {view === "texts" ? (
          <PageTexts
            texts={texts}
            stateOf={stateOf}
            onOpen={props.onOpenKey}
            query={props.textsQuery}
            onQuery={props.onTextsQuery}
          />
        ) : (
          <TokenView {...props} />
        )}
      </div>
      <p className="border-t border-line px-3 py-2 text-xs text-muted">{t("shortcuts")}</p>
    </aside>
  );
}

function TokenView({
  lang,
  shown,
  keys,
  rows,
  loading,
  canEdit,
  api,
  store,
  onOpenKey,
}: Omit<InContextPanelProps, "ref">) {
  const t = useTranslations("translations.inContext");
  const attention = useAttentionKeys(store);
  // Save closes the token; one whose save failed or met a conflict comes back, with why and the text as typed.
  const key = api.editingKey ?? keys.find((k) => attention.has(k)) ?? null;
  const draft = useDraft(store, key ?? "");
  const row = key === null ? undefined : rows.get(key);
  if (keys.length === 0) return <p className="p-3 text-sm text-muted">{t("hint")}</p>;
  if (loading) return <p className="p-3 text-sm text-muted">{t("loading")}</p>;
  const missing = keys.filter((k) => !rows.has(k));
  const sameSource = row
    ? [...rows.values()].filter((other) => other.key !== row.key && other.source !== "" && other.source === row.source)
    : [];
  return (
    <div className="space-y-2">
      {keys.length > 1 && (
        <div className="space-y-1 border-b border-line p-3" data-testid="translate-keys">
          <p className="text-sm text-ink">{t("several", { count: keys.length })}</p>
          <div className="flex flex-wrap gap-1.5">
            {keys.map((k) => (
              <Button
                key={k}
                size="sm"
                variant={k === key ? "secondary" : "ghost"}
                aria-pressed={k === key}
                onClick={() => onOpenKey(k)}
              >
                <span className="font-mono text-xs">{k}</span>
              </Button>
            ))}
          </div>
        </div>
      )}
      {missing.length > 0 && (
        <p className="px-3 text-sm text-ink">{t("notInPortal", { keys: missing.join(", "), lang })}</p>
      )}
      {!canEdit && <p className="px-3 text-sm text-ink">{t("readOnly")}</p>}
      {row && draft && !row.translated && shown && draft.value === "" && (
        <p className="flex flex-wrap items-center gap-2 px-3 text-sm text-ink" data-testid="translate-shown">
          <span>{t("shownUntranslated", { text: shown })}</span>
          <Button size="sm" variant="secondary" onClick={() => api.actions.change(row.key, shown)}>
            {t("takeShown")}
          </Button>
        </p>
      )}
      {row && draft?.status === "failed" && (
        <SaveFailedStrip error={draft.error} onRetry={() => api.actions.retry(row.key)} />
      )}
      {row && draft?.status === "conflict" && draft.theirs !== undefined && (
        <ConflictPanel
          rowKey={row.key}
          mine={draft.value}
          theirs={draft.theirs}
          lang={lang}
          actions={api.actions}
          editing
        />
      )}
      {row && draft && (
        <TokenPanel
          key={row.key}
          row={row}
          draft={draft}
          lang={lang}
          actions={api.actions}
          variant="side"
          saveNext={false}
        />
      )}
      {sameSource.length > 0 && (
        <div className="space-y-1 border-t border-line p-3" data-testid="translate-same-source">
          <p className="text-xs font-medium uppercase tracking-wide text-muted">{t("sameSource")}</p>
          <div className="flex flex-wrap gap-1.5">
            {sameSource.slice(0, 8).map((other) => (
              <Button key={other.key} size="sm" variant="ghost" onClick={() => onOpenKey(other.key)}>
                <span className="font-mono text-xs">{other.key}</span>
              </Button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
