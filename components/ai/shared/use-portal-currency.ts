"use client";

/**
 * The currency of the portal's amounts, and of the gateway's prices, which the portal bills by: one decision for
 * every screen with money on it (model/currency.ts says where it is stated).
 *
 * Asked in order, each only when the one before says nothing and the token may read it: the settings, then a cost
 * answer of one project for today, then of one key. A token without `property-get` learns the currency from the
 * cost answers it can read; a token that reads neither learns nothing and sees amounts without a currency.
 */
import { useState } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import { isKnownDenied, useDeniedPermissions } from "@/lib/api/permissions";
import type { OperationId } from "@/lib/portal/operations";
import { currencyOfCost, currencyOfProperties } from "../model/currency";
import { useReportUnknown } from "./currency-unknown";

/** The currency rarely changes: each source is read once per session and page load. */
const STALE_MS = 10 * 60_000;
const once = { staleTime: STALE_MS, retry: false } as const;

const utcToday = () => new Date().toISOString().slice(0, 10);

/** Where a source stands: still asking, stated a currency, or said nothing (refused, failed, or no statement). */
type Step = { pending: true } | { pending: false; currency?: string };
const PENDING: Step = { pending: true };
const NOTHING: Step = { pending: false };

/**
 * The portal's currency: an ISO code; `undefined` while a read that may state it is pending (draw no amount yet,
 * so that no other symbol ever shows); `null` when nothing this token can read states one (show amounts without a
 * currency; the frame says why, see CurrencyUnknownNotice). `stated` is what the answer carrying the amounts says
 * (a ledger's `currency`): it wins, since it describes those very numbers.
 */
export function usePortalCurrency(stated?: string): string | null | undefined {
  const denied = useDeniedPermissions();
  const may = (...ids: OperationId[]) => ids.every((id) => !isKnownDenied(denied, id));
  const [today] = useState(utcToday);

  const readsSettings = may("property.list");
  const settings = usePortalQuery("property.list", {}, { ...once, enabled: readsSettings });
  const fromSettings: Step = !readsSettings
    ? NOTHING
    : settings.isPending
      ? PENDING
      : { pending: false, currency: currencyOfProperties(settings.data) };

  // A project's cost over today: the smallest cost answer there is.
  const askProjects = !fromSettings.pending && !fromSettings.currency && may("ai.projects.list", "ai.project.cost");
  const projects = usePortalQuery("ai.projects.list", {}, { ...once, enabled: askProjects });
  const projectId = projects.data?.find((p) => typeof p.id === "string" && p.id !== "")?.id;
  const projectCost = usePortalQuery(
    "ai.project.cost",
    { ai_project_id: projectId ?? "", start: today, end: today },
    { ...once, enabled: askProjects && projectId !== undefined },
  );
  const fromProject: Step = !askProjects
    ? NOTHING
    : projects.isPending || (projectId !== undefined && projectCost.isPending)
      ? PENDING
      : { pending: false, currency: currencyOfCost(projectCost.data) };

  // A key's, when no project answered: the key list is larger, so it comes last.
  const askKeys =
    !fromSettings.pending &&
    !fromSettings.currency &&
    !fromProject.pending &&
    !fromProject.currency &&
    may("ai.keys.list", "ai.key.cost");
  const keys = usePortalQuery("ai.keys.list", {}, { ...once, enabled: askKeys });
  const keyId = keys.data?.find((k) => typeof k.id === "string" && k.id !== "")?.id;
  const keyCost = usePortalQuery(
    "ai.key.cost",
    { key_id: keyId ?? "", start: today, end: today },
    { ...once, enabled: askKeys && keyId !== undefined },
  );
  const fromKey: Step = !askKeys
    ? NOTHING
    : keys.isPending || (keyId !== undefined && keyCost.isPending)
      ? PENDING
      : { pending: false, currency: currencyOfCost(keyCost.data) };

  const currency = stated ?? decide([fromSettings, fromProject, fromKey]);
  useReportUnknown(currency === null);
  return currency;
}

/** The first source that is pending (undefined) or states a currency (it); null when none does. */
function decide(steps: Step[]): string | null | undefined {
  for (const step of steps) {
    if (step.pending) return undefined;
    if (step.currency) return step.currency;
  }
  return null;
}
