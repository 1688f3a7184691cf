"use client";

import { Info } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCurrencyUnknownShown } from "@/components/ai/shared/currency-unknown";

/** Above a page that shows amounts without a currency: why there is none (nothing the token may read states it). */
export function CurrencyUnknownNotice() {
  const t = useTranslations("shell");
  if (!useCurrencyUnknownShown()) return null;
  return (
    <p
      role="note"
      data-testid="currency-unknown"
      className="mb-4 flex items-start gap-2 rounded-md border border-line bg-raised px-3 py-2 text-sm text-ink"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
      <span className="min-w-0">{t("currencyUnknown")}</span>
    </p>
  );
}
