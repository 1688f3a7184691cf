"use client";

import { useTranslations } from "next-intl";
import { ApiError } from "@/lib/api/error";

/** For dialogs that show what their confirm threw: the portal's reason folded into one readable message. */
export function useWithPortalReason() {
  const t = useTranslations("backups.errors");
  return (error: unknown): unknown =>
    error instanceof ApiError && error.code === "upstream_rejected" && error.message
      ? { message: t("refused", { reason: error.message }) }
      : error;
}
