"use client";

import { Card } from "@/components/ui/card";
import { usePortalMutation } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import type { AIProjectDetail } from "@/lib/portal/schemas/ai";
import { parseBudgets, parseRateLimits } from "../model/limits";
import { BudgetsEditor } from "../shared/BudgetsEditor";
import { RateLimitsEditor } from "../shared/RateLimitsEditor";

/** The project's budgets and rate limits, each saved as a whole list with PATCH /ai/project/{id}. */
export function ProjectLimitsTab({ projectId, project }: { projectId: string; project: AIProjectDetail }) {
  const denied = useDenied("ai.project.update");
  const update = usePortalMutation("ai.project.update");
  return (
    <div className="space-y-4">
      <Card>
        <BudgetsEditor
          lines={parseBudgets(project.budgets)}
          denied={denied}
          onSave={(budgets) => update.mutateAsync({ ai_project_id: projectId, budgets })}
        />
      </Card>
      <Card>
        <RateLimitsEditor
          lines={parseRateLimits(project.rate_limits)}
          denied={denied}
          onSave={(rate_limits) => update.mutateAsync({ ai_project_id: projectId, rate_limits })}
        />
      </Card>
    </div>
  );
}
