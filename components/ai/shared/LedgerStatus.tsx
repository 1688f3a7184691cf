"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ErrorState } from "@/components/ui/error-state";
import type { useLedger } from "@/lib/api/ledger";
import { UnreadNotice } from "./UnreadNotice";

type LedgerQuery = ReturnType<typeof useLedger>;

/**
 * The ledger's state above a list whose rows carry its figures: a failed read with its Retry, or the keys it left
 * out. While the list itself fails, its own error card speaks for both; once the list reads again, so does a failed
 * ledger, so that one Retry brings back the whole page.
 */
export function LedgerStatus({
  ledger,
  list,
}: {
  ledger: LedgerQuery;
  list: { isError: boolean; dataUpdatedAt: number };
}) {
  const t = useTranslations("ai.ledger");
  const failed = Boolean(ledger.error && !ledger.data);
  const { refetch } = ledger;
  useEffect(() => {
    if (failed && list.dataUpdatedAt > 0) void refetch();
    // Only a fresh answer of the list asks again; a ledger failing on its own keeps its card and Retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.dataUpdatedAt]);

  if (list.isError) return null;
  if (failed)
    return (
      <ErrorState compact className="mb-3" error={ledger.error} title={t("failed")} onRetry={() => void refetch()} />
    );
  if (!ledger.data) return null;
  return (
    <div className="mb-3">
      <UnreadNotice ledger={ledger.data.ledger} onRetry={() => void refetch()} />
    </div>
  );
}
