"use client";

import { MessagesSquare } from "lucide-react";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { KeyValueList } from "@/components/ui/key-value-list";
import { Sheet } from "@/components/ui/sheet";
import { useGatewayMoney, usePlaygroundFormat } from "../shared/use-playground-format";
import { playgroundHref, type ModelRow } from "./model-rows";

const PRICE_KEYS = [
  "prompt",
  "completion",
  "request",
  "image",
  "web_search",
  "internal_reasoning",
  "input_cache_read",
  "input_cache_write",
] as const;

/** Every field the gateway gives for one model, and the way into the playground with it chosen. */
export function ModelDetails({ row, onClose }: { row: ModelRow | null; onClose: () => void }) {
  const t = useTranslations("playground.models");
  const f = usePlaygroundFormat();
  const money = useGatewayMoney();
  const model = row?.model;
  const href = row ? playgroundHref(row) : undefined;
  const defaults = Object.entries(model?.default_parameters ?? {}).filter(([, v]) => v !== null && v !== undefined);
  const prices = PRICE_KEYS.filter((key) => model?.pricing?.[key] !== undefined && model?.pricing?.[key] !== null);
  const count = (value: number | undefined) => (value === undefined ? undefined : f.number(value));

  return (
    <Sheet
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={row?.name ?? ""}
      description={row?.id}
      size="lg"
      footer={
        href && (
          <ButtonLink href={href} variant="primary" icon={<MessagesSquare aria-hidden className="size-4" />}>
            {t("openInPlayground")}
          </ButtonLink>
        )
      }
    >
      {row && model && (
        <div className="space-y-6" data-testid="model-details">
          {row.description && <p className="text-sm text-ink">{row.description}</p>}
          {/* Only what the gateway lists: a bare OpenAI-compatible record has an id, an owner and a date. */}
          <KeyValueList
            items={[
              { label: t("fields.id"), value: row.id, mono: true },
              { label: t("fields.canonicalSlug"), value: model.canonical_slug, mono: true },
              { label: t("fields.ownedBy"), value: model.owned_by },
              { label: t("fields.methods"), value: (model.supported_methods ?? []).join(", ") },
              { label: t("fields.inputModalities"), value: row.inputModalities.join(", ") },
              { label: t("fields.outputModalities"), value: row.outputModalities.join(", ") },
              { label: t("fields.tokenizer"), value: model.architecture?.tokenizer },
              { label: t("fields.contextLength"), value: count(row.contextLength) },
              { label: t("fields.maxInput"), value: count(row.maxInput) },
              { label: t("fields.maxOutput"), value: count(row.maxOutput) },
              {
                label: t("fields.moderated"),
                value:
                  model.top_provider?.is_moderated === undefined || model.top_provider?.is_moderated === null
                    ? undefined
                    : model.top_provider.is_moderated
                      ? t("yes")
                      : t("no"),
              },
            ].filter((item) => item.value !== undefined && item.value !== null && item.value !== "")}
          />
          {prices.length > 0 && (
            <section>
              <h3 className="mb-2 text-sm font-semibold text-ink">{t("pricesTitle")}</h3>
              <KeyValueList
                items={prices.map((key) => ({
                  label: t(`prices.${key}`),
                  value:
                    key === "request"
                      ? money.cost(Number(model.pricing?.[key]))
                      : money.perMillion(model.pricing?.[key]),
                }))}
              />
            </section>
          )}
          <section>
            <h3 className="mb-2 text-sm font-semibold text-ink">{t("supportedParameters")}</h3>
            {model.supported_parameters?.length ? (
              <ul className="flex flex-wrap gap-1">
                {model.supported_parameters.map((p) => (
                  <li key={p} className="rounded border border-line bg-raised px-1.5 py-0.5 font-mono text-xs text-ink">
                    {p}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t("noneListed")}</p>
            )}
          </section>
          <section>
            <h3 className="mb-2 text-sm font-semibold text-ink">{t("defaultParameters")}</h3>
            {defaults.length ? (
              <KeyValueList
                items={defaults.map(([key, value]) => ({ label: key, value: f.number(value as number), mono: true }))}
              />
            ) : (
              <p className="text-sm text-muted">{t("noneListed")}</p>
            )}
          </section>
        </div>
      )}
    </Sheet>
  );
}
