"use client";

import { useTranslations } from "next-intl";
import type { LucideIcon } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { preloadOn } from "@/components/ui/lazy";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { failureOf } from "@/components/ui/query-state";
import type { ExtraFields, Model, Usage } from "@/lib/gateway/schemas";
import { GatewayError } from "./GatewayError";
import { GatewayKeyButton } from "./GatewayKeyButton";
import { preloadGatewaySchemas } from "./gateway-schemas";
import { ModelSelect } from "./ModelSelect";
import { UsageLine } from "./UsageLine";

interface Answer {
  usage?: Usage | null;
  extra_fields?: ExtraFields | null;
  model?: string | null;
}

export interface GatewayRunPageProps<Data extends { response: Answer; durationMs: number }> {
  /** The page's message section: its title, description, model, submit, results and empty texts. */
  section: "embeddings" | "rerank";
  Icon: LucideIcon;
  models: { isPending: boolean; data: unknown; error: unknown; failureReason?: unknown; refetch: () => unknown };
  offered: Model[];
  model: string;
  onModel: (id: string) => void;
  modelError?: string;
  onSubmit: (event: FormEvent) => void;
  run: { isPending: boolean; error: unknown; data: Data | undefined };
  /** The request's own fields, under the model. */
  children: ReactNode;
  /** The answer, under its usage line. */
  result: (data: Data) => ReactNode;
}

/** A one-request gateway page: the form (model, fields, submit) beside the answer with its usage and timing. */
export function GatewayRunPage<Data extends { response: Answer; durationMs: number }>({
  section,
  Icon,
  models,
  offered,
  model,
  onModel,
  modelError,
  onSubmit,
  run,
  children,
  result,
}: GatewayRunPageProps<Data>) {
  const t = useTranslations("playground");
  return (
    <div>
      <PageHeader
        title={t(`${section}.title`)}
        description={t(`${section}.description`)}
        breadcrumbs={
          <Breadcrumbs items={[{ label: t("breadcrumb"), href: "/playground" }, { label: t(`${section}.title`) }]} />
        }
        actions={<GatewayKeyButton />}
      />
      {Boolean(failureOf(models)) && (
        <GatewayError read error={failureOf(models)} onRetry={() => void models.refetch()} className="mb-4" />
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <form
          onSubmit={onSubmit}
          {...preloadOn(preloadGatewaySchemas)}
          className="space-y-4 rounded-lg border border-line bg-surface p-4"
          noValidate
        >
          {models.isPending ? (
            <Skeleton lines={2} />
          ) : (
            <ModelSelect
              label={t(`${section}.model`)}
              models={offered}
              value={model}
              onChange={onModel}
              error={modelError}
            />
          )}
          {children}
          <Button
            type="submit"
            variant="primary"
            loading={run.isPending}
            disabled={models.isPending}
            icon={<Icon aria-hidden className="size-4" />}
          >
            {t(`${section}.submit`)}
          </Button>
        </form>

        <section aria-label={t(`${section}.results`)} className="min-w-0 space-y-4">
          {Boolean(run.error) && <GatewayError error={run.error} compact />}
          {run.data ? (
            <>
              <UsageLine
                usage={run.data.response.usage}
                extra={run.data.response.extra_fields}
                model={run.data.response.model}
                durationMs={run.data.durationMs}
              />
              {result(run.data)}
            </>
          ) : (
            !run.isPending &&
            !run.error && (
              <EmptyState
                icon={<Icon />}
                title={t(`${section}.emptyTitle`)}
                description={t(`${section}.emptyDescription`)}
              />
            )
          )}
          {run.isPending && <Skeleton lines={6} />}
        </section>
      </div>
    </div>
  );
}
