"use client";

import { useTranslations } from "next-intl";
import type { FileProblem, UnitProblem } from "./units";

/** The dialog's sentence for a refused file. */
export function useFileProblemText() {
  const t = useTranslations("translations.exchange.fileProblem");
  const reasons = useTranslations("translations.exchange.fileProblem.reasons");
  return (problem: FileProblem, name: string, lang: string): string => {
    switch (problem.code) {
      case "malformed":
        return problem.line === undefined
          ? t("malformed", { name, reason: reasons(problem.reason) })
          : t("malformedAt", { name, reason: reasons(problem.reason), line: problem.line });
      case "notUtf8":
        return t("notUtf8", { name, line: problem.line });
      case "entryCount":
        return t("entryCount", { name, expected: problem.expected, found: problem.found });
      case "otherLanguage":
        return t("otherLanguage", { name, fileLang: problem.fileLang, lang });
      case "duplicateUnit":
        return t("duplicateUnit", { name, id: problem.id });
      case "loneSurrogate":
        return t("loneSurrogate", { name, line: problem.line });
      default:
        return t(problem.code, { name });
    }
  };
}

/** Why a unit of a translator's file is not applied, naming the unit. */
export function useUnitProblemText() {
  const t = useTranslations("translations.exchange.unitProblem");
  return (problem: UnitProblem & { unit: string }): string => {
    switch (problem.code) {
      case "incompleteTarget":
        return t("incompleteTarget", { unit: problem.unit, segment: problem.segment });
      case "badCharacter":
        return t("badCharacter", { unit: problem.unit, hex: problem.hex });
      case "gettextPlural":
        return t("gettextPlural", { unit: problem.unit });
      default:
        return t(problem.code, { unit: problem.unit, code: problem.codeId });
    }
  };
}
