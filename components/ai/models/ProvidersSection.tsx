"use client";

import { useTranslations } from "next-intl";
import { Section } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/feedback";
import { QueryState } from "@/components/ui/query-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { usePortalQuery } from "@/lib/api/hooks";
import { readProviders } from "../model/catalog";
import { AvailabilityNote } from "./AvailabilityNote";

/** GET /ai/providers: the providers behind the gateway and whether the account may use all of them. */
export function ProvidersSection() {
  const t = useTranslations("ai.models.providers");
  const query = usePortalQuery("ai.providers.list", {});
  const providers = readProviders(query.data?.providers);
  return (
    <Section title={t("title")} description={t("description")}>
      <QueryState query={query} compact pending={<Skeleton lines={4} />}>
        {(data) => (
          <div className="space-y-3">
            <AvailabilityNote
              all={data.all_available}
              yes={t("allAvailable")}
              no={t("someAvailable")}
              testId="providers-availability"
            />
            {providers.length === 0 ? (
              <p className="text-sm text-muted">{t("empty")}</p>
            ) : (
              <div className="overflow-x-auto rounded-lg border border-line bg-surface">
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b border-line text-left text-muted">
                      <th scope="col" className="px-4 py-2 font-medium">
                        {t("name")}
                      </th>
                      <th scope="col" className="px-4 py-2 font-medium">
                        {t("id")}
                      </th>
                      <th scope="col" className="px-4 py-2 font-medium">
                        {t("state")}
                      </th>
                      <th scope="col" className="px-4 py-2 font-medium">
                        {t("website")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {providers.map((p) => (
                      <tr key={p.id} className="border-b border-line last:border-0">
                        <td className="px-4 py-2 font-medium">{p.name}</td>
                        <td className="px-4 py-2 font-mono text-xs">{p.id}</td>
                        <td className="px-4 py-2">
                          {p.enabled === undefined ? (
                            "—"
                          ) : (
                            <StatusBadge
                              tone={p.enabled ? "ok" : "neutral"}
                              label={p.enabled ? t("enabled") : t("disabled")}
                            />
                          )}
                        </td>
                        <td className="px-4 py-2">
                          {p.website && /^https?:\/\//.test(p.website) ? (
                            <a
                              href={p.website}
                              target="_blank"
                              rel="noopener noreferrer"
                              className="text-accent hover:underline"
                            >
                              {p.website.replace(/^https?:\/\//, "")}
                            </a>
                          ) : (
                            "—"
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        )}
      </QueryState>
    </Section>
  );
}
