"use client";

import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { JsonView } from "@/components/ui/json-view";
import { KeyValueList } from "@/components/ui/key-value-list";

/** Nested sections deeper than this are shown as JSON: a structure from upstream must not recurse without end. */
const MAX_DEPTH = 4;

type Element = Record<string, unknown>;

const isRecord = (value: unknown): value is Element => typeof value === "object" && value !== null && !Array.isArray(value);

/** The element's title: the first of title, label, name, id that is text. */
export function elementTitle(element: Element): string | undefined {
  for (const key of ["title", "label", "name", "id"]) {
    const value = element[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return undefined;
}

const TITLE_KEYS = new Set(["title", "label", "name"]);

/**
 * One element of a dashboard structure, rendered without knowing its kind (the spec gives elements no shape):
 * text and numbers as facts, nested element lists as a section of cards, anything else as collapsible JSON.
 */
export function ElementCard({ element, index, depth = 0, params }: { element: unknown; index: number; depth?: number; params: Record<string, string> }) {
  const t = useTranslations("dashboards");
  if (!isRecord(element)) {
    return (
      <Card headingLevel={3} title={t("view.element", { index: index + 1 })}>
        <JsonView value={element} defaultExpandDepth={1} />
      </Card>
    );
  }
  const title = elementTitle(element) ?? t("view.element", { index: index + 1 });
  const type = typeof element.type === "string" ? element.type : undefined;
  const facts: { label: string; value: string; mono?: boolean }[] = [];
  const nested: [string, unknown][] = [];
  let children: unknown[] | undefined;
  for (const [key, value] of Object.entries(element)) {
    if (TITLE_KEYS.has(key) && value === title) continue;
    if (key === "type" && type) continue;
    if (key === "elements" && Array.isArray(value)) children = value;
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      facts.push({ label: key, value: String(value), mono: key === "id" || key === "operation" });
    } else if (value !== null && value !== undefined) nested.push([key, value]);
  }
  const usedParams = Object.entries(params).filter(([, value]) => value !== "");

  return (
    <Card
      headingLevel={depth === 0 ? 3 : 4}
      title={title}
      actions={type ? <span className="rounded-full border border-line bg-raised px-2 py-0.5 text-xs text-muted">{type}</span> : undefined}
    >
      <div className="space-y-3" data-testid="dashboard-element">
        {facts.length > 0 && <KeyValueList items={facts} />}
        {usedParams.length > 0 && depth === 0 && (
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
        {children && children.length > 0 && (
          <section aria-label={t("view.children", { title })} className="space-y-2 border-l-2 border-line pl-3">
            {depth + 1 >= MAX_DEPTH ? (
              <JsonView value={children} defaultExpandDepth={0} />
            ) : (
              children.map((child, childIndex) => (
                <ElementCard key={childIndex} element={child} index={childIndex} depth={depth + 1} params={params} />
              ))
            )}
          </section>
        )}
      </div>
    </Card>
  );
}
