"use client";

import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/feedback";
import { usePortalCurrency } from "./use-portal-currency";

/**
 * Amounts once the portal's currency is settled: `pending` (a skeleton) until then, so that no amount ever shows
 * in another currency first; `null` when nothing the token may read states one.
 */
export function WithPortalCurrency({
  children,
  pending = <Skeleton lines={2} />,
}: {
  children: (currency: string | null) => ReactNode;
  pending?: ReactNode;
}) {
  const currency = usePortalCurrency();
  return currency === undefined ? pending : children(currency);
}
