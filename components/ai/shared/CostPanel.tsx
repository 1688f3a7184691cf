"use client";

import { useTranslations } from "next-intl";
import { QueryState } from "@/components/ui/query-state";
import { Skeleton } from "@/components/ui/feedback";
import { useLedger } from "@/lib/api/ledger";
import { CostView } from "./CostView";
import { PeriodPicker } from "./PeriodPicker";
import { usePeriod } from "./use-period";
import { usePortalCurrency } from "./use-portal-currency";

type Subject = { kind: "key"; id: string } | { kind: "project"; id: string };

/**
 * The cost tab of a key or project: a period (kept in the URL) and what its keys spent in it, from the same ledger
 * and the same cached per-key answers as the costs page, so both show the same figures.
 */
export function CostPanel({ subject }: { subject: Subject }) {
  const t = useTranslations("ai.cost");
  const period = usePeriod();
  const query = useLedger({ period, [subject.kind]: subject.id, previous: true }, { keepPrevious: true });
  // The ledger's amounts are in the currency its answers state, else the portal's; none is drawn before it is known.
  const currency = usePortalCurrency(query.data?.ledger.currency);
  const pending = <Skeleton lines={5} />;
  return (
    <div className="space-y-4" aria-busy={query.isFetching}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PeriodPicker period={period} label={t("periodLabel")} />
      </div>
      <QueryState query={query} pending={pending}>
        {(answer) =>
          currency === undefined ? (
            pending
          ) : (
            <CostView answer={answer} currency={currency} scope={subject.kind} onRetry={() => void query.refetch()} />
          )
        }
      </QueryState>
    </div>
  );
}
