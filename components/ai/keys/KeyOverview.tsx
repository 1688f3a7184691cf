"use client";

import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { KeyValueList } from "@/components/ui/key-value-list";
import type { AIKeyDetail } from "@/lib/portal/schemas/ai";
import { readKeyFacts } from "../model/records";
import { BudgetForecastCard } from "../shared/BudgetForecastCard";
import { LimitsCard } from "../shared/LimitsCard";
import { UsageCard } from "../shared/UsageCard";
import { useAiFormat } from "../shared/use-ai-format";
import { projectHref } from "../shared/hrefs";
import { useAiUsers } from "../shared/use-ai-users";

/** The facts of a key: identity, assignment, tier, its spend over the period, and its limits at a glance. */
export function KeyOverview({ detail }: { detail: AIKeyDetail }) {
  const t = useTranslations("ai.keys.overview");
  const format = useAiFormat();
  const facts = readKeyFacts(detail);
  const { users } = useAiUsers();
  const user = users.find((u) => u.id === facts.userId);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={t("identity")} headingLevel={2}>
        <KeyValueList
          items={[
            {
              label: t("id"),
              value: detail.id && (
                <span className="inline-flex items-center gap-1">
                  <span className="font-mono">{detail.id}</span>
                  <CopyButton value={detail.id} label={t("copyId")} />
                </span>
              ),
            },
            { label: t("name"), value: detail.name },
            { label: t("description"), value: detail.description },
            { label: t("tier"), value: facts.tier },
            { label: t("created"), value: facts.createdAt && format.dateTime(facts.createdAt) },
          ]}
        />
      </Card>
      <Card title={t("assignment")} headingLevel={2}>
        <KeyValueList
          items={[
            {
              label: t("project"),
              value: facts.projectId ? (
                <NextLink href={projectHref(facts.projectId)} className="text-accent hover:underline">
                  {facts.projectName ?? facts.projectId}
                </NextLink>
              ) : (
                t("noProject")
              ),
            },
            {
              label: t("user"),
              value: user ? `${user.label}${user.detail ? ` (${user.detail})` : ""}` : (facts.userName ?? facts.userId),
            },
            { label: t("customer"), value: facts.customerName },
          ]}
        />
      </Card>
      {detail.id && <UsageCard subject={{ kind: "key", id: detail.id }} className="lg:col-span-2" />}
      <LimitsCard budgets={detail.budgets} rateLimits={detail.rate_limits} t={t} className="lg:col-span-2" />
      {detail.id && (
        <BudgetForecastCard
          subject={{ kind: "key", id: detail.id }}
          budgets={detail.budgets}
          projectId={facts.projectId}
          className="lg:col-span-2"
        />
      )}
    </div>
  );
}
