"use client";

import { Download } from "lucide-react";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { downloadCsv, toCsv } from "@/lib/csv";
import type { CostSummary, ProjectSpend } from "../model/cost-summary";
import type { DateRange } from "../model/date-range";
import { projectHref } from "../shared/hrefs";
import { useAiFormat } from "../shared/use-ai-format";

/** Spend and tokens per project with each one's share of the total, exportable as CSV. */
export function ProjectSpendTable({ summary, range }: { summary: CostSummary; range: DateRange }) {
  const t = useTranslations("ai.costs.byProject");
  const format = useAiFormat();
  const share = (p: ProjectSpend) => (summary.price > 0 ? p.price / summary.price : 0);
  const exportCsv = () =>
    downloadCsv(
      `ai-project-costs-${range.from}-${range.to}`,
      toCsv(summary.projects, [
        { header: t("project"), value: (p) => p.name },
        { header: t("projectId"), value: (p) => p.id },
        { header: t("keys"), value: (p) => p.keys },
        { header: t("tokens"), value: (p) => p.tokens },
        { header: summary.currency ? t("spendIn", { currency: summary.currency }) : t("spend"), value: (p) => p.price },
        { header: t("share"), value: (p) => Number(share(p).toFixed(4)) },
      ]),
    );
  return (
    <Card
      title={t("title")}
      headingLevel={2}
      actions={
        <Button
          size="sm"
          icon={<Download aria-hidden className="size-4" />}
          onClick={exportCsv}
          disabled={summary.projects.length === 0}
        >
          {t("export")}
        </Button>
      }
    >
      <table className="w-full text-sm" data-testid="project-spend">
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t("project")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t("keys")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t("tokens")}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t("spend")}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t("share")}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.projects.map((p) => (
            <tr key={p.id} className="border-b border-line">
              <td className="py-2 pr-4">
                <NextLink href={projectHref(p.id)} className="font-medium text-accent hover:underline">
                  {p.name}
                </NextLink>
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">{format.number(p.keys)}</td>
              <td className="py-2 pr-4 text-right tabular-nums" title={format.number(p.tokens)}>
                {format.tokens(p.tokens)}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">{format.money(p.price, summary.currency)}</td>
              <td className="py-2 text-right tabular-nums">{format.percent(share(p))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="py-2 pr-4 text-left">
              {t("total")}
            </th>
            <td className="py-2 pr-4 text-right tabular-nums">
              {format.number(summary.projects.reduce((n, p) => n + p.keys, 0))}
            </td>
            <td className="py-2 pr-4 text-right tabular-nums">
              {format.tokens(summary.projects.reduce((n, p) => n + p.tokens, 0))}
            </td>
            <td className="py-2 pr-4 text-right tabular-nums">{format.money(summary.price, summary.currency)}</td>
            <td className="py-2 text-right tabular-nums">{summary.price > 0 ? format.percent(1) : "—"}</td>
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}
