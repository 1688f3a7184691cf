"use client";

import { CircleX, Plus, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { CheckResult } from "@/lib/i18n/icu-checks";
import type { Problem } from "../checks/findings";
import { DismissControl, type DismissHandle } from "./DismissControl";

/** One sentence per problem, from the `translations.checks` messages. */
export function useCheckText() {
  const t = useTranslations("translations.checks");
  const arg = (name: string) => `{${name}}`;
  const tag = (name: string) => `<${name}>`;
  return (issue: Problem): string => {
    switch (issue.code) {
      case "empty":
        return t("empty");
      case "syntax":
        return t("syntax", { position: issue.position, kind: issue.kind });
      case "unbalancedTag":
        return t("unbalancedTag", { position: issue.position });
      case "missingArgument":
        return t("missingArgument", { name: arg(issue.name) });
      case "extraArgument":
        return t("extraArgument", { name: arg(issue.name) });
      case "argumentType":
        return t("argumentType", {
          name: arg(issue.name),
          expected: t(`kinds.${issue.expected}`),
          actual: t(`kinds.${issue.actual}`),
        });
      case "missingOther":
        return t("missingOther", { name: arg(issue.name) });
      case "pluralCategory":
        return t("pluralCategory", { name: arg(issue.name), category: issue.category, allowed: issue.allowed });
      case "missingTag":
        return t("missingTag", { name: tag(issue.name) });
      case "extraTag":
        return t("extraTag", { name: tag(issue.name) });
      case "leadingWhitespace":
        return t("leadingWhitespace");
      case "trailingWhitespace":
        return t("trailingWhitespace");
      case "finalPunctuation":
        return issue.expected
          ? t("finalPunctuation", { expected: issue.expected })
          : t("extraPunctuation", { actual: issue.actual });
      case "identical":
        return t("identical");
      case "tooLong":
        return t("tooLong", { ratio: issue.ratio });
      case "glossaryMissing":
        return t("glossaryMissing", { term: issue.term, expected: issue.expected });
      case "glossaryTranslated":
        return t("glossaryTranslated", { term: issue.term });
    }
  };
}

export interface CheckListProps {
  checks: CheckResult;
  /** Further hints that do not block a save: same as the source, far longer, the glossary's terms. */
  hints?: readonly Problem[];
  /** Errors are shown only once the translator typed or tried to save (an untouched empty text is no mistake yet). */
  showErrors?: boolean;
  /** Inserts a missing placeholder or tag at the cursor. */
  onInsert?: (text: string) => void;
  /** After a blocked save: announced at once. */
  emphasize?: boolean;
  /** Lets the translator dismiss a warning or hint with a reason (the token's findings); none in a suggestion. */
  dismiss?: DismissHandle;
  id?: string;
}

/**
 * Errors (they block saving, each missing placeholder with an insert button), warnings and hints (they do not; each
 * can be dismissed with a reason where `dismiss` is given, and then leaves the list and the language's count).
 */
export function CheckList({
  checks,
  hints = [],
  showErrors = true,
  onInsert,
  emphasize = false,
  dismiss,
  id,
}: CheckListProps) {
  const t = useTranslations("translations");
  const text = useCheckText();
  const errors = showErrors ? checks.errors : [];
  const notes = [...checks.warnings, ...hints];
  const open = dismiss ? notes.filter((problem) => !dismiss.dismissed(problem)) : notes;
  const dismissed = dismiss ? notes.filter((problem) => dismiss.dismissed(problem)) : [];
  if (errors.length === 0 && notes.length === 0) return null;
  return (
    <div className="space-y-1">
      <ul
        id={id}
        role={emphasize ? "alert" : undefined}
        aria-label={t("checks.title")}
        className="space-y-1 text-sm"
        data-testid="token-checks"
      >
        {errors.map((issue, index) => (
          <li key={`e${index}`} className="flex items-start gap-2" data-code={issue.code}>
            <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-bad" />
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
              <span className="text-ink">
                <span className="sr-only">{t("checks.errorLabel")} </span>
                {text(issue)}
              </span>
              {onInsert && (issue.code === "missingArgument" || issue.code === "missingTag") && (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<Plus aria-hidden className="size-3.5" />}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onInsert(issue.insert)}
                >
                  {t("checks.insert", {
                    text: issue.insert.length > 40 ? `${issue.insert.slice(0, 40)}…` : issue.insert,
                  })}
                </Button>
              )}
            </div>
          </li>
        ))}
        {open.map((warning, index) => (
          <li key={`w${index}`} className="flex items-start gap-2" data-code={warning.code} data-testid="check-hint">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warn" />
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
              <span className="min-w-0 text-ink">
                <span className="sr-only">{t("checks.warningLabel")} </span>
                {text(warning)}
              </span>
              {dismiss && <DismissControl problem={warning} label={text(warning)} handle={dismiss} />}
            </div>
          </li>
        ))}
      </ul>
      {dismiss && dismissed.length > 0 && <DismissedList problems={dismissed} handle={dismiss} text={text} />}
    </div>
  );
}

function DismissedList({
  problems,
  handle,
  text,
}: {
  problems: readonly Problem[];
  handle: DismissHandle;
  text: (problem: Problem) => string;
}) {
  const t = useTranslations("translations.checks.dismiss");
  return (
    <details className="text-sm" data-testid="dismissed-checks">
      <summary className="cursor-pointer text-muted">{t("dismissed", { count: problems.length })}</summary>
      <ul className="mt-1 space-y-1 pl-6">
        {problems.map((problem, index) => (
          <li key={index} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="text-muted line-through">{text(problem)}</span>
            <span className="text-ink">{t("because", { reason: handle.reason(problem) })}</span>
            <Button size="sm" variant="ghost" onClick={() => handle.restore(problem)}>
              {t("restore")}
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-1 pl-6 text-xs text-muted">{t("where")}</p>
    </details>
  );
}
