"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { StatusBadge, makeStatusTones } from "@/components/ui/status-badge";
import { isKnownState, type BackupState } from "../model/states";

/** The one state → tone map of backups; other states (the spec shows none) read neutral. */
export const backupTone = makeStatusTones<BackupState>({
  scheduled: "info",
  running: "progress",
  restoring: "progress",
  available: "ok",
  failed: "bad",
  canceled: "neutral",
  expired: "neutral",
});

export function useStateLabel() {
  const t = useTranslations("backups.states");
  return useCallback((state: string | undefined) => (isKnownState(state) ? t(state) : state || t("unknown")), [t]);
}

/** A backup's state; its last message is one click away. */
export function BackupStateBadge({ state, message }: { state: string | undefined; message?: string }) {
  const label = useStateLabel();
  return <StatusBadge tone={backupTone(state)} label={label(state)} detail={message || undefined} />;
}
