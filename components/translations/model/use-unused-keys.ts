"use client";

import { useEffect, useState } from "react";
import { unusedKeys, type WhereUsedData } from "@/lib/i18n/where-used";

/** The console's keys no code uses, loaded (with the where-used table) the first time they are asked for. */
export function useUnusedKeys(enabled: boolean): ReadonlySet<string> | undefined {
  const [keys, setKeys] = useState<ReadonlySet<string>>();
  useEffect(() => {
    if (!enabled || keys) return;
    let live = true;
    void import("@/lib/i18n/where-used.json").then((module) => {
      if (live) setKeys(new Set(unusedKeys(module.default as WhereUsedData)));
    });
    return () => {
      live = false;
    };
  }, [enabled, keys]);
  return keys;
}
