"use client";

import { useTranslations } from "next-intl";
import type { GlossaryFileProblem } from "@/lib/i18n/glossary-exchange";

/** A problem of the import dialog: the file's, or the dialog's own (a file of another kind, or one too large). */
export type GlossaryImportProblem = GlossaryFileProblem | { line: 0; code: "format" | "tooLarge" };

/**
 * The dialog's sentence for a problem: a row's names the row and field; a TBX file the parser stopped on names its
 * line and why, in the words the translators' file import uses.
 */
export function useGlossaryProblemText() {
  const t = useTranslations("translations.glossary.import");
  const reasons = useTranslations("translations.exchange.fileProblem.reasons");
  return (problem: GlossaryImportProblem): string => {
    switch (problem.code) {
      case "required":
      case "tooLong":
      case "invalid":
        return t("problemAt", { line: problem.line, field: problem.field, reason: t(`codes.${problem.code}`) });
      case "malformed":
        return problem.fileLine === undefined
          ? t("codes.malformed", { reason: reasons(problem.reason) })
          : t("codes.malformedAt", { line: problem.fileLine, reason: reasons(problem.reason) });
      case "notTbx":
        return t("codes.notTbx", { root: problem.root });
      case "unreadable":
        return t("codes.unreadable", { detail: problem.detail });
      default:
        return t(`codes.${problem.code}`);
    }
  };
}
