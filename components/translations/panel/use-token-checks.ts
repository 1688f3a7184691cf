"use client";

import { useMemo } from "react";
import { checkTranslation } from "@/lib/i18n/icu-checks";
import { findingId, tokenFindings, type Problem } from "../checks/findings";
import type { DismissHandle } from "../editor/DismissControl";
import type { TokenRow } from "../model/rows";
import type { PanelScope } from "./panel-scope";

/** Kinds the check list adds to the editor's own checks: its warnings already hold the blanks. */
const HINT_KINDS = new Set(["identical", "length", "glossary"]);

/**
 * The checks of the text being edited: the editor's own (errors block a save), the language-level hints and the
 * glossary's, and the token's dismissals for this text.
 */
export function useTokenChecks(row: TokenRow, text: string, scope: PanelScope | null, lang: string) {
  const checks = useMemo(() => checkTranslation(row.source, text, lang), [row.source, text, lang]);
  const hints = useMemo<Problem[]>(
    () =>
      scope
        ? tokenFindings(row.key, row.source, text, lang, scope.isSource, scope.glossary)
            .filter((finding) => HINT_KINDS.has(finding.kind))
            .map((finding) => finding.problem)
        : [],
    [row.key, row.source, text, lang, scope],
  );
  const dismiss = useMemo<DismissHandle | undefined>(() => {
    if (!scope) return undefined;
    const { dismissals } = scope;
    return {
      dismissed: (problem) => dismissals.of(row.key, findingId(problem), text) !== undefined,
      reason: (problem) => dismissals.of(row.key, findingId(problem), text)?.reason ?? "",
      dismiss: (problem, reason) => dismissals.dismiss(row.key, findingId(problem), text, reason),
      restore: (problem) => dismissals.restore(row.key, findingId(problem)),
    };
  }, [scope, row.key, text]);
  return { checks, hints, dismiss, hasErrors: checks.errors.length > 0 };
}
