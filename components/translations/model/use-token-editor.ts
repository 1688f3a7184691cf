"use client";

/**
 * The editing workflow of the token table: which row is active, which one is open, and saving (Enter),
 * saving and moving on to the next untranslated token (Ctrl/⌘+Enter), cancelling (Esc), retrying a failed save and
 * settling a conflict. Saves run in the background; the row shows how each one went.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { describeError } from "@/components/ui/use-error-message";
import { checkTranslation } from "@/lib/i18n/icu-checks";
import type { DraftStore } from "./draft-store";
import { nextUntranslated, type TokenRow } from "./rows";
import { applySaved, saveToken } from "./save-token";

export type SaveStart = "started" | "blocked" | "busy";

export interface TokenEditorApi {
  activeKey: string | null;
  editingKey: string | null;
  /** Stable across renders, so that rows memoize on them. */
  actions: TokenEditorActions;
}

export interface TokenEditorActions {
  setActive(key: string | null): void;
  startEdit(key: string): void;
  /** Closes the editor, keeping a changed text as a draft. */
  closeEdit(): void;
  /** Esc: closes the editor and drops what was typed in it. */
  cancelEdit(): void;
  change(key: string, value: string): void;
  /** Copies the source text into the draft. */
  copySource(key: string): void;
  /** "blocked" when checks block the save (the editor shows why), "busy" while this key's last save still runs. */
  save(key: string, then: "stay" | "next"): SaveStart;
  retry(key: string): void;
  keepMine(key: string): void;
  takeTheirs(key: string): void;
}

export function useTokenEditor(options: {
  lang: string;
  rows: readonly TokenRow[];
  store: DraftStore;
  canEdit: boolean;
  /** Called for each key the translator opens: it stays listed under "untranslated only" (see `filterRows`). */
  pin: (key: string) => void;
  /** Called once a token's text is saved (translate mode shows it on the page at once). */
  onSaved?: (key: string) => void;
}): TokenEditorApi {
  const { lang, store, canEdit, pin } = options;
  const onSaved = useRef(options.onSaved);
  useLayoutEffect(() => {
    onSaved.current = options.onSaved;
  }, [options.onSaved]);
  const queryClient = useQueryClient();
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  // Callbacks read the latest rows and open key through refs, so they keep their identity and rows need not
  // re-render; the open key's ref is written together with the state, so a callback sees it at once.
  const rowsRef = useRef(options.rows);
  useLayoutEffect(() => {
    rowsRef.current = options.rows;
  }, [options.rows]);
  const editingRef = useRef<string | null>(null);
  const setEditing = useCallback((key: string | null) => {
    editingRef.current = key;
    setEditingKey(key);
  }, []);

  const rowOf = useCallback((key: string) => rowsRef.current.find((row) => row.key === key), []);

  /** Drops a draft that holds nothing new (opened and closed unchanged). */
  const tidy = useCallback(
    (key: string) => {
      const draft = store.get(key);
      if (draft && draft.status === "draft" && draft.value === draft.base) store.set(key, undefined);
    },
    [store],
  );

  const startEdit = useCallback(
    (key: string) => {
      if (!canEdit) return;
      const row = rowOf(key);
      if (!row) return;
      const previous = editingRef.current;
      if (previous && previous !== key) tidy(previous);
      if (!store.get(key)) store.set(key, { value: row.value, base: row.value, status: "draft" });
      pin(key);
      setActiveKey(key);
      setEditing(key);
    },
    [canEdit, rowOf, store, pin, tidy, setEditing],
  );

  const closeEdit = useCallback(() => {
    const key = editingRef.current;
    if (key) tidy(key);
    setEditing(null);
  }, [tidy, setEditing]);

  const cancelEdit = useCallback(() => {
    const key = editingRef.current;
    const draft = key ? store.get(key) : undefined;
    // Esc drops the typing, but not a save in flight or a failure/conflict the translator still has to settle.
    if (key && draft && draft.status === "draft") store.set(key, undefined);
    setEditing(null);
  }, [store, setEditing]);

  const persist = useCallback(
    async (key: string) => {
      const draft = store.get(key);
      if (!draft) return;
      store.update(key, { status: "saving", error: undefined });
      try {
        const outcome = await saveToken({ lang, key, value: draft.value, base: draft.base });
        if (outcome.kind === "conflict") {
          store.update(key, { status: "conflict", theirs: outcome.theirs });
          return;
        }
        applySaved(queryClient, lang, new Map([[key, draft.value]]));
        onSaved.current?.(key);
        const now = store.get(key);
        // Typed on while the save ran: keep the newer text as a draft on top of what was saved.
        if (now && now.value !== draft.value && editingRef.current === key)
          store.set(key, { value: now.value, base: draft.value, status: "draft" });
        else store.set(key, undefined);
      } catch (error) {
        const { code = "unknown", message = "", permission } = describeError(error);
        store.update(key, { status: "failed", error: { code, message, permission } });
      }
    },
    [lang, queryClient, store],
  );

  const save = useCallback(
    (key: string, then: "stay" | "next") => {
      const draft = store.get(key);
      const row = rowOf(key);
      if (!draft || !row || !canEdit) return "blocked";
      if (draft.status === "saving") return "busy";
      if (checkTranslation(row.source, draft.value, lang).errors.length > 0) return "blocked";
      // Saving while in conflict means "keep mine": the other version becomes the base the save is checked against.
      if (draft.status === "conflict" && draft.theirs !== undefined)
        store.set(key, { value: draft.value, base: draft.theirs, status: "draft" });
      const unchanged = draft.value === draft.base && draft.status === "draft";
      if (unchanged) store.set(key, undefined);
      else void persist(key);
      if (then === "stay") {
        setEditing(null);
        return "started";
      }
      const rows = rowsRef.current;
      const from = rows.findIndex((r) => r.key === key);
      const next = nextUntranslated(rows, from, (k) => k === key || store.get(k)?.status === "saving");
      if (next === -1) setEditing(null);
      else startEdit(rows[next].key);
      return "started";
    },
    [canEdit, lang, persist, rowOf, startEdit, store, setEditing],
  );

  const actions = useMemo<TokenEditorActions>(
    () => ({
      setActive: (key) => {
        if (editingRef.current && editingRef.current !== key) closeEdit();
        setActiveKey(key);
      },
      startEdit,
      closeEdit,
      cancelEdit,
      change: (key, value) => {
        const draft = store.get(key);
        if (!draft) return;
        // A save in flight or a conflict to settle keeps its state; typing clears a failure (Enter retries).
        const status = draft.status === "failed" ? "draft" : draft.status;
        store.set(key, { ...draft, value, status, error: undefined });
      },
      copySource: (key) => {
        const row = rowOf(key);
        const draft = store.get(key);
        if (row && draft)
          store.set(key, {
            ...draft,
            value: row.source,
            status: draft.status === "failed" ? "draft" : draft.status,
            error: undefined,
          });
      },
      save,
      retry: (key) => void persist(key),
      keepMine: (key) => {
        // Through the normal save: checked again, then written over the other version (unless it changed once more).
        if (store.get(key)?.status === "conflict" && save(key, "stay") === "blocked") startEdit(key);
      },
      takeTheirs: (key) => {
        const draft = store.get(key);
        if (!draft || draft.theirs === undefined) return;
        applySaved(queryClient, lang, new Map([[key, draft.theirs]]));
        store.set(key, undefined);
        if (editingRef.current === key) setEditing(null);
      },
    }),
    [startEdit, closeEdit, cancelEdit, save, persist, rowOf, store, queryClient, lang, setEditing],
  );
  return { activeKey, editingKey, actions };
}
