"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { NumberField } from "@/components/ui/text-fields";
import { useZodForm } from "@/components/ui/use-zod-form";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { findModel } from "@/components/playground/shared/gateway-models";
import { useGatewayMoney, usePlaygroundFormat } from "@/components/playground/shared/use-playground-format";
import type { TokenRow } from "../../model/rows";
import type { AssistantScope } from "../assistant-scope";
import { suggestionRequestFor } from "../use-suggestion";
import { useSuggestionModel } from "../use-suggestion-model";
import { createRun, type BatchRun } from "./batch-run";
import { answerTokens, costOf, pricesOf, promptTokens } from "./estimate";

/** Runs stay small enough for browser storage and a review; the filters narrow a larger selection. */
export const BATCH_LIMIT = 1000;

export interface BatchPlanFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scope: AssistantScope;
  /** The rows the editor shows now (its filters). */
  shown: readonly TokenRow[];
  /** Keys with a draft of the translator's: left out. */
  hasDraft: (key: string) => boolean;
  onStart: (run: BatchRun) => void;
}

/** What a run would cover (the untranslated tokens the editor shows), with which model, its estimate and limit. */
export function BatchPlanForm({ open, onOpenChange, scope, shown, hasDraft, onStart }: BatchPlanFormProps) {
  const t = useTranslations("translations.assistant");
  const f = usePlaygroundFormat();
  const money = useGatewayMoney();
  const { model, setModel, chatModels, noKey } = useSuggestionModel();
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();

  const eligible = useMemo(
    () => shown.filter((row) => !row.translated && row.source.trim() !== "" && !hasDraft(row.key)),
    [shown, hasDraft],
  );
  const taken = useMemo(() => eligible.slice(0, BATCH_LIMIT), [eligible]);
  // The list's pricing object keeps its identity between renders (query data): the estimate is computed once.
  const pricing = findModel(chatModels, model)?.pricing;
  const prices = useMemo(() => pricesOf({ pricing }), [pricing]);
  const estimate = useMemo(() => {
    const perToken = taken.map((row) => {
      const tokens = {
        prompt: promptTokens(suggestionRequestFor(scope, row, model)),
        answer: answerTokens(row.source),
      };
      return { key: row.key, tokens, cost: prices ? costOf(prices, tokens) : undefined };
    });
    const tokens = perToken.reduce((sum, item) => sum + item.tokens.prompt + item.tokens.answer, 0);
    const cost = prices ? perToken.reduce((sum, item) => sum + (item.cost ?? 0), 0) : undefined;
    return { perToken, tokens, cost };
  }, [taken, scope, model, prices]);

  const schema = useMemo(
    () =>
      z.object({
        limit: z
          .number({ message: t("batch.limitInvalid") })
          .min(0, t("batch.limitInvalid"))
          .max(100_000, t("batch.limitInvalid"))
          .optional(),
      }),
    [t],
  );
  const form = useZodForm(schema, { defaultValues: { limit: undefined } });

  const submit = form.handleSubmit((values) => {
    if (noKey) return setRefusal(t("suggest.noKey"));
    if (!model) return setRefusal(t("batch.noModel"));
    if (taken.length === 0) return setRefusal(t("batch.nothing"));
    const base = new Map(taken.map((row) => [row.key, row]));
    onStart(
      createRun({
        lang: scope.lang,
        model,
        limit: values.limit ?? null,
        items: estimate.perToken.map(({ key, cost }) => ({
          key,
          source: base.get(key)!.source,
          base: base.get(key)!.value,
          estimate: cost,
        })),
      }),
    );
  });

  const left = shown.length - eligible.length;
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onOpenChange={onOpenChange}
      title={t("batch.title")}
      description={t("batch.description")}
      submitLabel={t("batch.start")}
      submitting={false}
      onSubmit={submit}
      error={refusal}
      size="md"
    >
      <div className="space-y-1 text-sm text-ink" data-testid="batch-selection">
        <p>{t("batch.selection", { count: eligible.length, shown: shown.length })}</p>
        {left > 0 && <p className="text-muted">{t("batch.leftOut", { count: left })}</p>}
        {eligible.length > BATCH_LIMIT && <p className="text-warn">{t("batch.tooMany", { limit: BATCH_LIMIT })}</p>}
      </div>
      {noKey ? (
        <p data-testid="batch-no-key" className="text-sm text-ink">
          {t("suggest.noKey")}{" "}
          <Link href="/playground" className="text-accent underline">
            {t("suggest.openPlayground")}
          </Link>
        </p>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-model`} className="text-sm font-medium text-ink">
            {t("suggest.model")}
          </label>
          {chatModels.length > 0 ? (
            <select
              id={`${id}-model`}
              value={model}
              onChange={(event) => setModel(event.target.value)}
              className={cn(inputClasses, "h-9 pr-8")}
            >
              {chatModels.map((m) => (
                <option key={m.id} value={m.id ?? ""}>
                  {m.id}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-model`}
              value={model}
              onChange={(event) => setModel(event.target.value.trim())}
              spellCheck={false}
              autoComplete="off"
              className={cn(inputClasses, "h-9 font-mono")}
            />
          )}
        </div>
      )}
      <NumberField
        control={form.control}
        name="limit"
        label={t("batch.limit")}
        hint={t("batch.limitHint")}
        min={0}
        step="any"
        unit={money.pending ? undefined : (money.currency ?? undefined)}
      />
      <p className="text-sm text-ink" data-testid="batch-estimate">
        {estimate.cost === undefined
          ? t("batch.estimateUnavailable", { tokens: f.number(estimate.tokens) })
          : t("batch.estimate", { cost: money.cost(estimate.cost), tokens: f.number(estimate.tokens) })}
      </p>
    </FormDialog>
  );
}
