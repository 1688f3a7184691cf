"use client";

import { useTranslations } from "next-intl";
import { memo, type ReactNode } from "react";
import { CHAT_LIMITS, REASONING_EFFORTS } from "@/lib/gateway/limits";
import type { FieldErrorMap } from "./model/build-request";
import { isSupported, type ChatParams, type Field } from "./model/params";
import { OutputSettings } from "./OutputSettings";
import { CheckParam, NumberParam, SelectParam, StopParam, type ParamProps } from "./param-fields";
import { ToolSettings } from "./ToolSettings";
import { useFieldErrorText } from "./use-field-error-text";

export interface ParametersPanelProps {
  params: ChatParams;
  onChange: (patch: Partial<ChatParams>) => void;
  errors: FieldErrorMap;
  /** The chosen model's id and `supported_parameters` (null: unknown, nothing is disabled). */
  modelId: string;
  supported: readonly string[] | null | undefined;
  disabled?: boolean;
}

/** Every chat parameter, each disabled with a note when the chosen model does not take it. */
export const ParametersPanel = memo(function ParametersPanel({
  params,
  onChange,
  errors,
  modelId,
  supported,
  disabled,
}: ParametersPanelProps) {
  const t = useTranslations("playground.params");
  const errorText = useFieldErrorText();
  /** The common props of one parameter's field. */
  const base = (field: Field): ParamProps => ({
    field,
    label: t(`labels.${field}` as "labels.temperature"),
    error: errorText(errors[field]),
    unsupported: isSupported(field, supported) ? undefined : t("unsupported", { model: modelId }),
    disabled,
  });

  return (
    <div className="space-y-5" data-testid="parameters">
      {/* A bare OpenAI-compatible list names no parameters: say so once rather than pretend every one is known. */}
      {modelId && !supported?.length && (
        <p className="text-xs text-muted" data-testid="parameters-unlisted">
          {t("unlisted", { model: modelId })}
        </p>
      )}
      <Section title={t("sections.sampling")}>
        <NumberParam
          {...base("temperature")}
          value={params.temperature}
          onChange={(v) => onChange({ temperature: v })}
          {...CHAT_LIMITS.temperature}
          step={0.1}
          range
        />
        <NumberParam
          {...base("top_p")}
          value={params.top_p}
          onChange={(v) => onChange({ top_p: v })}
          {...CHAT_LIMITS.top_p}
          step={0.05}
          range
        />
        <NumberParam
          {...base("max_completion_tokens")}
          value={params.max_completion_tokens}
          onChange={(v) => onChange({ max_completion_tokens: v })}
          min={1}
        />
        <StopParam
          {...base("stop")}
          values={params.stop}
          onChange={(v) => onChange({ stop: v })}
          max={CHAT_LIMITS.stop.maxItems}
        />
        <NumberParam
          {...base("seed")}
          value={params.seed}
          onChange={(v) => onChange({ seed: v })}
          hint={t("seedHint")}
        />
        <NumberParam
          {...base("presence_penalty")}
          value={params.presence_penalty}
          onChange={(v) => onChange({ presence_penalty: v })}
          {...CHAT_LIMITS.presence_penalty}
          step={0.1}
          range
        />
        <NumberParam
          {...base("frequency_penalty")}
          value={params.frequency_penalty}
          onChange={(v) => onChange({ frequency_penalty: v })}
          {...CHAT_LIMITS.frequency_penalty}
          step={0.1}
          range
        />
      </Section>

      <Section title={t("sections.reasoning")}>
        <SelectParam
          {...base("reasoning_effort")}
          value={params.reasoning_effort}
          onChange={(v) => onChange({ reasoning_effort: v })}
          options={[
            { value: "", label: t("modelDefault") },
            ...REASONING_EFFORTS.map((e) => ({ value: e, label: t(`efforts.${e}`) })),
          ]}
        />
        <NumberParam
          {...base("reasoning_max_tokens")}
          value={params.reasoning_max_tokens}
          onChange={(v) => onChange({ reasoning_max_tokens: v })}
          min={1}
        />
      </Section>

      <Section title={t("sections.output")}>
        <CheckParam {...base("logprobs")} checked={params.logprobs} onChange={(v) => onChange({ logprobs: v })} />
        <NumberParam
          {...base("top_logprobs")}
          value={params.top_logprobs}
          onChange={(v) => onChange({ top_logprobs: v })}
          {...CHAT_LIMITS.top_logprobs}
          disabled={disabled || !params.logprobs}
          hint={params.logprobs ? undefined : t("topLogprobsNeedsLogprobs")}
        />
        <OutputSettings params={params} onChange={onChange} base={base} />
        <CheckParam
          {...base("include_usage")}
          checked={params.include_usage}
          onChange={(v) => onChange({ include_usage: v })}
          hint={t("includeUsageHint")}
        />
      </Section>

      <Section title={t("sections.tools")}>
        <ToolSettings params={params} onChange={onChange} base={base} />
      </Section>
    </div>
  );
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</h3>
      {children}
    </section>
  );
}
