"use client";

import { useCallback, useSyncExternalStore } from "react";
import { useSession } from "@/lib/api/session";
import { mergeKnownBuckets, parseKnownBuckets, type KnownBucket } from "./known-buckets";

const keyOf = (region: string) => `console:known-buckets:${region}`;
const listeners = new Set<() => void>();
// Snapshots must keep their identity while the stored text does not change.
const snapshots = new Map<string, { raw: string | null; list: KnownBucket[] }>();
const NONE: KnownBucket[] = [];

function read(key: string): KnownBucket[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return NONE;
  }
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.list;
  const list = parseKnownBuckets(raw);
  snapshots.set(key, { raw, list });
  return list;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The buckets known in the session's region, and `remember` to add what a read or a write has just shown. */
export function useKnownBuckets() {
  const region = useSession().data?.region ?? "";
  const key = keyOf(region);
  const known = useSyncExternalStore(
    subscribe,
    () => (region ? read(key) : NONE),
    () => NONE,
  );
  const remember = useCallback(
    (seen: readonly KnownBucket[]) => {
      if (!region || seen.length === 0) return;
      const current = read(key);
      const next = mergeKnownBuckets(current, seen);
      if (JSON.stringify(next) === JSON.stringify(current)) return;
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        return;
      }
      listeners.forEach((listener) => listener());
    },
    [region, key],
  );
  return { known, remember };
}
