"use client";

import { useTranslations } from "next-intl";
import type { Ledger } from "@/lib/cost/ledger";
import { LinkButton } from "@/components/ui/button";
import { PermissionNotice } from "@/components/ui/permission-notice";

/** Keys named in the notice; the rest are counted. */
const NAMED = 5;

/**
 * What the figures leave out: the keys whose cost the portal did not give, by name, never counted as zero, with a
 * Retry (the BFF asks the portal again for exactly those). A refused permission is named instead.
 */
export function UnreadNotice({ ledger, onRetry }: { ledger: Ledger; onRetry?: () => void }) {
  const t = useTranslations("ai.ledger");
  const unread = ledger.keys.filter((key) => key.unread);
  if (unread.length === 0 && !ledger.mixedCurrencies) return null;
  const refused = unread.find((key) => key.unread?.permission)?.unread?.permission;
  const names = unread.slice(0, NAMED).map((key) => key.name || key.id);
  return (
    <div className="space-y-2" data-testid="ledger-unread">
      {refused && <PermissionNotice permission={refused} />}
      {unread.length > 0 && (
        <p role="status" className="rounded-md border border-warn/40 bg-warn/10 px-3 py-2 text-sm">
          {t("unread", { count: unread.length })} <span className="font-medium">{names.join(", ")}</span>
          {unread.length > NAMED && ` ${t("unreadMore", { count: unread.length - NAMED })}`}
          {onRetry && (
            <>
              {" "}
              <LinkButton onClick={onRetry}>{t("retry")}</LinkButton>
            </>
          )}
        </p>
      )}
      {ledger.mixedCurrencies && (
        <p role="status" className="rounded-md border border-warn/40 bg-warn/10 px-3 py-2 text-sm">
          {t("mixedCurrencies", { currencies: ledger.mixedCurrencies.join(", ") })}
        </p>
      )}
    </div>
  );
}
