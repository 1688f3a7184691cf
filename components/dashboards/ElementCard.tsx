"use client";

import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { JsonView } from "@/components/ui/json-view";
import { Tabs } from "@/components/ui/tabs";
import { WidgetBoundary } from "@/components/ui/widget-boundary";
import { isRecord, type Row } from "./element-data";
import { ElementData } from "./ElementData";
import { ElementDefinition } from "./ElementDefinition";
import { ElementList } from "./ElementList";
import { elementOperation } from "./element-operation";
import { consolePageOf } from "./record-links";

/** Nested elements deeper than this are shown as JSON: a structure from upstream must not recurse without end. */
const MAX_DEPTH = 4;

/** The element's title: the first of title, label, name, id that is text. */
export function elementTitle(element: Row): string | undefined {
  for (const key of ["title", "label", "name", "id"]) {
    const value = element[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return undefined;
}

/** A file-name-safe slug of the element (its id, else its position). */
const slug = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, "-").slice(0, 60) || "element";

export interface ElementCardProps {
  element: unknown;
  index: number;
  dashboard: string;
  params: Record<string, string>;
  depth?: number;
}

/**
 * One dashboard element: its data first (the operation it names, called with the dashboard's parameters), its nested
 * elements, and its definition one tab away. A failure stays inside this card.
 */
export function ElementCard({ element, index, dashboard, params, depth = 0 }: ElementCardProps) {
  const t = useTranslations("dashboards");
  const headingLevel = depth === 0 ? 3 : 4;
  if (!isRecord(element)) {
    return (
      <Card headingLevel={headingLevel} title={t("view.element", { index: index + 1 })}>
        <JsonView value={element} defaultExpandDepth={1} />
      </Card>
    );
  }
  const title = elementTitle(element) ?? t("view.element", { index: index + 1 });
  const operation = elementOperation(element);
  const page = operation.kind === "read" ? consolePageOf(operation.id) : undefined;
  const children = Array.isArray(element.elements) ? element.elements : [];
  const name = `${dashboard}-${slug(typeof element.id === "string" ? element.id : String(index + 1))}`;

  const data = (
    <WidgetBoundary resetKeys={[JSON.stringify(params)]}>
      <div className="space-y-3" data-testid="element-data">
        {operation.kind === "read" ? (
          <ElementData operation={operation.id} element={element} params={params} name={name} label={title} />
        ) : operation.kind === "none" ? (
          children.length === 0 && <p className="text-sm text-muted">{t("data.noOperation")}</p>
        ) : (
          <p className="text-sm text-muted">
            {t(operation.kind === "write" ? "data.notARead" : "data.unknownOperation", { operation: operation.id })}
          </p>
        )}
        {children.length > 0 &&
          (depth + 1 >= MAX_DEPTH ? (
            <JsonView value={children} defaultExpandDepth={0} />
          ) : (
            <ElementList
              elements={children}
              dashboard={name}
              params={params}
              depth={depth + 1}
              label={t("view.children", { title })}
              className="space-y-3 border-l-2 border-line pl-3"
            />
          ))}
      </div>
    </WidgetBoundary>
  );

  return (
    <Card
      headingLevel={headingLevel}
      title={title}
      actions={
        page && (
          <Link href={page} className="inline-flex items-center gap-1 text-sm text-accent hover:underline">
            {t("data.openInConsole")}
            <ArrowRight aria-hidden className="size-3.5" />
          </Link>
        )
      }
    >
      <Tabs
        aria-label={t("data.tabs", { title })}
        tabs={[
          { value: "data", label: t("data.tab"), content: data },
          {
            value: "definition",
            label: t("data.definition"),
            content: <ElementDefinition element={element} title={title} params={params} />,
          },
        ]}
      />
    </Card>
  );
}
