"use client";

import { CircleAlert, CircleSlash, KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ErrorState } from "@/components/ui/error-state";
import { OutageNote } from "@/components/ui/outage-note";
import { useErrorMessage } from "@/components/ui/use-error-message";
import { ApiError } from "@/lib/api/error";
import { outageOf } from "@/lib/api/outage";
import { gatewayMessage } from "@/lib/gateway/browser";
import { preloadOn, WhenOpened } from "@/components/ui/lazy";
import { LazyGatewayKeyDialog } from "./LazyGatewayKeyDialog";

const KEY_CODES = new Set(["gateway_key_missing", "gateway_key_rejected"]);

export const isKeyProblem = (error: unknown) => error instanceof ApiError && KEY_CODES.has(error.code);

type GatewayEndpointName = "chat" | "embeddings" | "rerank" | "models";
const ENDPOINT_PATHS: Record<string, GatewayEndpointName> = {
  "/v1/chat/completions": "chat",
  "/v1/embeddings": "embeddings",
  "/v1/rerank": "rerank",
  "/v1/models": "models",
};

/** The endpoint a `gateway_endpoint_missing` error names (the BFF's message ends with its path), else undefined. */
export function missingEndpointOf(error: unknown): GatewayEndpointName | undefined {
  if (!(error instanceof ApiError) || error.code !== "gateway_endpoint_missing") return undefined;
  const path = /\/v1\/[a-z/]+/.exec(error.message)?.[0];
  return (path && ENDPOINT_PATHS[path]) || "chat";
}

/** One sentence for a failed gateway call: the gateway's own message when it sent one, else the error code's text. */
export function useGatewayErrorText() {
  const t = useTranslations("playground.errors");
  const generic = useErrorMessage();
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === "gateway_key_rejected") return t("keyRejected");
    if (error instanceof ApiError && error.code === "gateway_key_missing") return t("keyMissing");
    const missing = missingEndpointOf(error);
    if (missing) return t(`endpointMissing.${missing}`);
    const upstream = gatewayMessage(error);
    return upstream ? t("gatewaySaid", { message: upstream }) : generic(error);
  };
}

/** What to do when there is no usable key: names both ways out (a session key here, GATEWAY_API_KEY on the server). */
export function GatewayKeyNotice({ error, className }: { error: unknown; className?: string }) {
  const t = useTranslations("playground.errors");
  const text = useGatewayErrorText();
  const [open, setOpen] = useState(false);
  return (
    <div
      role="alert"
      className={cn("flex flex-wrap items-start gap-3 rounded-lg border border-warn/40 bg-warn/10 p-4", className)}
    >
      <KeyRound aria-hidden className="mt-0.5 size-5 shrink-0 text-warn" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium text-ink">{t("keyTitle")}</p>
        <p className="text-sm text-ink">{text(error)}</p>
      </div>
      <Button variant="primary" size="sm" onClick={() => setOpen(true)} {...preloadOn(LazyGatewayKeyDialog.preload)}>
        {t("setKey")}
      </Button>
      <WhenOpened open={open}>
        <LazyGatewayKeyDialog open={open} onOpenChange={setOpen} />
      </WhenOpened>
    </div>
  );
}

/** What a gateway without this endpoint offers instead of a failure: a plain statement, no retry (it would 404 again). */
function EndpointMissingNotice({ error, className }: { error: unknown; className?: string }) {
  const t = useTranslations("playground.errors");
  const text = useGatewayErrorText();
  return (
    <div
      role="status"
      data-testid="endpoint-missing"
      className={cn("flex items-start gap-3 rounded-lg border border-line bg-raised p-4", className)}
    >
      <CircleSlash aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium text-ink">{t("endpointMissingTitle")}</p>
        <p className="text-sm text-ink">{text(error)}</p>
      </div>
    </div>
  );
}

/**
 * A failed gateway call: the key notice for key problems, a notice for a missing endpoint, otherwise the message with
 * an optional retry. `read`: the failure of a read (the model list), which, while the gateway cannot be reached, is
 * the compact outage note of every read (it recovers by itself); a run the user started keeps its error and Retry.
 */
export function GatewayError({
  error,
  onRetry,
  compact,
  read,
  className,
}: {
  error: unknown;
  onRetry?: () => void;
  compact?: boolean;
  read?: boolean;
  className?: string;
}) {
  const text = useGatewayErrorText();
  const tCommon = useTranslations("common");
  const outage = read ? outageOf(error) : null;
  if (outage) return <OutageNote upstream={outage.upstream} className={className} />;
  if (isKeyProblem(error)) return <GatewayKeyNotice error={error} className={className} />;
  if (missingEndpointOf(error)) return <EndpointMissingNotice error={error} className={className} />;
  if (compact) {
    return (
      <div
        role="alert"
        className={cn(
          "flex items-start gap-2 rounded-md border border-bad/40 bg-bad/10 px-3 py-2 text-sm text-ink",
          className,
        )}
      >
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-bad" />
        <span className="min-w-0 flex-1 break-words">{text(error)}</span>
        {onRetry && (
          <Button size="sm" onClick={onRetry}>
            {tCommon("actions.retry")}
          </Button>
        )}
      </div>
    );
  }
  return <ErrorState error={{ message: text(error) }} onRetry={onRetry} className={className} />;
}
