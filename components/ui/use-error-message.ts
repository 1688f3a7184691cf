import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { guard } from "@/lib/guards";

/** The parts of a console error the UI reads; BFF errors rethrown by the browser client have this shape. */
export interface ErrorInfo {
  code?: string;
  message?: string;
  permission?: string;
  requestId?: string;
  /** The portal operation the error names, as the spec writes it: `GET /dashboards`. */
  operation?: string;
  /** The upstream the error is about (`portal`, `gateway`), when the BFF names one. */
  upstream?: string;
}

const errorShape = guard.objectOf({
  code: guard.maybe(guard.string),
  message: guard.maybe(guard.string),
  permission: guard.maybe(guard.string),
  requestId: guard.maybe(guard.string),
  operation: guard.maybe(guard.objectOf({ method: guard.string, path: guard.string })),
  upstream: guard.maybe(guard.objectOf({ service: guard.string })),
});

/** Reads code/message/permission/request id from whatever was thrown (an Error, a parsed JSON body, a string). */
export function describeError(error: unknown): ErrorInfo {
  if (typeof error === "string") return { message: error };
  const parsed = errorShape.safeParse(error);
  if (!parsed.success) return {};
  const { operation, upstream, ...rest } = parsed.data;
  return {
    ...rest,
    ...(operation ? { operation: `${operation.method} ${operation.path}` } : {}),
    ...(upstream ? { upstream: upstream.service } : {}),
  };
}

/**
 * Error codes are dynamic strings from the server, so the `errors` namespace (owned by the lead) is looked up with
 * `has` first; the typed translator does not accept arbitrary keys, hence this narrow view of it.
 */
interface DynamicTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** Turns a thrown value into one user-facing sentence: the code's message, else the permission, else its text. */
export function useErrorMessage(): (error: unknown) => string {
  const tErrors = useTranslations("errors") as unknown as DynamicTranslator;
  const t = useTranslations("common");
  return useCallback(
    (error: unknown) => {
      const info = describeError(error);
      const values = {
        ...(info.permission ? { permission: info.permission } : {}),
        ...(info.operation ? { operation: info.operation } : {}),
        // Messages about an upstream name it; the portal unless the BFF said otherwise.
        upstream: info.upstream ?? "portal",
      };
      if (info.code && tErrors.has(info.code)) return tErrors(info.code, values);
      if (info.permission) return t("permission.denied", { permission: info.permission });
      return info.message || t("errors.generic");
    },
    [tErrors, t],
  );
}
