"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { EmbeddingResponse } from "@/lib/gateway/schemas";
import { usePlaygroundFormat } from "../shared/use-playground-format";
import { SimilarityHeatmap } from "./SimilarityHeatmap";
import { similarityMatrix, vectorsOf } from "./vectors";

const FIRST_VALUES = 6;

/** Per input: its vector's length and first values; then every pair's cosine similarity. */
export function EmbeddingResults({ response, texts }: { response: EmbeddingResponse; texts: string[] }) {
  const t = useTranslations("playground.embeddings");
  const f = usePlaygroundFormat();
  const vectors = useMemo(() => vectorsOf(response), [response]);
  const matrix = useMemo(() => similarityMatrix(vectors), [vectors]);
  return (
    <div className="space-y-6">
      <div className="overflow-x-auto rounded-lg border border-line bg-surface">
        <table className="w-full text-sm" data-testid="embedding-vectors">
          <caption className="sr-only">{t("vectorsCaption")}</caption>
          <thead className="border-b border-line text-left text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                {t("text")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("length")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("firstValues", { count: FIRST_VALUES })}
              </th>
            </tr>
          </thead>
          <tbody>
            {vectors.map((vector, index) => (
              <tr key={index} className="border-b border-line last:border-0">
                <td className="px-3 py-2 tabular-nums text-muted">{index + 1}</td>
                <td className="max-w-xs truncate px-3 py-2 text-ink" title={texts[index]}>
                  {texts[index]}
                </td>
                <td className="px-3 py-2 text-right tabular-nums text-ink" data-testid="vector-length">
                  {f.number(vector.length)}
                </td>
                <td className="px-3 py-2 font-mono text-xs text-ink">
                  [
                  {vector
                    .slice(0, FIRST_VALUES)
                    .map((value) => f.decimal(value, 4))
                    .join(", ")}
                  {vector.length > FIRST_VALUES ? ", …" : ""}]
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {vectors.length > 1 && <SimilarityHeatmap matrix={matrix} labels={texts} />}
    </div>
  );
}
