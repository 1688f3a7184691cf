"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { usePortalMutation } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import type { AIKeyDetail } from "@/lib/portal/schemas/ai";
import { readProviderConfigs } from "../model/catalog";
import { readKeyFacts } from "../model/records";
import { ModelsEditor } from "../shared/ModelsEditor";

/** The models a key may use (editable) and the provider configurations the portal derives from them. */
export function KeyModelsTab({ keyId, detail }: { keyId: string; detail: AIKeyDetail }) {
  const t = useTranslations("ai.keys.models");
  const denied = useDenied("ai.key.update");
  const update = usePortalMutation("ai.key.update");
  const facts = readKeyFacts(detail);
  const configs = readProviderConfigs(detail.provider_configs);
  return (
    <div className="space-y-4">
      <Card title={t("limitsTitle")} description={t("limitsDescription")}>
        <ModelsEditor
          current={facts.models ?? []}
          denied={denied}
          onSave={(llms) => update.mutateAsync({ key_id: keyId, llms })}
        />
      </Card>
      <Card title={t("providersTitle")} description={t("providersDescription")}>
        {configs.length === 0 ? (
          <p className="text-sm text-muted">{t("noProviders")}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line text-left text-muted">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t("provider")}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t("allowedModels")}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t("weight")}
                </th>
              </tr>
            </thead>
            <tbody>
              {configs.map((config, i) => (
                <tr key={`${config.provider}-${i}`} className="border-b border-line last:border-0 align-top">
                  <td className="py-2 pr-4 font-medium">{config.provider || "—"}</td>
                  <td className="py-2 pr-4">
                    {config.models.length > 0 ? (
                      <ul className="flex flex-wrap gap-1">
                        {config.models.map((model) => (
                          <li key={model} className="rounded bg-raised px-1.5 py-0.5 font-mono text-xs">
                            {model}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-muted">{t("noModelsListed")}</span>
                    )}
                  </td>
                  <td className="py-2 text-right tabular-nums">{config.weight ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
}
