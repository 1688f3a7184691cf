"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { blockOf } from "@/components/ui/actions/resource-action";
import { actionOf } from "@/components/ui/actions/resource-action";
import { OfferedActionButton } from "@/components/ui/actions/OfferedActionButton";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { portal } from "@/lib/api/portal";
import { KUBECONFIG_ACTIONS } from "../model/cluster-actions";
import {
  DEFAULT_LIFETIME,
  expiryOf,
  kubeconfigFileName,
  LIFETIMES,
  lifetimeSeconds,
  saveAsFile,
  type KubeconfigRole,
} from "../model/kubeconfig";
import type { Shoot } from "../model/shoot";
import { hasApiServer, shootPhase } from "../model/status";
import { PortalError } from "@/components/ui/portal-error";
import { useClusterFormat } from "../shared/use-cluster-format";
import { useNow } from "@/lib/use-now";

interface Issued {
  role: KubeconfigRole;
  expires: string;
}

/**
 * Kubeconfig downloads. The file goes from the portal's answer straight to the browser's download: it is fetched
 * with `portal()` (never a cached query), never put in state, and its object URL is revoked after the click. What
 * stays on screen is only which role was issued and when it expires.
 */
export function AccessPanel({ shoot, project }: { shoot: Shoot; project: string }) {
  const t = useTranslations("clusters.access");
  const format = useClusterFormat();
  const now = useNow(15_000);
  const roleName = useId();
  const lifetimeId = useId();
  const [role, setRole] = useState<KubeconfigRole>("viewer");
  const [lifetime, setLifetime] = useState<string>(DEFAULT_LIFETIME);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [issued, setIssued] = useState<Issued[]>([]);
  const state = { phase: shootPhase(shoot), apiServer: hasApiServer(shoot) };
  // One download per role, each its own operation: the chosen role's decides the button.
  const chosen = useOfferedActions(KUBECONFIG_ACTIONS)(state).find(({ action }) => action.id === role);
  const block = chosen && blockOf(chosen.action, state);

  const download = async () => {
    const seconds = lifetimeSeconds(lifetime) ?? 3_600;
    setBusy(true);
    setError(null);
    try {
      const askedAt = Date.now();
      const answer = await portal(actionOf(KUBECONFIG_ACTIONS, role).op, {
        namespace: shoot.namespace,
        shoot_name: shoot.name,
        expiration_seconds: seconds,
      });
      if (!answer.clusterconfig) throw new Error(t("empty"));
      saveAsFile(answer.clusterconfig, kubeconfigFileName(project, shoot.name));
      const expires = expiryOf(answer, askedAt, seconds);
      setIssued((previous) => [{ role, expires }, ...previous].slice(0, 5));
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t("title")} description={t("description")}>
      <div className="space-y-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">{t("role")}</legend>
          {(["viewer", "admin"] as const).map((value) => (
            <label key={value} className="flex items-start gap-2 text-sm text-ink">
              <input
                type="radio"
                name={roleName}
                value={value}
                checked={role === value}
                onChange={() => setRole(value)}
                className="mt-1 accent-accent"
              />
              <span>
                <span className="font-medium">{t(`roles.${value}`)}</span>
                <span className="block text-muted">{t(`roles.${value}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={lifetimeId} className="text-sm font-medium text-ink">
              {t("lifetime")}
            </label>
            <select
              id={lifetimeId}
              value={lifetime}
              onChange={(event) => setLifetime(event.target.value)}
              className={cn(inputClasses, "h-9 w-auto pr-8")}
            >
              {LIFETIMES.map((option) => (
                <option key={option.id} value={option.id}>
                  {t(`lifetimes.${option.id}`)}
                </option>
              ))}
            </select>
          </div>
          {chosen && (
            <OfferedActionButton
              offered={chosen}
              text={t(chosen.action.label, { role: t(`roles.${role}`) })}
              blocked={block && t(block.reason)}
              loading={busy}
              onRun={() => void download()}
            />
          )}
        </div>
        <p className="text-xs text-muted">{t("fileName", { file: kubeconfigFileName(project, shoot.name) })}</p>
        <PortalError error={error} />
        {issued.length > 0 && (
          <ul className="space-y-1 text-sm" aria-label={t("issued")} data-testid="kubeconfig-issued">
            {issued.map((entry, index) => (
              <li
                key={`${entry.expires}-${index}`}
                className={cn(Date.parse(entry.expires) <= now && "text-muted line-through")}
              >
                {t("expires", {
                  role: t(`roles.${entry.role}`),
                  at: format.dateTime(entry.expires),
                  relative: format.relative(entry.expires, now),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
