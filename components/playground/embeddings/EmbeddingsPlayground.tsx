"use client";

import { Plus, Sigma, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState, type FormEvent } from "react";
import { Button, IconButton } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { gateway } from "@/lib/gateway/browser";
import { ENCODING_FORMATS } from "@/lib/gateway/limits";
import type { EmbeddingRequest, EmbeddingResponse } from "@/lib/gateway/schemas";
import { GatewayRunPage } from "../shared/GatewayRunPage";
import { useGatewayRun } from "../shared/use-gateway-run";
import { loadGatewaySchemas } from "../shared/gateway-schemas";
import { findModel, modelsFor, useGatewayModels } from "../shared/gateway-models";
import { PlainField } from "../shared/PlainField";
import { EmbeddingResults } from "./EmbeddingResults";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

const MAX_INPUTS = 12;
const EXAMPLES = [
  "The cat sat on the mat.",
  "A kitten was sitting on the rug.",
  "Quarterly revenue grew by eight percent.",
];

const FIELDS = ["input", "model", "dimensions", "encoding_format"] as const;
type Field = (typeof FIELDS)[number];

/** Several texts embedded in one request: vector lengths and first values, a similarity heatmap, usage and cost. */
export function EmbeddingsPlayground({ initialModel }: { initialModel?: string }) {
  const t = useTranslations("playground");
  const models = useGatewayModels();
  const embeddingModels = useMemo(() => modelsFor(models.data, "embeddings"), [models.data]);
  const [inputs, setInputs] = useState<string[]>(EXAMPLES);
  const [chosen, setChosen] = useState(initialModel ?? "");
  const [dimensions, setDimensions] = useState<number | undefined>();
  const [format, setFormat] = useState<(typeof ENCODING_FORMATS)[number]>("float");
  useLeaveGuard(inputs.join("\n") !== EXAMPLES.join("\n"));
  const model = chosen || embeddingModels[0]?.id || "";
  const supported = findModel(models.data, model)?.supported_parameters;
  const dimensionsOffered = !supported?.length || supported.includes("dimensions");

  const {
    run,
    errors,
    edited,
    submit: send,
  } = useGatewayRun<Field, EmbeddingRequest, EmbeddingResponse, string[]>(FIELDS, (body) => gateway.embeddings(body));
  const setInputsEdited = (next: string[]) => {
    setInputs(next);
    edited("input");
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { EmbeddingRequest } = await loadGatewaySchemas();
    const texts = inputs.map((text) => text.trim()).filter(Boolean);
    const body = {
      model,
      input: texts,
      encoding_format: format,
      ...(dimensionsOffered && dimensions !== undefined ? { dimensions } : {}),
    };
    send(
      EmbeddingRequest.safeParse(body),
      texts,
      (field, issueMessage) =>
        field === "dimensions"
          ? t("fieldErrors.integerMin", { min: 1 })
          : field === "model"
            ? t(model ? "fieldErrors.modelName" : "fieldErrors.modelRequired")
            : issueMessage,
      texts.length === 0 ? { input: t("embeddings.inputRequired") } : {},
    );
  };

  return (
    <GatewayRunPage
      section="embeddings"
      Icon={Sigma}
      models={models}
      offered={embeddingModels}
      model={model}
      onModel={(id) => {
        setChosen(id);
        edited("model");
      }}
      modelError={errors.model}
      onSubmit={(event) => void submit(event)}
      run={run}
      result={(data) => <EmbeddingResults response={data.response} texts={data.sent} />}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">{t("embeddings.inputs")}</legend>
        {inputs.map((text, index) => (
          <div key={index} className="flex items-start gap-1">
            <label className="sr-only" htmlFor={`embedding-input-${index}`}>
              {t("embeddings.inputLabel", { number: index + 1 })}
            </label>
            <textarea
              id={`embedding-input-${index}`}
              rows={2}
              value={text}
              onChange={(event) => setInputsEdited(inputs.map((v, i) => (i === index ? event.target.value : v)))}
              className={cn(inputClasses, "py-2")}
            />
            <IconButton
              size="sm"
              aria-label={t("embeddings.removeInput", { number: index + 1 })}
              icon={<X aria-hidden className="size-4" />}
              disabled={inputs.length <= 1}
              onClick={() => setInputsEdited(inputs.filter((_, i) => i !== index))}
            />
          </div>
        ))}
        {errors.input && <p className="text-xs font-medium text-bad">{errors.input}</p>}
        <Button
          size="sm"
          variant="ghost"
          icon={<Plus aria-hidden className="size-4" />}
          disabled={inputs.length >= MAX_INPUTS}
          onClick={() => setInputsEdited([...inputs, ""])}
        >
          {t("embeddings.addInput")}
        </Button>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <PlainField
          label={t("embeddings.dimensions")}
          hint={dimensionsOffered ? t("embeddings.dimensionsHint") : t("params.unsupported", { model })}
          error={errors.dimensions}
        >
          {(aria) => (
            <input
              {...aria}
              type="number"
              min={1}
              disabled={!dimensionsOffered}
              placeholder={t("params.modelDefault")}
              value={dimensions ?? ""}
              onChange={(event) => {
                setDimensions(event.target.value === "" ? undefined : event.target.valueAsNumber);
                edited("dimensions");
              }}
              className={cn(inputClasses, "h-9 tabular-nums")}
            />
          )}
        </PlainField>
        <PlainField label={t("embeddings.encodingFormat")} error={errors.encoding_format}>
          {(aria) => (
            <select
              {...aria}
              value={format}
              onChange={(event) => {
                setFormat(event.target.value as typeof format);
                edited("encoding_format");
              }}
              className={cn(inputClasses, "h-9")}
            >
              {ENCODING_FORMATS.map((value) => (
                <option key={value} value={value}>
                  {t(`embeddings.formats.${value}`)}
                </option>
              ))}
            </select>
          )}
        </PlainField>
      </div>
    </GatewayRunPage>
  );
}
