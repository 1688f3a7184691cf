"use client";

import { ShieldOff } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { ActionButton } from "@/components/ui/action-button";
import { formatDateTime } from "@/lib/format";
import type { BackupListItem } from "@/lib/portal/schemas/backups";
import { useBackupActions } from "../actions/BackupActionsProvider";
import { toActionTarget } from "../actions/target";
import type { PolicyLink } from "../model/tree";

export interface PolicyLinksProps {
  links: PolicyLink[];
  /** Policy ids → names, for links that name no policy. */
  policyNames: ReadonlyMap<string, string>;
  resourceName: string;
  /** The resource's backups: a policy comes off a resource through one of them (the spec's path needs a backup). */
  backups: readonly BackupListItem[] | undefined;
}

/** The policies protecting a resource, each with its starting hour, who assigned it, and a way to take it off. */
export function PolicyLinks({ links, policyNames, resourceName, backups }: PolicyLinksProps) {
  const t = useTranslations("backups.protection.panel");
  const tAction = useTranslations("backups.actions");
  const locale = useLocale();
  const { open, offered } = useBackupActions();
  if (links.length === 0) return <p className="text-sm text-warn">{t("noPolicy")}</p>;
  return (
    <ul className="space-y-2">
      {links.map((link) => {
        const policyId = link.policy_id ?? "";
        const name = link.policy_name ?? policyNames.get(policyId) ?? policyId;
        // Newest backup of the resource under this policy that still allows unassigning.
        const via = backups?.find(
          (b) => b.policy_id === policyId && offered(b).some((a) => a.action.id === "unassignPolicy"),
        );
        const denied = offered({ state: via?.state }).find((a) => a.action.id === "unassignPolicy")?.denied;
        return (
          <li
            key={policyId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line px-3 py-2"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink">{name}</p>
              <p className="text-xs text-muted">
                {t("assignment", {
                  hour: link.starting_hour === undefined ? "—" : `${String(link.starting_hour).padStart(2, "0")}:00`,
                  by: link.assigned_by ?? "—",
                  at: link.assigned_at ? formatDateTime(link.assigned_at, locale) : "—",
                })}
              </p>
            </div>
            <ActionButton
              size="sm"
              variant="ghost"
              icon={<ShieldOff aria-hidden className="size-4" />}
              denied={denied}
              disabledReason={via ? null : t("noBackupToUnassign")}
              onClick={() => via && open("unassignPolicy", toActionTarget(via, { resourceName, policyName: name }))}
            >
              {tAction("unassignPolicy.label")}
            </ActionButton>
          </li>
        );
      })}
    </ul>
  );
}
