"use client";

import { KeyRound, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { withPreloads } from "@/components/ui/actions/resource-action";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { QueryState } from "@/components/ui/query-state";
import { KeyValueList } from "@/components/ui/key-value-list";
import { SecretField } from "@/components/ui/secret-field";
import { StatusBadge } from "@/components/ui/status-badge";
import { portalMessage } from "@/lib/api/portal-message";
import { usePortalQuery } from "@/lib/api/hooks";
import type { ObjAccess } from "@/lib/portal/schemas/misc";
import { useUrlParams } from "@/lib/url-state";
import { useStorageChoices } from "../use-storage-choices";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { ACCESS_KEY_ACTIONS } from "./access-key-actions";
import { parseRecent, pushRecent, removeRecent, serializeRecent } from "./recent";
import { ResourcePicker } from "./ResourcePicker";

// First-load budget: the replace form (zod, the catalog, Radix Dialog) loads when it is first opened.
const AccessKeyDialog = lazyComponent(() => import("./AccessKeyDialog").then((m) => m.AccessKeyDialog));

/** Replacing the keys fetches its form on intent. */
const ACTIONS = withPreloads(ACCESS_KEY_ACTIONS, { replace: AccessKeyDialog.preload });

/**
 * Object-storage access keys of one resource (GET /objaccess), the secret masked until revealed, and replacing the
 * pair (PATCH /objaccess). The resource and the recently used ones live in the URL (`resource`, `recent`).
 */
export function AccessKeysPanel() {
  const t = useTranslations("storage.access");
  const [params, setParams] = useUrlParams();
  const resource = params.get("resource") ?? "";
  const recent = parseRecent(params.get("recent"));
  const choices = useStorageChoices();
  const [editing, setEditing] = useState(false);
  const offered = useOfferedActions(ACTIONS);
  const access = usePortalQuery("objaccess.get", { resource_id: resource }, { enabled: resource !== "", retry: false });

  const open = (id: string) => setParams({ resource: id, recent: serializeRecent(pushRecent(recent, id)) });
  const forget = (id: string) =>
    setParams({ recent: serializeRecent(removeRecent(recent, id)), ...(id === resource ? { resource: null } : {}) });
  const resourceName = choices.projectNames.get(resource);

  let body;
  if (resource === "") {
    body = <EmptyState icon={<KeyRound />} title={t("pick.title")} description={t("pick.description")} />;
  } else if (access.data === undefined && access.error?.status === 404) {
    body = (
      <EmptyState
        icon={<SearchX />}
        title={t("notFound.title")}
        description={portalMessage(access.error) ?? t("notFound.description", { resource })}
      />
    );
  } else {
    body = (
      <QueryState query={access} pending={<Skeleton lines={4} className="max-w-lg" />}>
        {(data) => <AccessKeyFacts access={data} resource={resource} resourceName={resourceName} />}
      </QueryState>
    );
  }

  return (
    <div className="space-y-6">
      <ResourcePicker
        current={resource}
        recent={recent}
        projects={choices.projects}
        projectNames={choices.projectNames}
        onOpen={open}
        onForget={forget}
      />
      <Card
        title={resource ? t("keysOf", { resource: resourceName ?? resource }) : t("keys")}
        actions={
          resource !== "" &&
          access.data && (
            <ActionButtons
              offered={offered(access.data)}
              size="sm"
              label={(action) => t(action.label)}
              onRun={() => setEditing(true)}
            />
          )
        }
      >
        {body}
      </Card>
      {resource !== "" && (
        <WhenOpened open={editing}>
          <AccessKeyDialog resourceId={resource} open={editing} onOpenChange={setEditing} />
        </WhenOpened>
      )}
    </div>
  );
}

/** A resource's key pair: whose it is, its state, the access key to copy and the secret masked until revealed. */
function AccessKeyFacts({
  access,
  resource,
  resourceName,
}: {
  access: ObjAccess;
  resource: string;
  resourceName: string | undefined;
}) {
  const t = useTranslations("storage.access");
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <KeyValueList
        items={[
          {
            label: t("fields.resource"),
            value: resourceName
              ? `${resourceName} (${access.resource_id ?? resource})`
              : (access.resource_id ?? resource),
            mono: !resourceName,
          },
          { label: t("fields.user"), value: access.user_id },
          {
            label: t("fields.state"),
            value:
              access.active === undefined ? undefined : (
                <StatusBadge
                  tone={access.active ? "ok" : "neutral"}
                  label={access.active ? t("active") : t("inactive")}
                />
              ),
          },
        ]}
      />
      <div className="space-y-4">
        <div className="space-y-1.5">
          <span className="text-sm font-medium text-ink">{t("fields.accessKey")}</span>
          <div className="flex items-center gap-1 rounded-md border border-line bg-raised pl-3">
            <output className="min-w-0 flex-1 truncate py-2 font-mono text-sm" data-testid="access-key">
              {access.access_key ?? "—"}
            </output>
            {access.access_key && <CopyButton value={access.access_key} label={t("copyAccess")} />}
          </div>
        </div>
        {access.secret_key !== undefined && (
          <SecretField key={resource} label={t("fields.secretKey")} value={access.secret_key} />
        )}
      </div>
    </div>
  );
}
