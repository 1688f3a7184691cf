import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { guard } from "@/lib/guards";

/** The parts of a console error the UI reads; BFF errors rethrown by the browser client have this shape. */
export interface ErrorInfo {
  code?: string;
  message?: string;
  permission?: string;
}

const errorShape = guard.objectOf({
  code: guard.maybe(guard.string),
  message: guard.maybe(guard.string),
  permission: guard.maybe(guard.string),
});

/** Reads code/message/permission from whatever was thrown (an Error, a parsed JSON body, a string). */
export function describeError(error: unknown): ErrorInfo {
  if (typeof error === "string") return { message: error };
  const parsed = errorShape.safeParse(error);
  return parsed.success ? parsed.data : {};
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
      const values = info.permission ? { permission: info.permission } : undefined;
      if (info.code && tErrors.has(info.code)) return tErrors(info.code, values);
      if (info.permission) return t("permission.denied", { permission: info.permission });
      return info.message || t("errors.generic");
    },
    [tErrors, t],
  );
}
