"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { LedgerAnswer } from "@/lib/cost/ledger";
import type { Period } from "@/lib/cost/period";
import type { ApiError } from "./error";
import { portalKey, useAsServerRendered } from "./hooks";
import { bff } from "./http";
import { isTransientCode } from "./outage";
import { isKnownDenied, knownDenial, useDeniedPermissions } from "./permissions";
import type { RecoveryMeta } from "./recovery";

/** What a screen asks of the ledger: a period, a scope (all keys, a project's, one key) and what to add. */
export interface LedgerRequest {
  period: Period;
  project?: string;
  key?: string;
  /** Add the previous period of the same length (for the changes and the chart's overlay). */
  previous?: boolean;
  /** Add each key's days (for the CSV by day; large, only when asked for). */
  days?: boolean;
}

export function ledgerUrl({ period, project, key, previous, days }: LedgerRequest): string {
  const query = new URLSearchParams({ start: period.from, end: period.to });
  if (project) query.set("project", project);
  if (key) query.set("key", key);
  if (previous) query.set("previous", "1");
  if (days) query.set("days", "1");
  return `/api/ai/ledger?${query}`;
}

/** One request for the ledger; the BFF gathers the per-key costs behind it. */
export async function fetchLedger(request: LedgerRequest, signal?: AbortSignal): Promise<LedgerAnswer> {
  const answer = await bff<LedgerAnswer>("GET", ledgerUrl(request), undefined, { signal });
  // The BFF's own answer: a plain check of what every screen reads first (zod would weigh on each AI page).
  if (typeof answer?.ledger?.totals?.spend !== "number" || !Array.isArray(answer.ledger.keys)) {
    throw new Error("The console's server sent a ledger of an unknown shape.");
  }
  return answer;
}

/**
 * Whether a ledger leaves out keys whose cost asking again may bring (the portal failed or could not be reached for
 * them), not only keys refused or answered in a shape that comes back the same: such a ledger heals as a failed
 * read does, on the tab's return, the browser's and the portal's.
 */
export function leavesOutReadable(answer: LedgerAnswer): boolean {
  return answer.ledger.keys.some(
    ({ unread }) => unread !== undefined && !unread.permission && isTransientCode(unread.code),
  );
}

const LEDGER_META: RecoveryMeta = { partial: (answer) => leavesOutReadable(answer as LedgerAnswer) };

/**
 * The ledger of a period, for every cost figure of a screen. Its query key sits under the key list's, so every
 * write that makes the key list stale (a key created, moved, renamed or deleted) refreshes the figures too; the
 * costs themselves the BFF keeps a minute per user and period. A token known to be refused the key list fails at
 * once, without a request.
 */
export function useLedger(
  request: LedgerRequest,
  options: {
    enabled?: boolean;
    /** Keep showing the last period's figures while another period loads (a page that marks itself busy). */
    keepPrevious?: boolean;
  } = {},
) {
  const denied = isKnownDenied(useDeniedPermissions(), "ai.keys.list") && !request.key;
  const { period, project, key, previous } = request;
  const query = useQuery<LedgerAnswer, ApiError>({
    queryKey: [...portalKey("ai.keys.list"), "ledger", { from: period.from, to: period.to, project, key, previous }],
    queryFn: denied
      ? () => Promise.reject(knownDenial("ai.keys.list"))
      : ({ signal }) => fetchLedger({ period, project, key, previous }, signal),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    enabled: options.enabled,
    meta: LEDGER_META,
  });
  return useAsServerRendered(query);
}
