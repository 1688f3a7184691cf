"use client";

/**
 * Long-running things this tab started (a backup run, a force start, a restore), followed until they end. A small
 * store outside React, so an activity keeps being followed while the user moves between the area's pages.
 */
import { useSyncExternalStore } from "react";

export type ActivityKind = "backup" | "forceStart" | "restoreInPlace" | "restoreImage" | "restoreVolume";

export interface Activity {
  key: string;
  kind: ActivityKind;
  resourceId: string;
  resourceName: string;
  /** Known at once for actions on a backup; for a new backup, found once the portal lists it. */
  backupId?: string;
  /** For a new backup: the resource's backups before it, so the new one is the one not among them. */
  knownBackupIds?: readonly string[];
  /** Notifications that existed when it started, so the one the portal adds at its end can be told apart. */
  knownNotificationIds?: readonly string[];
  startedAt: number;
  /** Set once, when its end was seen and announced. */
  endedAt?: number;
}

let activities: Activity[] = [];
let counter = 0;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export function startActivity(activity: Omit<Activity, "key" | "startedAt">): string {
  const key = `activity-${++counter}`;
  activities = [{ ...activity, key, startedAt: Date.now() }, ...activities].slice(0, 10);
  emit();
  return key;
}

export function updateActivity(key: string, patch: Partial<Omit<Activity, "key">>) {
  activities = activities.map((activity) => (activity.key === key ? { ...activity, ...patch } : activity));
  emit();
}

export function dismissActivity(key: string) {
  activities = activities.filter((activity) => activity.key !== key);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const NONE: Activity[] = [];

export function useActivities(): Activity[] {
  return useSyncExternalStore(
    subscribe,
    () => activities,
    () => NONE,
  );
}
