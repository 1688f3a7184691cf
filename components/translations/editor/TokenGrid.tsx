"use client";

import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from "react";
import { cn } from "@/components/ui/cn";
import { useAttentionKeys, type DraftStore } from "../model/draft-store";
import type { TokenRow } from "../model/rows";
import type { TokenEditorApi } from "../model/use-token-editor";
import { preloadTokenPanel } from "../panel/LazyTokenPanel";
import { CELL_PLACES, GRID_COLUMNS, GRID_COLUMNS_NO_SOURCE, ROW_HEIGHT, TokenRowView } from "./TokenRowView";

const HEADER_HEIGHT = 36;
/** Item-key suffix of an unfolded row (not a character a token key can hold). */
const OPEN_SUFFIX = "\u0000open";
const OPEN_ESTIMATE = 240;

export interface TokenGridProps {
  rows: readonly TokenRow[];
  api: TokenEditorApi;
  store: DraftStore;
  lang: string;
  /** False for the default language: its text is the source. */
  showSource: boolean;
  canEdit: boolean;
  label: string;
  /** Whether the open token unfolds in its row (below 1280 px); else the panel beside the list shows it. */
  inline: boolean;
}

/**
 * The token table as a keyboard grid: ↑/↓, Page ↑/↓, Home/End move the active row, Enter opens it for editing.
 * Only the rows in view are rendered (virtualized), and each row reads its own draft, so 10,000 tokens scroll and
 * filter without touching the other rows.
 */
export function TokenGrid({ rows, api, store, lang, showSource, canEdit, label, inline }: TokenGridProps) {
  const t = useTranslations("translations");
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridId = useId();
  const { activeKey, editingKey, actions } = api;
  const attention = useAttentionKeys(store);
  // Rows are measured: a long key wraps, and a text takes up to two lines. An unfolded row (editor, failed save,
  // conflict) gets its own item key, so its measured height is forgotten when it folds again. The callbacks keep
  // their identity between renders: a new `getItemKey` makes the virtualizer recompute the offsets of every row.
  const isOpen = useCallback(
    (key: string) => (inline && key === editingKey) || attention.has(key),
    [inline, editingKey, attention],
  );
  const getItemKey = useCallback(
    (index: number) => (isOpen(rows[index].key) ? `${rows[index].key}${OPEN_SUFFIX}` : rows[index].key),
    [rows, isOpen],
  );
  const estimateSize = useCallback(
    (index: number) => (isOpen(rows[index].key) ? OPEN_ESTIMATE : ROW_HEIGHT),
    [rows, isOpen],
  );
  // The open token stays rendered wherever the view is: a filter keystroke moves it in the list, and mounting its
  // editor and assistant again on every keystroke cost more than the filtering itself.
  const editingIndex = editingKey === null ? -1 : rows.findIndex((row) => row.key === editingKey);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return editingIndex < 0 || indexes.includes(editingIndex)
        ? indexes
        : [...indexes, editingIndex].sort((a, b) => a - b);
    },
    [editingIndex],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 6,
    scrollMargin: HEADER_HEIGHT,
    getItemKey,
    rangeExtractor,
    // Let React batch the renders of a fast scroll instead of rendering synchronously inside each scroll event.
    useFlushSync: false,
  });
  const activeIndex = activeKey === null ? -1 : rows.findIndex((row) => row.key === activeKey);
  const rowId = useCallback((index: number) => `${gridId}-row-${index}`, [gridId]);

  // Back to the grid when the editor closes, so the arrows keep working without reaching for the mouse.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && editingKey === null) {
      const focused = document.activeElement;
      if (!focused || focused === document.body || scrollRef.current?.contains(focused))
        scrollRef.current?.focus({ preventScroll: true });
    }
    wasEditing.current = editingKey !== null;
  }, [editingKey]);

  // Keep the open token in view when it moves on to the next untranslated one; an unfolded row goes to the top,
  // so that its editor and assistant have the table's height rather than its last lines.
  useEffect(() => {
    if (editingKey === null) return;
    const index = rows.findIndex((row) => row.key === editingKey);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: inline ? "start" : "auto" });
  }, [editingKey, rows, virtualizer, inline]);

  const moveTo = (index: number) => {
    if (rows.length === 0) return;
    const target = Math.max(0, Math.min(rows.length - 1, index));
    actions.setActive(rows[target].key);
    virtualizer.scrollToIndex(target, { align: "auto" });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    const from = activeIndex;
    const moves: Record<string, () => void> = {
      ArrowDown: () => moveTo(from + 1),
      ArrowUp: () => moveTo(from <= 0 ? 0 : from - 1),
      PageDown: () => moveTo(from + page),
      PageUp: () => moveTo(from - page),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      Enter: () => {
        if (from >= 0) actions.startEdit(rows[from].key);
      },
      F2: () => {
        if (from >= 0) actions.startEdit(rows[from].key);
      },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const focusGrid = useCallback(() => scrollRef.current?.focus({ preventScroll: true }), []);
  const columns = showSource ? GRID_COLUMNS : GRID_COLUMNS_NO_SOURCE;

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={showSource ? 4 : 3}
      aria-activedescendant={activeIndex >= 0 && editingKey === null ? rowId(activeIndex) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        preloadTokenPanel();
        if (event.target === event.currentTarget && activeIndex === -1 && rows.length > 0)
          actions.setActive(rows[0].key);
      }}
      onPointerEnter={preloadTokenPanel}
      data-testid="token-grid"
      className="relative h-[calc(100vh-20rem)] min-h-96 min-w-0 flex-1 overflow-auto rounded-lg border border-line bg-surface focus-visible:outline-2 focus-visible:outline-accent"
    >
      <div
        role="rowgroup"
        className="sticky top-0 z-10 border-b border-line bg-raised text-xs font-medium uppercase tracking-wide text-muted"
      >
        <div
          role="row"
          aria-rowindex={1}
          className={cn("grid items-center", columns)}
          style={{ height: HEADER_HEIGHT }}
        >
          <div role="columnheader" className="px-3">
            {t("table.key")}
          </div>
          {/* Below md a token is a card: the source's and the text's headers are read out, not drawn. */}
          {showSource && (
            <div role="columnheader" className="px-3 max-md:sr-only">
              {t("table.source")}
            </div>
          )}
          <div role="columnheader" className="px-3 max-md:sr-only">
            {t("table.text")}
          </div>
          <div role="columnheader" className={cn("px-3", CELL_PLACES.state)}>
            {t("table.status")}
          </div>
        </div>
      </div>
      <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            <TokenRowView
              key={item.key}
              id={rowId(item.index)}
              index={item.index}
              start={item.start - HEADER_HEIGHT}
              measure={virtualizer.measureElement}
              row={row}
              active={row.key === activeKey}
              editing={row.key === editingKey}
              inline={inline}
              showSource={showSource}
              canEdit={canEdit}
              lang={lang}
              store={store}
              actions={actions}
              focusGrid={focusGrid}
            />
          );
        })}
      </div>
      {rows.length === 0 && <p className="px-4 py-10 text-center text-sm text-muted">{t("table.noMatches")}</p>}
    </div>
  );
}
