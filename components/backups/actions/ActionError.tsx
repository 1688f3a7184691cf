"use client";

import { useTranslations } from "next-intl";
import { FormError } from "@/components/ui/form-error";
import { ApiError } from "@/lib/api/error";

/**
 * A refused action: the console's message for the code and, when the portal said why (a 409 "already running"),
 * its reason under it.
 */
export function ActionError({ error }: { error: unknown }) {
  const t = useTranslations("backups.errors");
  if (error === null || error === undefined) return null;
  const reason = error instanceof ApiError && error.code === "upstream_rejected" && error.message ? error.message : null;
  return (
    <div className="space-y-1">
      <FormError error={error} />
      {reason && <p className="text-sm text-muted">{t("portalSaid", { reason })}</p>}
    </div>
  );
}

/** For dialogs that show what their confirm threw: the portal's reason folded into one readable message. */
export function useWithPortalReason() {
  const t = useTranslations("backups.errors");
  return (error: unknown): unknown =>
    error instanceof ApiError && error.code === "upstream_rejected" && error.message
      ? { message: t("refused", { reason: error.message }) }
      : error;
}
