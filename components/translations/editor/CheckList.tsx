"use client";

import { CircleX, Plus, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { CheckResult, TranslationIssue, TranslationWarning } from "@/lib/i18n/icu-checks";

/** One sentence per problem, from the `translations.checks` messages. */
export function useCheckText() {
  const t = useTranslations("translations.checks");
  const arg = (name: string) => `{${name}}`;
  const tag = (name: string) => `<${name}>`;
  return (issue: TranslationIssue | TranslationWarning): string => {
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
    }
  };
}

export interface CheckListProps {
  checks: CheckResult;
  /** Inserts a missing placeholder or tag at the cursor. */
  onInsert?: (text: string) => void;
  /** After a blocked save: announced at once. */
  emphasize?: boolean;
  id?: string;
}

/** Errors (they block saving, each missing placeholder with an insert button) and warnings (they do not). */
export function CheckList({ checks, onInsert, emphasize = false, id }: CheckListProps) {
  const t = useTranslations("translations");
  const text = useCheckText();
  if (checks.errors.length === 0 && checks.warnings.length === 0) return null;
  return (
    <ul
      id={id}
      role={emphasize ? "alert" : undefined}
      aria-label={t("checks.title")}
      className="space-y-1 text-sm"
      data-testid="token-checks"
    >
      {checks.errors.map((issue, index) => (
        <li key={`e${index}`} className="flex items-start gap-2">
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
      {checks.warnings.map((warning, index) => (
        <li key={`w${index}`} className="flex items-start gap-2">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warn" />
          <span className="min-w-0 text-ink">
            <span className="sr-only">{t("checks.warningLabel")} </span>
            {text(warning)}
          </span>
        </li>
      ))}
    </ul>
  );
}
