"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { useDenied, type PermissionDenial } from "@/lib/api/permissions";
import { actionById, actionsFor, type BackupActionDef, type BackupActionId } from "../model/actions";
import { BackupActionDialogs } from "./lazy-dialogs";
import type { ActionTarget } from "./target";

export interface OfferedAction {
  def: BackupActionDef;
  denied?: PermissionDenial;
}

interface BackupActionsContext {
  open: (id: BackupActionId, target: ActionTarget) => void;
  /** The actions a backup offers in its state, each with what the token lacks for it. */
  offered: (state: string | undefined) => OfferedAction[];
}

const Context = createContext<BackupActionsContext | null>(null);

/**
 * Hosts the action dialogs of a page: tables and buttons only ask to open an action on a backup. Permissions are
 * looked up once here, not once per table row.
 */
export function BackupActionsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ id: BackupActionId; target: ActionTarget } | null>(null);
  const denied: Record<BackupActionId, PermissionDenial | undefined> = {
    cancel: useDenied(actionById("cancel").op),
    extend: useDenied(actionById("extend").op),
    forceStart: useDenied(actionById("forceStart").op),
    restoreInPlace: useDenied(actionById("restoreInPlace").op),
    restoreImage: useDenied(actionById("restoreImage").op),
    restoreVolume: useDenied(actionById("restoreVolume").op),
    unassignPolicy: useDenied(actionById("unassignPolicy").op),
  };
  const deniedKey = Object.values(denied)
    .map((d) => d?.permission ?? "")
    .join(",");
  const value = useMemo<BackupActionsContext>(
    () => ({
      open: (id, target) => setCurrent({ id, target }),
      offered: (state) => actionsFor(state).map((def) => ({ def, denied: denied[def.id] })),
    }),
    // `denied` is rebuilt every render; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [deniedKey],
  );
  return (
    <Context.Provider value={value}>
      {children}
      {current && <BackupActionDialogs action={current.id} target={current.target} onClose={() => setCurrent(null)} />}
    </Context.Provider>
  );
}

export function useBackupActions(): BackupActionsContext {
  const context = useContext(Context);
  if (!context) throw new Error("useBackupActions needs a BackupActionsProvider");
  return context;
}
