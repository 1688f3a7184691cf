"use client";

import { useTranslations } from "next-intl";
import { memo } from "react";
import { cn } from "@/components/ui/cn";
import { usePlaygroundFormat } from "../shared/use-playground-format";
import type { TokenLogprob } from "./model/conversation";

/** Probability bands, most to least likely; the legend names them, so colour is never the only cue. */
const BANDS = [
  { min: 0.9, key: "high", className: "bg-ok/15" },
  { min: 0.5, key: "medium", className: "bg-info/20" },
  { min: 0.2, key: "low", className: "bg-warn/25" },
  { min: 0, key: "veryLow", className: "bg-bad/25" },
] as const;

const bandOf = (probability: number) => BANDS.find((band) => probability >= band.min) ?? BANDS[BANDS.length - 1];

/** The answer token by token, each shaded by its probability; hovering one shows it and its alternatives. */
export const LogprobsView = memo(function LogprobsView({ logprobs }: { logprobs: readonly TokenLogprob[] }) {
  const t = useTranslations("playground.logprobs");
  const f = usePlaygroundFormat();
  const percent = (logprob: number) => f.number(Math.exp(logprob), { style: "percent", maximumFractionDigits: 1 });
  return (
    <details className="mt-2 text-xs" data-testid="logprobs">
      <summary className="cursor-pointer font-medium text-muted">{t("title", { count: logprobs.length })}</summary>
      <ul className="mt-2 flex flex-wrap gap-3 text-muted" aria-label={t("legend")}>
        {BANDS.map((band) => (
          <li key={band.key} className="flex items-center gap-1">
            <span aria-hidden className={cn("inline-block size-3 rounded-sm", band.className)} />
            {t(`bands.${band.key}`)}
          </li>
        ))}
      </ul>
      <p className="mt-2 whitespace-pre-wrap break-words font-mono leading-6 text-ink">
        {logprobs.map((entry, index) => {
          const alternatives = entry.top
            .filter((alt) => alt.token !== entry.token)
            .map((alt) => `${JSON.stringify(alt.token)} ${percent(alt.logprob)}`)
            .join(", ");
          const title =
            t("tokenTitle", { token: JSON.stringify(entry.token), probability: percent(entry.logprob) }) +
            (alternatives ? ` · ${t("alternatives", { list: alternatives })}` : "");
          return (
            <span key={index} title={title} className={cn("rounded-sm", bandOf(Math.exp(entry.logprob)).className)}>
              {entry.token}
            </span>
          );
        })}
      </p>
    </details>
  );
});
