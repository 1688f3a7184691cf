"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { FieldError } from "./model/build-request";

/** Error codes come from the request builder at run time; this narrow view of the translator takes them as strings. */
interface DynamicTranslator {
  (key: string, values?: Record<string, string | number>): string;
}

/** A field's error in the user's language: the limit it broke, the JSON problem, or the gateway's own words. */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const t = useTranslations("playground.fieldErrors") as unknown as DynamicTranslator;
  return useCallback(
    (error) => {
      if (!error) return undefined;
      if (error.code === "schemaProblem" && error.problem) {
        return t(`schema.${error.problem.code}`, { path: error.problem.path, name: error.problem.name ?? "" });
      }
      return t(error.code, error.values);
    },
    [t],
  );
}
