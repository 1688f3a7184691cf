"use client";

import { useTranslations } from "next-intl";
import { JsonView } from "@/components/ui/json-view";
import { KeyValueList } from "@/components/ui/key-value-list";
import type { Row } from "./element-data";

const TITLE_KEYS = new Set(["title", "label", "name"]);

/**
 * An element as the portal defines it, without knowing its kind (the spec gives elements no shape): text and
 * numbers as facts, anything nested (parts included) as collapsible JSON.
 */
export function ElementDefinition({
  element,
  title,
  params,
}: {
  element: Row;
  title: string;
  params: Record<string, string>;
}) {
  const t = useTranslations("dashboards");
  const facts: { label: string; value: string; mono?: boolean }[] = [];
  const nested: [string, unknown][] = [];
  for (const [key, value] of Object.entries(element)) {
    if (TITLE_KEYS.has(key) && value === title) continue;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      facts.push({ label: key, value: String(value), mono: key === "id" || key === "operation" });
    } else if (value !== null && value !== undefined) nested.push([key, value]);
  }
  const usedParams = Object.entries(params).filter(([, value]) => value !== "");
  return (
    <div className="space-y-3" data-testid="element-definition">
      {facts.length > 0 && <KeyValueList items={facts} />}
      {usedParams.length > 0 && (
        <p className="text-xs text-muted">
          {t("view.withParams", { params: usedParams.map(([k, v]) => `${k}=${v}`).join(", ") })}
        </p>
      )}
      {nested.map(([key, value]) => (
        <details key={key} className="text-sm">
          <summary className="cursor-pointer text-muted">{key}</summary>
          <JsonView value={value} defaultExpandDepth={1} label={key} className="mt-1" />
        </details>
      ))}
    </div>
  );
}
