"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { KeyValueList } from "@/components/ui/key-value-list";
import type { ClusterProject } from "../model/project";
import { useClusterFormat } from "../shared/use-cluster-format";

/** The project's facts as the portal describes them. */
export function ProjectOverview({ project }: { project: ClusterProject }) {
  const t = useTranslations("clusters.projects.fields");
  const format = useClusterFormat();
  return (
    <Card>
      <KeyValueList
        items={[
          { label: t("name"), value: project.name, mono: true },
          { label: t("namespace"), value: project.namespace, mono: true },
          { label: t("purpose"), value: project.purpose },
          { label: t("description"), value: project.description },
          { label: t("owner"), value: project.owner },
          { label: t("createdBy"), value: project.createdBy },
          { label: t("created"), value: format.dateTime(project.created) },
          { label: t("phase"), value: project.phase },
          { label: t("iaasProject"), value: project.iaasProjectId, mono: true },
          { label: t("deletion"), value: project.deletionConfirmed ? t("deletionPrepared") : t("deletionNotPrepared") },
        ]}
      />
    </Card>
  );
}
