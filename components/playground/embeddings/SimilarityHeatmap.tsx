"use client";

import { useTranslations } from "next-intl";
import { usePlaygroundFormat } from "../shared/use-playground-format";

/**
 * Cosine similarities as a heatmap table: the shade grows with the similarity and every cell prints its number,
 * so the colour is never the only way to read it. Rows and columns are the inputs, in order.
 */
export function SimilarityHeatmap({ matrix, labels }: { matrix: number[][]; labels: string[] }) {
  const t = useTranslations("playground.embeddings");
  const f = usePlaygroundFormat();
  return (
    <div className="overflow-x-auto">
      <table className="border-separate border-spacing-1 text-xs" data-testid="similarity-heatmap">
        <caption className="mb-2 text-left text-sm text-muted">{t("heatmapCaption")}</caption>
        <thead>
          <tr>
            <td />
            {labels.map((label, j) => (
              <th key={j} scope="col" title={label} className="px-1 font-medium text-muted">
                {t("inputShort", { number: j + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.map((row, i) => (
            <tr key={i}>
              <th scope="row" title={labels[i]} className="pr-2 text-right font-medium text-muted">
                {t("inputShort", { number: i + 1 })}
              </th>
              {row.map((value, j) => {
                const strength = Math.round(Math.max(0, Math.min(1, value)) * 100);
                return (
                  <td
                    key={j}
                    data-testid={`similarity-${i}-${j}`}
                    title={t("cellTitle", { a: i + 1, b: j + 1, value: f.decimal(value) })}
                    className="h-10 w-14 rounded text-center tabular-nums"
                    style={{
                      backgroundColor: `color-mix(in srgb, var(--accent) ${strength}%, var(--raised))`,
                      color: strength > 55 ? "var(--accent-ink)" : "var(--ink)",
                    }}
                  >
                    {f.decimal(value, 2)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
