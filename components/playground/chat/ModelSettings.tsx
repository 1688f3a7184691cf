"use client";

import { ArrowDown, ArrowUp, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo, useState } from "react";
import { IconButton } from "@/components/ui/button";
import { MiddleEllipsis } from "@/components/ui/middle-ellipsis";
import { FilterSelect } from "@/components/ui/filter-select";
import type { Model } from "@/lib/gateway/schemas";
import { providerOf, providersOf } from "../shared/gateway-models";
import { ModelSelect } from "../shared/ModelSelect";
import { useGatewayMoney, usePlaygroundFormat } from "../shared/use-playground-format";

export interface ModelSettingsProps {
  models: readonly Model[];
  model: string;
  fallbacks: readonly string[];
  onModel: (id: string) => void;
  onFallbacks: (ids: string[]) => void;
  modelError?: string;
  fallbacksError?: string;
  disabled?: boolean;
}

/** The model picker (filterable by provider, with the model's limits, prices and parameters) and the fallbacks. */
export const ModelSettings = memo(function ModelSettings({
  models,
  model,
  fallbacks,
  onModel,
  onFallbacks,
  modelError,
  fallbacksError,
  disabled,
}: ModelSettingsProps) {
  const t = useTranslations("playground.model");
  const [provider, setProvider] = useState("");
  const providers = providersOf(models);
  const shown = provider ? models.filter((m) => providerOf(m) === provider) : models;
  const chosen = models.find((m) => m.id === model);
  const move = (index: number, by: number) => {
    const next = [...fallbacks];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onFallbacks(next);
  };

  return (
    <div className="space-y-3">
      {providers.length > 0 && (
        <FilterSelect
          compact
          label={t("provider")}
          value={provider}
          onChange={setProvider}
          allLabel={t("allProviders")}
          options={providers}
        />
      )}
      <ModelSelect
        label={t("model")}
        models={shown}
        value={model}
        onChange={onModel}
        error={modelError}
        disabled={disabled}
      />
      {chosen && <ModelFacts model={chosen} />}

      <div className="space-y-1.5">
        <p className="text-sm font-medium text-ink" id="fallbacks-label">
          {t("fallbacks")}
        </p>
        <p className="text-xs text-muted">{t("fallbacksHint")}</p>
        {fallbacks.length > 0 && (
          <ol aria-labelledby="fallbacks-label" className="space-y-1" data-testid="fallbacks">
            {fallbacks.map((id, index) => (
              <li key={id} className="flex items-center gap-1 rounded-md border border-line bg-raised px-2 py-1">
                <span className="w-5 text-xs tabular-nums text-muted">{index + 1}.</span>
                <code className="min-w-0 flex-1 font-mono text-xs text-ink">
                  <MiddleEllipsis text={id} />
                </code>
                <IconButton
                  size="sm"
                  aria-label={t("moveUp", { id })}
                  disabled={disabled || index === 0}
                  icon={<ArrowUp aria-hidden className="size-3.5" />}
                  onClick={() => move(index, -1)}
                />
                <IconButton
                  size="sm"
                  aria-label={t("moveDown", { id })}
                  disabled={disabled || index === fallbacks.length - 1}
                  icon={<ArrowDown aria-hidden className="size-3.5" />}
                  onClick={() => move(index, 1)}
                />
                <IconButton
                  size="sm"
                  aria-label={t("removeFallback", { id })}
                  disabled={disabled}
                  icon={<X aria-hidden className="size-3.5" />}
                  onClick={() => onFallbacks(fallbacks.filter((f) => f !== id))}
                />
              </li>
            ))}
          </ol>
        )}
        <ModelSelect
          label={t("addFallback")}
          models={models.filter((m) => m.id !== model && !fallbacks.includes(m.id ?? ""))}
          value=""
          placeholder={t("addFallbackPlaceholder")}
          onChange={(id) => id && onFallbacks([...fallbacks, id])}
          error={fallbacksError}
          disabled={disabled}
        />
      </div>
    </div>
  );
});

const present = <T,>(value: T | null | undefined, format: (value: T) => string) =>
  value === null || value === undefined || value === "" ? undefined : format(value);

/**
 * Context length, output limit, prices per million tokens and the parameters the model takes, as far as the
 * gateway lists them; a bare OpenAI-compatible list has none of them, and then says so in one line.
 */
function ModelFacts({ model }: { model: Model }) {
  const t = useTranslations("playground.model");
  const f = usePlaygroundFormat();
  const money = useGatewayMoney();
  const facts = [
    { label: t("contextLength"), value: present(model.context_length ?? model.top_provider?.context_length, f.number) },
    {
      label: t("maxOutput"),
      value: present(model.max_output_tokens ?? model.top_provider?.max_completion_tokens, f.number),
    },
    { label: t("promptPrice"), value: present(model.pricing?.prompt, money.perMillion) },
    { label: t("completionPrice"), value: present(model.pricing?.completion, money.perMillion) },
  ].filter((fact): fact is { label: string; value: string } => fact.value !== undefined);
  const parameters = model.supported_parameters ?? [];
  if (!model.description && facts.length === 0 && parameters.length === 0) {
    return (
      <p className="text-xs text-muted" data-testid="model-facts">
        {t("noDetails")}
      </p>
    );
  }
  return (
    <div className="space-y-2 rounded-md border border-line bg-raised/50 p-3 text-xs" data-testid="model-facts">
      {model.description && <p className="text-muted">{model.description}</p>}
      {facts.length > 0 && (
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-muted">{fact.label}</dt>
              <dd className="font-medium tabular-nums text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {parameters.length > 0 && (
        <div>
          <p className="text-muted">{t("supportedParameters")}</p>
          <ul className="mt-1 flex flex-wrap gap-1">
            {parameters.map((p) => (
              <li
                key={p}
                className="rounded border border-line bg-surface px-1.5 py-0.5 font-mono text-[11px] text-ink"
              >
                {p}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
