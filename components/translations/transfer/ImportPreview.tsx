"use client";

import { useLocale, useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { formatNumber } from "@/lib/format";
import { useCheckText } from "../editor/CheckList";
import { isApplicable, type ImportPlan } from "../model/transfer";
import { useUnitProblemText } from "../exchange/use-problem-text";

/** Changes listed in full up to this many; the rest are counted (and applied when selected). */
const SHOWN_CHANGES = 300;

export interface ImportPreviewProps {
  plan: ImportPlan;
  excluded: ReadonlySet<string>;
  onToggle: (key: string, include: boolean) => void;
}

/** What an import would change: each key with its current and new text; changes failing a check are not applied. */
export function ImportPreview({ plan, excluded, onToggle }: ImportPreviewProps) {
  const t = useTranslations("translations.import");
  const locale = useLocale();
  const checkText = useCheckText();
  const unitProblemText = useUnitProblemText();
  const blocked = plan.changes.filter((c) => !isApplicable(c)).length;
  const n = (value: number) => formatNumber(value, locale);

  return (
    <section aria-label={t("previewTitle")} className="space-y-3" data-testid="import-preview">
      <p className="text-sm text-ink">
        {t("summary", {
          changes: n(plan.changes.length),
          unchanged: n(plan.unchanged),
          unknown: n(plan.unknown.length),
          blocked: n(blocked),
        })}
      </p>
      {plan.changes.length > 0 && (
        <table className="w-full table-fixed border-collapse text-sm">
          <thead>
            <tr className="border-b border-line text-left text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="w-10 py-1.5">
                <span className="sr-only">{t("include")}</span>
              </th>
              <th scope="col" className="w-1/4 py-1.5 pr-2">
                {t("key")}
              </th>
              <th scope="col" className="py-1.5 pr-2">
                {t("before")}
              </th>
              <th scope="col" className="py-1.5">
                {t("after")}
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.changes.slice(0, SHOWN_CHANGES).map((change) => {
              const invalid = !isApplicable(change);
              return (
                <tr key={change.key} className="border-b border-line align-top" data-key={change.key}>
                  <td className="py-1.5">
                    <Checkbox
                      aria-label={t("includeKey", { key: change.key })}
                      checked={!invalid && !excluded.has(change.key)}
                      disabled={invalid}
                      onCheckedChange={(checked) => onToggle(change.key, checked === true)}
                    />
                  </td>
                  <td className="break-all py-1.5 pr-2 font-mono text-xs text-muted">{change.key}</td>
                  <td className="break-words py-1.5 pr-2 text-muted">
                    {change.before || <em>{t("untranslated")}</em>}
                  </td>
                  <td className="break-words py-1.5 text-ink">
                    {change.after}
                    {invalid && (
                      <p className="mt-1 text-xs text-bad">
                        {t("blockedBy", {
                          reason: change.refusal ? unitProblemText(change.refusal) : checkText(change.errors[0]),
                        })}
                      </p>
                    )}
                    {change.draft && !invalid && <p className="mt-1 text-xs text-muted">{t("draftInFile")}</p>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {plan.changes.length > SHOWN_CHANGES && (
        <p className="text-sm text-muted">{t("more", { count: plan.changes.length - SHOWN_CHANGES })}</p>
      )}
      {plan.unknown.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted">{t("unknownKeys", { count: plan.unknown.length })}</summary>
          <p className="mt-1 break-all font-mono text-xs text-muted">{plan.unknown.slice(0, 100).join(", ")}</p>
        </details>
      )}
    </section>
  );
}
