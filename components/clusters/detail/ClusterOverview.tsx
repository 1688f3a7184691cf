"use client";

import { useTranslations } from "next-intl";
import NextLink from "next/link";
import { Card } from "@/components/ui/card";
import { KeyValueList } from "@/components/ui/key-value-list";
import { projectHref } from "../model/project";
import { workerRange, zonesOf, type Shoot } from "../model/shoot";
import { usePurposeLabel } from "../shared/labels";
import { useClusterFormat } from "../shared/use-cluster-format";
import { useNamespaceProject } from "../shared/use-namespace-project";
import { ConditionsCard } from "./ConditionsCard";
import { LastOperationCard } from "./LastOperationCard";

/** Status first (what is happening, what went wrong, health), then the cluster's specification. */
export function ClusterOverview({ shoot }: { shoot: Shoot }) {
  const t = useTranslations("clusters.detail.spec");
  const format = useClusterFormat();
  const purposeLabel = usePurposeLabel();
  const project = useNamespaceProject(shoot.namespace);
  const range = workerRange(shoot);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <LastOperationCard shoot={shoot} />
      <ConditionsCard conditions={shoot.conditions} />
      <Card title={t("title")} className="lg:col-span-2">
        <KeyValueList
          items={[
            {
              label: t("project"),
              value: (
                <NextLink href={projectHref(project)} className="text-accent hover:underline">
                  {project}
                </NextLink>
              ),
            },
            { label: t("namespace"), value: shoot.namespace, mono: true },
            { label: t("version"), value: shoot.version },
            { label: t("purpose"), value: purposeLabel(shoot.purpose) },
            { label: t("cloudProfile"), value: shoot.cloudProfile },
            { label: t("region"), value: shoot.region },
            { label: t("zones"), value: zonesOf(shoot).join(", ") },
            { label: t("workers"), value: t("workerSummary", { groups: shoot.workers.length, ...range }) },
            {
              label: t("secretBinding"),
              value: shoot.secretBinding && (
                <NextLink href={projectHref(project, "credentials")} className="font-mono text-accent hover:underline">
                  {shoot.secretBinding}
                </NextLink>
              ),
            },
            { label: t("network"), value: shoot.networkType },
            { label: t("provider"), value: shoot.providerType },
            { label: t("created"), value: format.dateTime(shoot.created) },
            { label: t("uid"), value: shoot.uid, mono: true },
          ]}
        />
      </Card>
    </div>
  );
}
