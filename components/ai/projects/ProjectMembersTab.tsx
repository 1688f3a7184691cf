"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { itemActions, listActions } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/feedback";
import { FormError } from "@/components/ui/form-error";
import { MultiSelect } from "@/components/ui/multi-select";
import { QueryState } from "@/components/ui/query-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/toast";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { isEnabledUser, userLabel } from "../model/users";
import { useAiUsers } from "../shared/use-ai-users";
import { MEMBER_ACTIONS } from "./project-actions";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

/**
 * The project's members (GET/POST/DELETE …/users). The picker offers the members of every project: the portal
 * has no other list of AI users.
 */
export function ProjectMembersTab({ projectId }: { projectId: string }) {
  const t = useTranslations("ai.projects.members");
  const members = usePortalQuery("ai.projectUsers.list", { ai_project_id: projectId });
  const { users, loading } = useAiUsers();
  const offered = useOfferedActions(MEMBER_ACTIONS);
  const [{ action: addAction, denied: addDenied }] = listActions(offered(undefined));
  const add = usePortalMutation("ai.projectUsers.add");
  const remove = usePortalMutation("ai.projectUsers.remove");
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  useLeaveGuard(chosen.length > 0);

  const memberIds = new Set((members.data ?? []).map((m) => m.id));
  const candidates = users
    .filter((u) => !memberIds.has(u.id))
    .map((u) => ({ value: u.id, label: u.label, description: u.detail }));

  const addChosen = async () => {
    setError(null);
    try {
      await add.mutateAsync({ ai_project_id: projectId, users_ids: chosen });
      toast({ title: t("added", { count: chosen.length }) });
      setChosen([]);
    } catch (caught) {
      setError(caught);
    }
  };

  const removeOne = (id: string, name: string) =>
    remove.mutate(
      { ai_project_id: projectId, users_ids: [id] },
      { onSuccess: () => toast({ title: t("removed", { name }) }), onError: (caught) => setError(caught) },
    );

  return (
    <div className="space-y-4">
      <Card title={t("addTitle")}>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <MultiSelect
              label={t("pick")}
              hint={t("pickHint")}
              options={candidates}
              value={chosen}
              onChange={setChosen}
              loading={loading}
              placeholder={t("pickPlaceholder")}
            />
          </div>
          <ActionButton
            variant="primary"
            icon={<addAction.icon aria-hidden className="size-4" />}
            denied={addDenied}
            disabled={chosen.length === 0}
            loading={add.isPending}
            onClick={() => void addChosen()}
          >
            {t(addAction.label, { count: chosen.length })}
          </ActionButton>
        </div>
        <FormError error={error} className="mt-3" />
      </Card>
      <Card title={t("title", { count: members.data?.length ?? 0 })}>
        <QueryState
          query={members}
          compact
          pending={<Skeleton lines={4} />}
          empty={<p className="text-sm text-muted">{t("empty")}</p>}
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <table className="w-full text-sm" data-testid="project-members">
              <thead>
                <tr className="border-b border-line text-left text-muted">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t("name")}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t("email")}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t("username")}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {t("state")}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    <span className="sr-only">{t("actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((member) => {
                  const name = userLabel(member);
                  const enabled = isEnabledUser(member);
                  return (
                    <tr key={member.id ?? name} className="border-b border-line last:border-0">
                      <td className="py-2 pr-4 font-medium">{name}</td>
                      <td className="py-2 pr-4">{member.email ?? "—"}</td>
                      <td className="py-2 pr-4 font-mono text-xs">{member.username ?? "—"}</td>
                      <td className="py-2 pr-4">
                        <StatusBadge tone={enabled ? "ok" : "neutral"} label={enabled ? t("enabled") : t("disabled")} />
                      </td>
                      <td className="py-2 text-right">
                        {itemActions(offered(member)).map(({ action, denied }) => (
                          <ActionButton
                            key={action.id}
                            size="sm"
                            variant="ghost"
                            icon={<action.icon aria-hidden className="size-4" />}
                            denied={denied}
                            aria-label={t("removeLabel", { name })}
                            onClick={() => removeOne(member.id ?? "", name)}
                          >
                            {t(action.label)}
                          </ActionButton>
                        ))}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </QueryState>
      </Card>
    </div>
  );
}
