"use client";

import { useTranslations } from "next-intl";
import { Fragment, memo } from "react";
import { cn } from "@/components/ui/cn";
import { StatusBadge, type StatusTone } from "@/components/ui/status-badge";
import { useDraft, type Draft, type DraftStore } from "../model/draft-store";
import type { TokenRow } from "../model/rows";
import type { TokenEditorActions } from "../model/use-token-editor";
import { ConflictPanel } from "./ConflictPanel";
import { SaveFailedStrip } from "./SaveFailedStrip";
import { LazyTokenPanel } from "../panel/LazyTokenPanel";

export const ROW_HEIGHT = 44;
/**
 * The grid's columns: key, source, text and state side by side from `md` on; below it, a card per token with the key
 * and its state on the first line and the source and the text under them, each as wide as the screen.
 */
export const GRID_COLUMNS =
  "grid-cols-[minmax(0,1fr)_auto] md:grid-cols-[minmax(10rem,1fr)_minmax(10rem,1.3fr)_minmax(12rem,1.5fr)_11rem]";
export const GRID_COLUMNS_NO_SOURCE =
  "grid-cols-[minmax(0,1fr)_auto] md:grid-cols-[minmax(10rem,1fr)_minmax(12rem,2fr)_11rem]";
/** Where each cell (and its header) sits in a card below `md`. */
export const CELL_PLACES = {
  text: "max-md:col-span-2 max-md:pt-0",
  state: "max-md:col-start-2 max-md:row-start-1",
} as const;

export interface TokenRowViewProps {
  id: string;
  index: number;
  /** Offset from the top of the rows (virtualized). */
  start: number;
  /** The virtualizer's measuring ref: a row is as tall as its key and texts. */
  measure: (element: Element | null) => void;
  row: TokenRow;
  active: boolean;
  editing: boolean;
  /** Whether the open token unfolds in its row (narrow screens); else the panel beside the list shows it. */
  inline: boolean;
  showSource: boolean;
  canEdit: boolean;
  lang: string;
  store: DraftStore;
  actions: TokenEditorActions;
  focusGrid: () => void;
}

type RowState = "translated" | "untranslated" | "unsaved" | "saving" | "failed" | "conflict";

const TONES: Record<RowState, StatusTone> = {
  translated: "ok",
  untranslated: "warn",
  unsaved: "info",
  saving: "progress",
  failed: "bad",
  conflict: "bad",
};

function stateOf(row: TokenRow, draft: Draft | undefined): RowState {
  if (draft?.status === "saving" || draft?.status === "failed" || draft?.status === "conflict") return draft.status;
  if (draft && draft.value !== draft.base) return "unsaved";
  return row.translated ? "translated" : "untranslated";
}

/** One token: key, source, text (or its editor), state; a failed save or a conflict unfolds below the row. */
export const TokenRowView = memo(function TokenRowView(props: TokenRowViewProps) {
  const { id, index, start, measure, row, active, inline, showSource, canEdit, lang, store, actions, focusGrid } =
    props;
  const editing = props.editing && inline;
  const t = useTranslations("translations");
  const draft = useDraft(store, row.key);
  const state = stateOf(row, draft);
  const text = draft && draft.value !== draft.base ? draft.value : row.value;
  const columns = showSource ? GRID_COLUMNS : GRID_COLUMNS_NO_SOURCE;

  return (
    <div
      ref={measure}
      id={id}
      role="row"
      data-index={index}
      data-key={row.key}
      data-state={state}
      aria-rowindex={index + 2}
      aria-selected={active || props.editing}
      data-open={props.editing || undefined}
      className={cn(
        "absolute left-0 top-0 w-full overflow-hidden border-b border-line text-sm",
        active || props.editing ? "bg-accent/10 shadow-[inset_3px_0_0_var(--color-accent)]" : "hover:bg-raised/60",
      )}
      // Containment keeps the layout of a row to itself: scrolling mounts a screenful of rows per frame.
      style={{ transform: `translateY(${start}px)`, contain: "layout paint" }}
      onClick={() => {
        if (editing) return;
        // Beside the list the panel has room: a click opens the token there.
        if (!inline && canEdit) actions.startEdit(row.key);
        else actions.setActive(row.key);
        focusGrid();
      }}
      onDoubleClick={() => actions.startEdit(row.key)}
    >
      <div className={cn("grid", columns)} style={{ minHeight: ROW_HEIGHT }}>
        <div role="gridcell" className="min-w-0 px-3 py-2.5 font-mono text-xs leading-6 text-muted">
          <TokenKey text={row.key} />
        </div>
        {showSource && (
          <div role="gridcell" className={cn("min-w-0 px-3 py-2.5 leading-6 text-ink", CELL_PLACES.text)} lang="">
            <CardLabel text={t("table.source")} />
            <FreeText text={row.source} />
          </div>
        )}
        <div
          role="gridcell"
          aria-colspan={editing ? 2 : undefined}
          className={cn("min-w-0 px-3", editing ? "col-span-2 py-2" : cn("py-2.5 leading-6", CELL_PLACES.text))}
          onClick={(event) => {
            if (editing || !canEdit) return;
            event.stopPropagation();
            actions.startEdit(row.key);
          }}
        >
          {!editing && showSource && <CardLabel text={t("table.text")} />}
          {editing && draft ? (
            <LazyTokenPanel row={row} draft={draft} lang={lang} actions={actions} variant="inline" />
          ) : text ? (
            <FreeText text={text} lang={lang} className={cn(state === "unsaved" && "italic")} />
          ) : (
            <span className="text-muted">{t("row.empty")}</span>
          )}
        </div>
        {!editing && (
          <div role="gridcell" className={cn("flex items-start px-3 py-2.5", CELL_PLACES.state)}>
            <StatusBadge tone={TONES[state]} label={t(`row.state.${state}`)} />
          </div>
        )}
      </div>
      {draft?.status === "failed" && <SaveFailedStrip error={draft.error} onRetry={() => actions.retry(row.key)} />}
      {draft?.status === "conflict" && draft.theirs !== undefined && (
        <ConflictPanel
          rowKey={row.key}
          mine={draft.value}
          theirs={draft.theirs}
          lang={lang}
          actions={actions}
          editing={editing}
        />
      )}
    </div>
  );
});

/** A token's key whole, on as many lines as it needs, broken after its dots first (`ai.keys.create.title`). */
function TokenKey({ text }: { text: string }) {
  const parts = text.split(".");
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </span>
  );
}

/** Below `md`, where the source's and the text's column headers are not drawn, the card names each of them. */
function CardLabel({ text }: { text: string }) {
  return (
    <span aria-hidden className="block text-xs uppercase leading-5 tracking-wide text-muted md:hidden">
      {text}
    </span>
  );
}

/** A source or translated text in the list: at most two lines (the whole text is in the token's panel). */
function FreeText({ text, lang, className }: { text: string; lang?: string; className?: string }) {
  return (
    <span
      data-free-text=""
      lang={lang}
      title={text}
      className={cn("line-clamp-2 whitespace-pre-line [overflow-wrap:anywhere]", className)}
    >
      {text}
    </span>
  );
}
