"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import type { OfferedAction } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { BACKUP_ACTIONS, type BackupActionDef, type BackupActionId, type BackupInState } from "../model/actions";
import { BackupActionDialogs, preloadActionDialogs } from "./lazy-dialogs";
import type { ActionTarget } from "./target";

export type OfferedBackupAction = OfferedAction<BackupActionDef>;

interface BackupActionsContext {
  open: (id: BackupActionId, target: ActionTarget) => void;
  /** The actions a backup offers in its state, each with what the token lacks for it. */
  offered: (backup: BackupInState) => OfferedBackupAction[];
}

const Context = createContext<BackupActionsContext | null>(null);

/** Every backup action opens one of the page's action dialogs, whose code is fetched on intent. */
const ACTIONS: readonly BackupActionDef[] = BACKUP_ACTIONS.map((action) => ({
  ...action,
  preload: preloadActionDialogs,
}));

/**
 * Hosts the action dialogs of a page: tables and buttons only ask to open an action on a backup. Permissions are
 * looked up once here, not once per table row.
 */
export function BackupActionsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ id: BackupActionId; target: ActionTarget } | null>(null);
  const offered = useOfferedActions(ACTIONS);
  return (
    <Context.Provider value={{ open: (id, target) => setCurrent({ id, target }), offered }}>
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
