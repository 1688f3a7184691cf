"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { makeStatusTones, type StatusTone } from "@/components/ui/status-badge";

/**
 * Records of the inventories carry whatever fields OpenStack sends, so labels and states are looked up by name:
 * a known one has a translated message, any other is shown as its own words ("operating_status" → "Operating
 * status"). The typed translator does not take computed keys, hence this narrow view of it.
 */
interface DynamicTranslator {
  (key: string): string;
  has(key: string): boolean;
}

/** A message key from a field or state name: "router:external" → "router_external", "in-use" → "in_use". */
const messageKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");

export function humanize(name: string): string {
  const words = name
    .replace(/[_:.-]+/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
}

/** The label of a record field. */
export function useFieldLabel(): (field: string) => string {
  const t = useTranslations("infrastructure.fields") as unknown as DynamicTranslator;
  return useCallback(
    (field: string) => {
      const key = messageKey(field);
      return key && t.has(key) ? t(key) : humanize(field);
    },
    [t],
  );
}

/** The words of an upstream state ("ACTIVE" → "Active", "in-use" → "In use"). */
export function useStateLabel(): (state: string) => string {
  const t = useTranslations("infrastructure.states") as unknown as DynamicTranslator;
  return useCallback(
    (state: string) => {
      const key = messageKey(state);
      return key && t.has(key) ? t(key) : humanize(state);
    },
    [t],
  );
}

/** Fields that hold a state, shown as a badge. */
export const STATE_FIELDS = new Set(["status", "operating_status", "provisioning_status", "state"]);

/** OpenStack states of servers, volumes, ports, routers, load balancers and their parts. */
export const stateTone: (state: string | null | undefined) => StatusTone = makeStatusTones({
  active: "ok",
  online: "ok",
  available: "ok",
  "in-use": "ok",
  up: "ok",
  error: "bad",
  error_deleting: "bad",
  error_restoring: "bad",
  offline: "bad",
  degraded: "warn",
  no_monitor: "warn",
  draining: "warn",
  shutoff: "neutral",
  down: "neutral",
  paused: "neutral",
  suspended: "neutral",
  build: "progress",
  rebuild: "progress",
  reboot: "progress",
  hard_reboot: "progress",
  resize: "progress",
  migrating: "progress",
  creating: "progress",
  attaching: "progress",
  detaching: "progress",
  deleting: "progress",
  extending: "progress",
  "restoring-backup": "progress",
  "backing-up": "progress",
  pending_create: "progress",
  pending_update: "progress",
  pending_delete: "progress",
});

/** States that end on their own soon: lists holding one are polled quickly. */
export const isTransitionState = (state: unknown) => typeof state === "string" && stateTone(state) === "progress";
