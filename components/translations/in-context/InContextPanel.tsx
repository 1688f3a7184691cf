"use client";

import { Languages, List, PanelRightClose, Power } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { useDraft, type DraftStore } from "../model/draft-store";
import type { TokenRow } from "../model/rows";
import type { TokenEditorApi } from "../model/use-token-editor";
import { TokenPanel } from "../panel/TokenPanel";
import { UI_ATTRIBUTE, type SeenText } from "./mark-scanner";
import type { MarkState } from "./MarkOverlay";
import { PageTexts } from "./PageTexts";

export type PanelView = "token" | "texts";

export interface InContextPanelProps {
  lang: string;
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
  stateOf: (key: string) => MarkState | null;
  status: string;
  onOpenKey: (key: string) => void;
  onClose: () => void;
  onTurnOff: () => void;
}

/**
 * Translate mode's side panel: the opened text's token (the editor's token panel), a choice when the text comes
 * from several keys, the other keys holding the same source text, and the list of the page's texts. Beside the page
 * on a wide screen (the page makes room), over its lower part on a phone.
 */
export function InContextPanel(props: InContextPanelProps) {
  const { lang, view, onView, keys, rows, loading, canEdit, api, store, texts, stateOf, status } = props;
  const t = useTranslations("translations.inContext");
  return (
    <aside
      {...{ [UI_ATTRIBUTE]: "" }}
      aria-label={t("label")}
      data-testid="translate-panel"
      className="fixed inset-x-0 bottom-0 z-[60] flex max-h-[65dvh] flex-col border-t border-line bg-surface text-ink shadow-xl lg:inset-y-0 lg:left-auto lg:right-0 lg:max-h-none lg:w-[26rem] lg:border-l lg:border-t-0"
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
          <PageTexts texts={texts} stateOf={stateOf} onOpen={props.onOpenKey} />
        ) : (
          <TokenView {...props} keys={keys} rows={rows} loading={loading} canEdit={canEdit} api={api} store={store} />
        )}
      </div>
      <p className="border-t border-line px-3 py-2 text-xs text-muted">{t("shortcuts")}</p>
    </aside>
  );
}

function TokenView({ lang, keys, rows, loading, canEdit, api, store, onOpenKey }: InContextPanelProps) {
  const t = useTranslations("translations.inContext");
  const key = api.editingKey;
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
