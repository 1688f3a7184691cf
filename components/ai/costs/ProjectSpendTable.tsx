"use client";

import { Download } from "lucide-react";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { NO_PROJECT, type Ledger } from "@/lib/cost/ledger";
import { EXPORT_DECIMALS } from "@/lib/cost/ledger-export";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { downloadCsv, toCsv } from "@/lib/csv";
import { fixedDecimal } from "@/lib/format";
import { projectHref } from "../shared/hrefs";
import { useAiFormat } from "../shared/use-ai-format";

/**
 * Spend and tokens per project with each one's share of the total, the keys outside any project as one row, and the
 * ledger's total beneath: the rows add up to it. Exportable as CSV.
 */
export function ProjectSpendTable({ ledger, currency }: { ledger: Ledger; currency: string | null }) {
  const t = useTranslations("ai.costs.byProject");
  const tc = useTranslations("ai.costs");
  const format = useAiFormat();
  const nameOf = (id: string, name: string) => (id === NO_PROJECT ? tc("noProject") : name);
  const { totals } = ledger;
  const exportCsv = () =>
    downloadCsv(
      `ai-project-costs-${ledger.period.from}-${ledger.period.to}`,
      toCsv(ledger.projects, [
        { header: t("project"), value: (p) => nameOf(p.id, p.name) },
        { header: t("projectId"), value: (p) => p.id },
        { header: t("keys"), value: (p) => p.keys },
        { header: t("activeKeys"), value: (p) => p.activeKeys },
        { header: t("tokens"), value: (p) => p.tokens },
        { header: t("spend"), value: (p) => fixedDecimal(p.spend, EXPORT_DECIMALS) },
        { header: t("currency"), value: () => currency ?? "" },
        { header: t("share"), value: (p) => fixedDecimal(p.share ?? 0, 4) },
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
          disabled={ledger.projects.length === 0}
        >
          {t("export")}
        </Button>
      }
    >
      {/* On a phone each project is a card of its figures (the table's columns would not fit the width). */}
      <ProjectSpendCards ledger={ledger} currency={currency} nameOf={nameOf} />
      <div className="max-sm:hidden">
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
            {ledger.projects.map((p) => (
              <tr key={p.id || "no-project"} className="border-b border-line" data-project={p.id}>
                <td className="py-2 pr-4 [overflow-wrap:anywhere]">
                  {p.id === NO_PROJECT ? (
                    <span className="font-medium text-muted">{nameOf(p.id, p.name)}</span>
                  ) : (
                    <NextLink href={projectHref(p.id)} className="font-medium text-accent hover:underline">
                      {p.name}
                    </NextLink>
                  )}
                </td>
                <td className="py-2 pr-4 text-right tabular-nums">{format.number(p.keys)}</td>
                <td className="py-2 pr-4 text-right tabular-nums" title={format.number(p.tokens)}>
                  {format.tokens(p.tokens)}
                </td>
                <td className="py-2 pr-4 text-right tabular-nums">{format.money(p.spend, currency)}</td>
                <td className="py-2 text-right tabular-nums">
                  {p.share === undefined ? "—" : format.percent(p.share)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold" data-testid="project-spend-total">
              <th scope="row" className="py-2 pr-4 text-left">
                {t("total")}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums">{format.number(totals.keys)}</td>
              <td className="py-2 pr-4 text-right tabular-nums" title={format.number(totals.tokens)}>
                {format.tokens(totals.tokens)}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">{format.money(totals.spend, currency)}</td>
              <td className="py-2 text-right tabular-nums">{totals.spend > 0 ? format.percent(1) : "—"}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Card>
  );
}

/** The table's rows as cards, for a phone: each project's name, then its keys, tokens, spend and share; the total last. */
function ProjectSpendCards({
  ledger,
  currency,
  nameOf,
}: {
  ledger: Ledger;
  currency: string | null;
  nameOf: (id: string, name: string) => string;
}) {
  const t = useTranslations("ai.costs.byProject");
  const format = useAiFormat();
  const { totals } = ledger;
  const figures = (keys: number, tokens: number, spend: number, share: string) => (
    <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1">
      {[
        [t("keys"), format.number(keys)],
        [t("tokens"), format.tokens(tokens)],
        [t("spend"), format.money(spend, currency)],
        [t("share"), share],
      ].map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="tabular-nums text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <ul className="divide-y divide-line text-sm sm:hidden" data-testid="project-spend-cards">
      {ledger.projects.map((p) => (
        <li key={p.id || "no-project"} className="py-3">
          {p.id === NO_PROJECT ? (
            <span className="font-medium text-muted">{nameOf(p.id, p.name)}</span>
          ) : (
            <NextLink
              href={projectHref(p.id)}
              className="font-medium text-accent [overflow-wrap:anywhere] hover:underline"
            >
              {p.name}
            </NextLink>
          )}
          {figures(p.keys, p.tokens, p.spend, p.share === undefined ? "—" : format.percent(p.share))}
        </li>
      ))}
      <li className="py-3 font-semibold">
        {t("total")}
        {figures(totals.keys, totals.tokens, totals.spend, totals.spend > 0 ? format.percent(1) : "—")}
      </li>
    </ul>
  );
}
