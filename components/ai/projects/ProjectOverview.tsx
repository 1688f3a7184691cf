"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { KeyValueList } from "@/components/ui/key-value-list";
import type { AIProjectDetail } from "@/lib/portal/schemas/ai";
import { readProjectFacts, readProjectKeys, readProjectModels } from "../model/records";
import { BudgetForecastCard } from "../shared/BudgetForecastCard";
import { LimitsCard } from "../shared/LimitsCard";
import { UsageCard } from "../shared/UsageCard";
import { useAiFormat } from "../shared/use-ai-format";

/** The facts of a project: identity, ownership (reseller, client, customer), its keys' spend and limits at a glance. */
export function ProjectOverview({ project }: { project: AIProjectDetail }) {
  const t = useTranslations("ai.projects.overview");
  const format = useAiFormat();
  const facts = readProjectFacts(project);
  const keys = readProjectKeys(project.keys);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={t("identity")}>
        <KeyValueList
          items={[
            {
              label: t("id"),
              value: project.id && (
                <span className="inline-flex items-center gap-1">
                  <span className="font-mono">{project.id}</span>
                  <CopyButton value={project.id} label={t("copyId")} />
                </span>
              ),
            },
            { label: t("name"), value: project.name },
            {
              label: t("originalName"),
              value: project.original_name !== project.name ? project.original_name : undefined,
            },
            { label: t("description"), value: project.description },
            { label: t("tier"), value: facts.tier },
            { label: t("created"), value: facts.createdAt && format.dateTime(facts.createdAt) },
          ]}
        />
      </Card>
      <Card title={t("ownership")}>
        <KeyValueList
          items={[
            { label: t("customer"), value: facts.customerName },
            { label: t("reseller"), value: project.reseller },
            { label: t("client"), value: project.client_id, mono: true },
            { label: t("keys"), value: format.number(keys.length) },
            { label: t("models"), value: format.number(readProjectModels(project).length) },
            { label: t("members"), value: facts.members === undefined ? undefined : format.number(facts.members) },
          ]}
        />
      </Card>
      {project.id && <UsageCard subject={{ kind: "project", id: project.id }} />}
      <LimitsCard budgets={project.budgets} rateLimits={project.rate_limits} t={t} />
      {project.id && (
        <BudgetForecastCard
          subject={{ kind: "project", id: project.id }}
          budgets={project.budgets}
          className="lg:col-span-2"
        />
      )}
    </div>
  );
}
