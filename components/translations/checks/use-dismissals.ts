"use client";

/**
 * Check findings a translator dismissed, with the reason ("VM stays VM"), per token and finding. The portal's tokens
 * have no field for such a note (a token is a key, a value and whether it is translated), so they are kept in this
 * browser (per region and language), and the screens say so. A dismissal holds for the text it was made on: a
 * changed translation brings the finding back.
 */
import { useCallback, useMemo } from "react";
import { guard } from "@/lib/guards";
import { useLocalSetting } from "@/lib/use-local-setting";

export interface Dismissal {
  /** The translation the finding was dismissed for. */
  text: string;
  reason: string;
}

/** Token key → finding id (`findingId`) → dismissal. */
type Stored = Record<string, Record<string, Dismissal>>;

const StoredDismissals = guard.recordOf(guard.recordOf(guard.objectOf({ text: guard.string, reason: guard.string })));
const NONE: Stored = {};

/** At most this long: a reason is a sentence. */
export const REASON_MAX = 200;

export interface Dismissals {
  /** The dismissal of one finding of a token, if it was made for this text. */
  of(key: string, id: string, text: string): Dismissal | undefined;
  dismiss(key: string, id: string, text: string, reason: string): void;
  restore(key: string, id: string): void;
}

export function useDismissals(region: string, lang: string): Dismissals {
  const [stored, setStored] = useLocalSetting(`translations:dismissed:${region}:${lang}`, StoredDismissals, NONE);
  const dismiss = useCallback(
    (key: string, id: string, text: string, reason: string) =>
      setStored((previous) => ({
        ...previous,
        [key]: { ...previous[key], [id]: { text, reason: reason.trim().slice(0, REASON_MAX) } },
      })),
    [setStored],
  );
  const restore = useCallback(
    (key: string, id: string) =>
      setStored((previous) => {
        const { [id]: _dropped, ...rest } = previous[key] ?? {};
        const next = { ...previous };
        if (Object.keys(rest).length > 0) next[key] = rest;
        else delete next[key];
        return next;
      }),
    [setStored],
  );
  return useMemo(
    () => ({
      of: (key, id, text) => {
        const dismissal = Object.hasOwn(stored, key) && Object.hasOwn(stored[key], id) ? stored[key][id] : undefined;
        return dismissal && dismissal.text === text ? dismissal : undefined;
      },
      dismiss,
      restore,
    }),
    [stored, dismiss, restore],
  );
}
