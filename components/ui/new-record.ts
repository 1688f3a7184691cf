"use client";

import { useSyncExternalStore } from "react";

/**
 * Where focus goes after a create dialog succeeded: to the new record. A record shown as a row is named here with its
 * kind ("ai.key") and id; the table of that kind takes focus on the row and highlights it once the row arrives (the
 * list refetches after the write). A record opened on its own page has its page's heading take focus.
 */

/** How long a new row stays highlighted. */
export const NEW_ROW_HIGHLIGHT_MS = 4_000;
/** A row that has not arrived by then (another filter, a list that lags) is no longer waited for. */
const WAIT_MS = 15_000;

/** The kinds of record a create dialog adds to a table. */
export type RecordKind =
  | "ai.key"
  | "cluster.secret"
  | "cluster.binding"
  | "cluster.workerGroup"
  | "iaas.domain"
  | "storage.sharedBucket"
  | "setting.property";

export interface NewRecord {
  kind: RecordKind;
  id: string;
}

let newRow: NewRecord | null = null;
let expiry: ReturnType<typeof setTimeout> | undefined;
let newPage: string | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** After a create: the row of `kind` with `id` takes focus and is highlighted as soon as a table shows it. */
export function revealNewRow(kind: RecordKind, id: string): void {
  const record = { kind, id };
  newRow = record;
  clearTimeout(expiry);
  expiry = setTimeout(() => newRowShown(record), WAIT_MS);
  changed();
}

/** The new row a table of `kind` should reveal, or null. */
export function useNewRow(kind: RecordKind | undefined): NewRecord | null {
  const pending = useSyncExternalStore(
    subscribe,
    () => newRow,
    () => null,
  );
  return kind && pending?.kind === kind ? pending : null;
}

/** The table revealed the row (or gave up on it). */
export function newRowShown(record: NewRecord): void {
  if (newRow !== record) return;
  newRow = null;
  changed();
}

/** After a create that opens the new record's page: its heading takes focus once the page at `href` shows. */
export function revealNewPage(href: string): void {
  newPage = new URL(href, "http://console.invalid").pathname;
}

/** Whether the page at `pathname` was just opened for a new record (the question is answered once). */
export function takeNewPage(pathname: string): boolean {
  if (newPage !== pathname) return false;
  newPage = null;
  return true;
}

/** Opens the page of a record just created, its heading taking focus. */
export function openNewRecord(router: { push: (href: string) => void }, href: string): void {
  revealNewPage(href);
  router.push(href);
}
