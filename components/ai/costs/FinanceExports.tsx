"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { portal } from "@/lib/api/portal";
import { downloadCsv, toCsv } from "@/lib/csv";
import { fixedDecimal } from "@/lib/format";
import { runBulk } from "@/lib/bulk";
import type { CostSummary } from "../model/cost-summary";
import { EXPORT_DECIMALS, groupByProjectKeyDay, type KeyCostDays } from "../model/cost-export";
import type { DateRange } from "../model/date-range";
import { readCost } from "../model/usage";

const money = (value: number) => fixedDecimal(value, EXPORT_DECIMALS);

/**
 * The period's spend as CSV the way finance reads it: per project → key → day (one cost call per key, four at a
 * time, only when asked for) and per model (from the project costs the page already has).
 */
export function FinanceExports({ summary, range }: { summary: CostSummary; range: DateRange }) {
  const t = useTranslations("ai.costs.exports");
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failed, setFailed] = useState(0);
  const currency = summary.currency;
  const name = (what: string) => `ai-${what}-${range.from}-${range.to}`;

  const exportGrouped = async () => {
    const keys = summary.keys.filter((key) => key.id);
    const costs: KeyCostDays[] = [];
    setFailed(0);
    setProgress({ done: 0, total: keys.length });
    const outcomes = await runBulk(
      keys,
      async (key) => {
        const cost = readCost(
          await portal("ai.key.cost", { key_id: key.id, start: range.from, end: range.to }),
          currency,
        );
        costs.push({
          keyId: key.id,
          keyName: key.name,
          projectId: key.projectId,
          projectName: key.project,
          daily: cost.daily,
        });
      },
      { concurrency: 4, onProgress: (done) => setProgress({ done, total: keys.length }) },
    );
    setProgress(null);
    setFailed(outcomes.filter((o) => !o.ok).length);
    const rows = groupByProjectKeyDay(costs, t("noProject"));
    downloadCsv(
      name("spend-by-project-key-day"),
      toCsv(rows, [
        { header: t("project"), value: (r) => r.projectName },
        { header: t("projectId"), value: (r) => r.projectId },
        { header: t("key"), value: (r) => r.keyName },
        { header: t("keyId"), value: (r) => r.keyId },
        { header: t("date"), value: (r) => r.date },
        { header: t("tokens"), value: (r) => r.tokens },
        { header: t("spend"), value: (r) => money(r.price) },
        { header: t("currency"), value: () => currency },
      ]),
    );
  };

  const exportByModel = () => {
    const total = summary.byModel.reduce((sum, line) => sum + line.price, 0);
    downloadCsv(
      name("spend-by-model"),
      toCsv(summary.byModel, [
        { header: t("model"), value: (line) => line.model },
        { header: t("tokens"), value: (line) => line.tokens },
        { header: t("spend"), value: (line) => money(line.price) },
        { header: t("currency"), value: () => currency },
        { header: t("share"), value: (line) => fixedDecimal(total > 0 ? line.price / total : 0, 4) },
      ]),
    );
  };

  return (
    <Card title={t("title")} description={t("description")} headingLevel={2}>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          icon={<Download aria-hidden className="size-4" />}
          onClick={() => void exportGrouped()}
          disabled={progress !== null || summary.keys.length === 0}
        >
          {t("grouped")}
        </Button>
        <Button
          size="sm"
          icon={<Download aria-hidden className="size-4" />}
          onClick={exportByModel}
          disabled={summary.byModel.length === 0}
        >
          {t("byModel")}
        </Button>
        <span role="status" className="text-sm text-muted">
          {progress && t("progress", progress)}
        </span>
      </div>
      {failed > 0 && <p className="mt-2 text-sm text-warn">{t("failed", { count: failed })}</p>}
    </Card>
  );
}
