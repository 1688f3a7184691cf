"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { decodeValidation } from "./validation-messages";

/** Turns a form error into the user's words: an encoded rule becomes "<label> is at most 255 characters." */
export function useValidationText() {
  const t = useTranslations("errors.validation");
  return (message: string | undefined, label: ReactNode): string | undefined => {
    const decoded = decodeValidation(message);
    if (!decoded) return message;
    const field = typeof label === "string" && label.trim() !== "" ? label : t("field");
    return t(decoded.key, { field, ...decoded.values });
  };
}
