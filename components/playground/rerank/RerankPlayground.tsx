"use client";

import { ListOrdered, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { gateway } from "@/lib/gateway/browser";
import type { RerankRequest, RerankResponse } from "@/lib/gateway/schemas";
import { GatewayRunPage } from "../shared/GatewayRunPage";
import { useGatewayRun } from "../shared/use-gateway-run";
import { loadGatewaySchemas } from "../shared/gateway-schemas";
import { modelsFor, useGatewayModels } from "../shared/gateway-models";
import { PlainField } from "../shared/PlainField";
import { documentsFromFile, linesOf } from "./documents";
import { RankedList } from "./RankedList";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

const EXAMPLE_QUERY = "What is the capital of France?";
const EXAMPLE_DOCUMENTS = [
  "Berlin is the capital of Germany.",
  "Paris is the capital and largest city of France.",
  "The Eiffel Tower is in Paris.",
  "Bananas are rich in potassium.",
].join("\n");

const FIELDS = ["model", "query", "documents", "top_n"] as const;
type Field = (typeof FIELDS)[number];

/** Query and documents in, the ranked list out: scores as bars, each with its original position. */
export function RerankPlayground({ initialModel }: { initialModel?: string }) {
  const t = useTranslations("playground");
  const models = useGatewayModels();
  const rerankModels = useMemo(() => modelsFor(models.data, "rerank"), [models.data]);
  const [chosen, setChosen] = useState(initialModel ?? "");
  const [query, setQuery] = useState(EXAMPLE_QUERY);
  const [documents, setDocuments] = useState(EXAMPLE_DOCUMENTS);
  const [topN, setTopN] = useState<number | undefined>();
  const [returnDocuments, setReturnDocuments] = useState(true);
  useLeaveGuard(query !== EXAMPLE_QUERY || documents !== EXAMPLE_DOCUMENTS);
  const fileInput = useRef<HTMLInputElement>(null);
  const model = chosen || rerankModels[0]?.id || "";

  const {
    run,
    errors,
    edited,
    submit: send,
  } = useGatewayRun<Field, RerankRequest, RerankResponse, string[]>(FIELDS, (body) => gateway.rerank(body));

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
    send(RerankRequest.safeParse(body), list, (field) =>
      field === "model" && model
        ? t("fieldErrors.modelName")
        : t(
            `rerank.errors.${field === "model" || field === "query" || field === "documents" || field === "top_n" ? field : "documents"}`,
          ),
    );
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setDocuments(documentsFromFile(file.name, await file.text()).join("\n"));
    edited("documents");
    if (fileInput.current) fileInput.current.value = "";
  };

  return (
    <GatewayRunPage
      section="rerank"
      Icon={ListOrdered}
      models={models}
      offered={rerankModels}
      model={model}
      onModel={(id) => {
        setChosen(id);
        edited("model");
      }}
      modelError={errors.model}
      onSubmit={(event) => void submit(event)}
      run={run}
      result={(data) => <RankedList response={data.response} documents={data.sent} />}
    >
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
    </GatewayRunPage>
  );
}
