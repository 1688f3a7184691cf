"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { Condition } from "../model/shoot";
import { ConditionChip } from "../shared/ShootStatus";
import { useClusterFormat } from "../shared/use-cluster-format";

/** Each health condition with its message and since when it holds. */
export function ConditionsCard({ conditions }: { conditions: readonly Condition[] }) {
  const t = useTranslations("clusters.detail.health");
  const format = useClusterFormat();
  return (
    <Card title={t("title")}>
      {conditions.length === 0 ? (
        <p className="text-sm text-muted">{t("none")}</p>
      ) : (
        <ul className="space-y-3">
          {conditions.map((condition) => (
            <li key={condition.type} className="space-y-1">
              <ConditionChip condition={condition} long />
              <div className="min-w-0 text-sm">
                <p className="text-ink">{condition.message ?? condition.reason ?? condition.type}</p>
                <p className="text-xs text-muted">
                  {t("since", { type: condition.type, since: format.dateTime(condition.lastTransitionTime) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
