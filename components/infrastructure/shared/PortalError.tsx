"use client";

import { CircleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { cn } from "@/components/ui/cn";
import { useErrorMessage } from "@/components/ui/use-error-message";
import { ApiError } from "@/lib/api/error";

const UpstreamMessage = z.looseObject({ message: z.string().optional() });

/** The portal's own words about a refusal ("client acme not found"), which the error code alone does not carry. */
export function portalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const text = UpstreamMessage.safeParse(error.upstream).data?.message;
  return text && text.trim() !== "" ? text : undefined;
}

/** A form's error banner: the console's sentence for the code, then what the portal said when it said something. */
export function PortalError({ error, className }: { error: unknown; className?: string }) {
  const message = useErrorMessage();
  const t = useTranslations("infrastructure.form");
  if (error === null || error === undefined || error === false) return null;
  const detail = portalMessage(error);
  return (
    <div role="alert" className={cn("flex items-start gap-2 rounded-md border border-bad/40 bg-bad/10 px-3 py-2 text-sm text-ink", className)}>
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-bad" />
      <div className="min-w-0 space-y-0.5 break-words">
        <p>{message(error)}</p>
        {detail && <p className="text-muted">{t("portalSaid", { message: detail })}</p>}
      </div>
    </div>
  );
}
