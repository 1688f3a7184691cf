"use client";

import { CircleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { portalMessage } from "@/lib/api/portal-message";
import { cn } from "./cn";
import { useErrorMessage } from "./use-error-message";

/** A form's or dialog's error banner: the console's sentence for the code, then the portal's own words when it sent some. */
export function PortalError({ error, className }: { error: unknown; className?: string }) {
  const message = useErrorMessage();
  const t = useTranslations("common.errors");
  if (error === null || error === undefined || error === false) return null;
  const detail = portalMessage(error);
  return (
    <div
      role="alert"
      className={cn(
        "flex items-start gap-2 rounded-md border border-bad/40 bg-bad/10 px-3 py-2 text-sm text-ink",
        className,
      )}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-bad" />
      <div className="min-w-0 space-y-0.5 break-words">
        <p>{message(error)}</p>
        {detail && <p className="text-muted">{t("portalSaid", { message: detail })}</p>}
      </div>
    </div>
  );
}

/**
 * For dialogs that show errors through FormError (ConfirmDialog): an Error whose message carries both sentences,
 * so the portal's reason is not lost.
 */
export function usePortalErrorText(): (error: unknown) => Error {
  const message = useErrorMessage();
  const t = useTranslations("common.errors");
  return (error) => {
    const detail = portalMessage(error);
    return new Error(detail ? `${message(error)} ${t("portalSaid", { message: detail })}` : message(error));
  };
}
