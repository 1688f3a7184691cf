"use client";

import { useMutation } from "@tanstack/react-query";
import { ListOrdered, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { inputClasses } from "@/components/ui/field-shell";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import type { ApiError } from "@/lib/api/error";
import { gateway, paramError } from "@/lib/gateway/browser";
import type { RerankRequest, RerankResponse } from "@/lib/gateway/schemas";
import { GatewayError } from "../shared/GatewayError";
import { GatewayKeyButton } from "../shared/GatewayKeyButton";
import { loadGatewaySchemas, usePreloadGatewaySchemas } from "../shared/gateway-schemas";
import { modelsFor, useGatewayModels } from "../shared/gateway-models";
import { ModelSelect } from "../shared/ModelSelect";
import { PlainField } from "../shared/PlainField";
import { UsageLine } from "../shared/UsageLine";
import { documentsFromFile, linesOf } from "./documents";
import { RankedList } from "./RankedList";

const EXAMPLE_QUERY = "What is the capital of France?";
const EXAMPLE_DOCUMENTS = [
  "Berlin is the capital of Germany.",
  "Paris is the capital and largest city of France.",
  "The Eiffel Tower is in Paris.",
  "Bananas are rich in potassium.",
].join("\n");

type Field = "model" | "query" | "documents" | "top_n";

/** Query and documents in, the ranked list out: scores as bars, each with its original position. */
export function RerankPlayground({ initialModel }: { initialModel?: string }) {
  const t = useTranslations("playground");
  const models = useGatewayModels();
  usePreloadGatewaySchemas();
  const rerankModels = useMemo(() => modelsFor(models.data, "rerank"), [models.data]);
  const [chosen, setChosen] = useState(initialModel ?? "");
  const [query, setQuery] = useState(EXAMPLE_QUERY);
  const [documents, setDocuments] = useState(EXAMPLE_DOCUMENTS);
  const [topN, setTopN] = useState<number | undefined>();
  const [returnDocuments, setReturnDocuments] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const model = chosen || rerankModels[0]?.id || "";

  const run = useMutation<
    { response: RerankResponse; documents: string[]; durationMs: number },
    ApiError,
    { body: RerankRequest; documents: string[] }
  >({
    mutationFn: async ({ body, documents: sent }) => {
      const started = performance.now();
      const response = await gateway.rerank(body);
      return { response, documents: sent, durationMs: performance.now() - started };
    },
    onError: (error) => {
      const rejected = paramError(error);
      if (rejected && ["model", "query", "documents", "top_n"].includes(rejected.param))
        setErrors({ [rejected.param]: rejected.message });
    },
  });

  /** An edit answers the error it was about: the field's message and a failed request's message go (results stay). */
  const edited = (field: Field) => {
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
    if (run.isError) run.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { RerankRequest } = await loadGatewaySchemas();
    const list = linesOf(documents);
    const body = {
      model,
      query,
      documents: list,
      return_documents: returnDocuments,
      ...(topN !== undefined ? { top_n: topN } : {}),
    };
    const checked = RerankRequest.safeParse(body);
    if (!checked.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as Field;
        next[field] ??=
          field === "model" && model
            ? t("fieldErrors.modelName")
            : t(
                `rerank.errors.${field === "model" || field === "query" || field === "documents" || field === "top_n" ? field : "documents"}`,
              );
      }
      setErrors(next);
      return;
    }
    setErrors({});
    run.mutate({ body: checked.data, documents: list });
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setDocuments(documentsFromFile(file.name, await file.text()).join("\n"));
    edited("documents");
    if (fileInput.current) fileInput.current.value = "";
  };

  return (
    <div>
      <PageHeader
        title={t("rerank.title")}
        description={t("rerank.description")}
        breadcrumbs={
          <Breadcrumbs items={[{ label: t("breadcrumb"), href: "/playground" }, { label: t("rerank.title") }]} />
        }
        actions={<GatewayKeyButton />}
      />
      {models.error && <GatewayError error={models.error} onRetry={() => void models.refetch()} className="mb-4" />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <form
          onSubmit={(event) => void submit(event)}
          className="space-y-4 rounded-lg border border-line bg-surface p-4"
          noValidate
        >
          {models.isPending ? (
            <Skeleton lines={2} />
          ) : (
            <ModelSelect
              label={t("rerank.model")}
              models={rerankModels}
              value={model}
              onChange={(id) => {
                setChosen(id);
                edited("model");
              }}
              error={errors.model}
            />
          )}
          <PlainField label={t("rerank.query")} error={errors.query}>
            {(aria) => (
              <input
                {...aria}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  edited("query");
                }}
                className={cn(inputClasses, "h-9")}
              />
            )}
          </PlainField>
          <PlainField
            label={t("rerank.documents")}
            hint={t("rerank.documentsHint", { count: linesOf(documents).length })}
            error={errors.documents}
          >
            {(aria) => (
              <textarea
                {...aria}
                rows={8}
                value={documents}
                onChange={(event) => {
                  setDocuments(event.target.value);
                  edited("documents");
                }}
                className={cn(inputClasses, "py-2")}
              />
            )}
          </PlainField>
          <div>
            <input
              ref={fileInput}
              id="rerank-file"
              type="file"
              accept=".txt,.csv,.md,.json,text/plain,application/json"
              hidden
              onChange={(event) => void readFile(event.target.files?.[0])}
            />
            <Button
              size="sm"
              variant="ghost"
              icon={<Upload aria-hidden className="size-4" />}
              onClick={() => fileInput.current?.click()}
            >
              {t("rerank.loadFile")}
            </Button>
          </div>
          <div className="grid grid-cols-2 items-end gap-3">
            <PlainField label={t("rerank.topN")} error={errors.top_n}>
              {(aria) => (
                <input
                  {...aria}
                  type="number"
                  min={1}
                  placeholder={t("rerank.all")}
                  value={topN ?? ""}
                  onChange={(event) => {
                    setTopN(event.target.value === "" ? undefined : event.target.valueAsNumber);
                    edited("top_n");
                  }}
                  className={cn(inputClasses, "h-9 tabular-nums")}
                />
              )}
            </PlainField>
            <PlainField label={t("rerank.returnDocuments")} layout="inline">
              {(aria) => (
                <Checkbox
                  {...aria}
                  checked={returnDocuments}
                  onCheckedChange={(value) => setReturnDocuments(value === true)}
                />
              )}
            </PlainField>
          </div>
          <Button
            type="submit"
            variant="primary"
            loading={run.isPending}
            disabled={models.isPending}
            icon={<ListOrdered aria-hidden className="size-4" />}
          >
            {t("rerank.submit")}
          </Button>
        </form>

        <section aria-label={t("rerank.results")} className="min-w-0 space-y-4">
          {run.error && <GatewayError error={run.error} compact />}
          {run.data ? (
            <>
              <UsageLine
                usage={run.data.response.usage}
                extra={run.data.response.extra_fields}
                model={run.data.response.model}
                durationMs={run.data.durationMs}
              />
              <RankedList response={run.data.response} documents={run.data.documents} />
            </>
          ) : (
            !run.isPending &&
            !run.error && (
              <EmptyState
                icon={<ListOrdered />}
                title={t("rerank.emptyTitle")}
                description={t("rerank.emptyDescription")}
              />
            )
          )}
          {run.isPending && <Skeleton lines={6} />}
        </section>
      </div>
    </div>
  );
}
