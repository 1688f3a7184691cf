"use client";

import { createContext, useContext, type ReactNode } from "react";
import { useClusterActions, type ClusterActions } from "./use-cluster-actions";

const Context = createContext<ClusterActions | null>(null);

/**
 * Hosts the cluster action dialogs of a list page, outside the table (a click inside a dialog must not reach a
 * row); the rows' menus only ask to run an action on their cluster. Permissions are looked up once here.
 */
export function ClusterActionsProvider({ children }: { children: ReactNode }) {
  const actions = useClusterActions();
  return (
    <Context.Provider value={actions}>
      {children}
      {actions.dialogs}
    </Context.Provider>
  );
}

export function useClusterActionsOfList(): ClusterActions {
  const context = useContext(Context);
  if (!context) throw new Error("useClusterActionsOfList needs a ClusterActionsProvider");
  return context;
}
