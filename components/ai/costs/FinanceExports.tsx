"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { fetchLedger } from "@/lib/api/ledger";
import type { Ledger } from "@/lib/cost/ledger";
import { EXPORT_DECIMALS, projectKeyDayRows } from "@/lib/cost/ledger-export";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormError } from "@/components/ui/form-error";
import { downloadCsv, toCsv } from "@/lib/csv";
import { fixedDecimal } from "@/lib/format";

const money = (value: number) => fixedDecimal(value, EXPORT_DECIMALS);

/**
 * The period's spend as CSV the way finance reads it: per project → key → day (the BFF's per-key answers, the same
 * ones behind the page's figures, asked for their days only when wanted) and per model (from the page's ledger).
 */
export function FinanceExports({ ledger, currency }: { ledger: Ledger; currency: string | null }) {
  const t = useTranslations("ai.costs.exports");
  const [busy, setBusy] = useState(false);
  const [unread, setUnread] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const { period } = ledger;
  const name = (what: string) => `ai-${what}-${period.from}-${period.to}`;

  const exportGrouped = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await fetchLedger({ period, days: true });
      setUnread(answer.ledger.totals.unreadKeys);
      const rows = projectKeyDayRows(answer.ledger, answer.days ?? [], t("noProject"));
      downloadCsv(
        name("spend-by-project-key-day"),
        toCsv(rows, [
          { header: t("project"), value: (r) => r.project },
          { header: t("projectId"), value: (r) => r.projectId },
          { header: t("key"), value: (r) => r.key },
          { header: t("keyId"), value: (r) => r.keyId },
          { header: t("date"), value: (r) => r.date },
          { header: t("tokens"), value: (r) => r.tokens },
          { header: t("spend"), value: (r) => money(r.price) },
          { header: t("currency"), value: () => currency ?? "" },
        ]),
      );
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  const exportByModel = () =>
    downloadCsv(
      name("spend-by-model"),
      toCsv(ledger.models, [
        { header: t("model"), value: (line) => line.model },
        { header: t("tokens"), value: (line) => line.tokens },
        { header: t("spend"), value: (line) => money(line.price) },
        { header: t("currency"), value: () => currency ?? "" },
        { header: t("share"), value: (line) => fixedDecimal(line.share ?? 0, 4) },
      ]),
    );

  return (
    <Card title={t("title")} description={t("description")} headingLevel={2}>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          wrap
          icon={<Download aria-hidden className="size-4" />}
          onClick={() => void exportGrouped()}
          loading={busy}
          disabled={busy || ledger.keys.length === 0}
        >
          {t("grouped")}
        </Button>
        <Button
          size="sm"
          wrap
          icon={<Download aria-hidden className="size-4" />}
          onClick={exportByModel}
          disabled={ledger.models.length === 0}
        >
          {t("byModel")}
        </Button>
        <span role="status" className="text-sm text-muted">
          {busy && t("progress")}
        </span>
      </div>
      <FormError error={error} />
      {unread > 0 && <p className="mt-2 text-sm text-warn">{t("failed", { count: unread })}</p>}
    </Card>
  );
}
