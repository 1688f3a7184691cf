"use client";

import { useLocale, useTranslations } from "next-intl";
import { memo } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { ShowMore, useShowMore } from "@/components/ui/show-more";
import { formatNumber } from "@/lib/format";
import { useCheckText } from "../editor/CheckList";
import { isApplicable, type ImportChange, type ImportPlan } from "../model/transfer";
import { useUnitProblemText } from "../exchange/use-problem-text";
import { ChangedText } from "./VisibleText";

/** Changes listed at first and per "Show more"; the others are applied as they were selected at first. */
const LISTED_AT_ONCE = 50;
/**
 * Changes drawn per frame, so that drawing the list never holds the page long: fifty rows at once took up to a
 * quarter of a second on a busy 2-core machine.
 */
const DRAWN_PER_FRAME = 10;

export interface ImportPreviewProps {
  plan: ImportPlan;
  excluded: ReadonlySet<string>;
  onToggle: (key: string, include: boolean) => void;
  /** The source language's name, for the note on a translation of an outdated source text. */
  sourceLanguage: string;
}

/** Why a change is not applied, or what the translator should know before applying it. */
function ChangeNotes({ change, sourceLanguage }: { change: ImportChange; sourceLanguage: string }) {
  const t = useTranslations("translations.import");
  const checkText = useCheckText();
  const unitProblemText = useUnitProblemText();
  return (
    <>
      {!isApplicable(change) && (
        <p className="mt-1 text-xs text-bad">
          {t("blockedBy", {
            reason: change.refusal ? unitProblemText(change.refusal) : checkText(change.errors[0]),
          })}
        </p>
      )}
      {change.draft && isApplicable(change) && <p className="mt-1 text-xs text-muted">{t("draftInFile")}</p>}
      {change.staleSource !== undefined && (
        <div className="mt-1 space-y-0.5 text-xs text-warn" data-testid="stale-source">
          <p>{t("staleSource", { language: sourceLanguage })}</p>
          <p className="text-muted">
            {t("staleThen")} <ChangedText text={change.staleSource} other={change.source} side="before" />
          </p>
          <p className="text-muted">
            {t("staleNow")} <ChangedText text={change.source} other={change.staleSource} side="after" />
          </p>
        </div>
      )}
    </>
  );
}

interface ChangeRowProps {
  change: ImportChange;
  included: boolean;
  onToggle: ImportPreviewProps["onToggle"];
  sourceLanguage: string;
}

/** One change; memoized, so that drawing the next rows or ticking one box does not draw the others again. */
const ChangeRow = memo(function ChangeRow({ change, included, onToggle, sourceLanguage }: ChangeRowProps) {
  const t = useTranslations("translations.import");
  const invalid = !isApplicable(change);
  return (
    <tr
      className="border-b border-line align-top max-sm:grid max-sm:grid-cols-[2rem_1fr] max-sm:gap-y-1 max-sm:py-2"
      data-key={change.key}
    >
      <td className="py-1.5 max-sm:py-0">
        <Checkbox
          aria-label={t("includeKey", { key: change.key })}
          checked={!invalid && included}
          disabled={invalid}
          onCheckedChange={(checked) => onToggle(change.key, checked === true)}
        />
      </td>
      <td className="break-all py-1.5 pr-2 font-mono text-xs text-muted max-sm:self-center max-sm:py-0">
        {change.key}
      </td>
      <td className="py-1.5 pr-2 text-muted max-sm:col-start-2 max-sm:py-0" data-side="before">
        <span className="block text-xs uppercase tracking-wide sm:hidden">{t("before")}</span>
        {change.before ? (
          <ChangedText text={change.before} other={change.after} side="before" />
        ) : (
          <em>{t("untranslated")}</em>
        )}
      </td>
      <td className="py-1.5 text-ink max-sm:col-start-2 max-sm:py-0" data-side="after">
        <span className="block text-xs uppercase tracking-wide text-muted sm:hidden">{t("after")}</span>
        <ChangedText text={change.after} other={change.before} side="after" />
        <ChangeNotes change={change} sourceLanguage={sourceLanguage} />
      </td>
    </tr>
  );
});

/**
 * What an import would change: each key with its current and new text, invisible characters marked and the changed
 * words highlighted; changes failing a check are not applied.
 */
export function ImportPreview({ plan, excluded, onToggle, sourceLanguage }: ImportPreviewProps) {
  const t = useTranslations("translations.import");
  const locale = useLocale();
  const { shown, next, more } = useShowMore(plan.changes, LISTED_AT_ONCE, DRAWN_PER_FRAME);
  const blocked = plan.changes.filter((c) => !isApplicable(c)).length;
  const stale = plan.changes.filter((c) => c.staleSource !== undefined).length;
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
      {/* A converter that misread its input hands back its template: nothing differs, and the translator must know. */}
      {plan.changes.length === 0 && (
        <p className="text-sm text-warn" data-testid="no-changes">
          {t("noChanges")}
        </p>
      )}
      {stale > 0 && (
        <p className="text-sm text-warn">{t("staleSummary", { count: stale, language: sourceLanguage })}</p>
      )}
      {plan.changes.length > 0 && (
        <>
          <p className="text-xs text-muted">{t("marksLegend")}</p>
          {/* Below the sm breakpoint each change stacks: its key beside the checkbox, then the two texts. */}
          <table className="w-full border-collapse text-sm max-sm:block sm:table-fixed">
            <thead className="max-sm:sr-only">
              <tr className="border-b border-line text-left text-xs uppercase tracking-wide text-muted">
                <th scope="col" className="w-8 py-1.5">
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
            <tbody className="max-sm:block">
              {shown.map((change) => (
                <ChangeRow
                  key={change.key}
                  change={change}
                  included={!excluded.has(change.key)}
                  onToggle={onToggle}
                  sourceLanguage={sourceLanguage}
                />
              ))}
            </tbody>
          </table>
        </>
      )}
      <ShowMore
        summary={t("listed", { shown: n(shown.length), total: n(plan.changes.length) })}
        next={next}
        onMore={more}
      />
      {plan.unknown.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted">{t("unknownKeys", { count: plan.unknown.length })}</summary>
          <p className="mt-1 break-all font-mono text-xs text-muted">{plan.unknown.slice(0, 100).join(", ")}</p>
        </details>
      )}
    </section>
  );
}
