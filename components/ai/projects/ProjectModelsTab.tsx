"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { usePortalMutation } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import type { AIProjectDetail } from "@/lib/portal/schemas/ai";
import { readProjectModels } from "../model/records";
import { ModelsEditor } from "../shared/ModelsEditor";

/** The models a project may use (`llms`), saved with PATCH /ai/project/{id}. */
export function ProjectModelsTab({ projectId, project }: { projectId: string; project: AIProjectDetail }) {
  const t = useTranslations("ai.projects.models");
  const denied = useDenied("ai.project.update");
  const update = usePortalMutation("ai.project.update");
  return (
    <Card title={t("title")} description={t("description")}>
      <ModelsEditor
        current={readProjectModels(project)}
        denied={denied}
        onSave={(llms) => update.mutateAsync({ ai_project_id: projectId, llms })}
      />
    </Card>
  );
}
