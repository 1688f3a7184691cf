"use client";

import { useTranslations } from "next-intl";
import type { FileProblem, UnitProblem } from "./units";

/** The dialog's sentence for a refused file. */
export function useFileProblemText() {
  const t = useTranslations("translations.exchange.fileProblem");
  return (problem: FileProblem, name: string, lang: string): string => {
    switch (problem.code) {
      case "malformed":
        return t("malformed", { name, detail: problem.detail });
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
  return (problem: UnitProblem & { unit: string }): string =>
    problem.code === "loneSurrogate"
      ? t("loneSurrogate", { unit: problem.unit })
      : t(problem.code, { unit: problem.unit, code: problem.codeId });
}
