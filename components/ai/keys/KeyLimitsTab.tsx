"use client";

import { Card } from "@/components/ui/card";
import { usePortalMutation } from "@/lib/api/hooks";
import { useDenied } from "@/lib/api/permissions";
import type { AIKeyDetail } from "@/lib/portal/schemas/ai";
import { parseBudgets, parseRateLimits } from "../model/limits";
import { BudgetsEditor } from "../shared/BudgetsEditor";
import { RateLimitsEditor } from "../shared/RateLimitsEditor";

/** The key's budgets and rate limits, each saved as a whole list with PATCH /ai/keys/{id}. */
export function KeyLimitsTab({ keyId, detail }: { keyId: string; detail: AIKeyDetail }) {
  const denied = useDenied("ai.key.update");
  const update = usePortalMutation("ai.key.update");
  return (
    <div className="space-y-4">
      <Card>
        <BudgetsEditor
          lines={parseBudgets(detail.budgets)}
          denied={denied}
          onSave={(budgets) => update.mutateAsync({ key_id: keyId, budgets })}
        />
      </Card>
      <Card>
        <RateLimitsEditor
          lines={parseRateLimits(detail.rate_limits)}
          denied={denied}
          onSave={(rate_limits) => update.mutateAsync({ key_id: keyId, rate_limits })}
        />
      </Card>
    </div>
  );
}
