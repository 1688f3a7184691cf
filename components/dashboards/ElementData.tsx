"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Skeleton } from "@/components/ui/feedback";
import { JsonView } from "@/components/ui/json-view";
import { QueryState } from "@/components/ui/query-state";
import { usePortalQuery } from "@/lib/api/hooks";
import type { OperationId, OperationInput } from "@/lib/portal/operations";
import { declaredColumns, viewOf, type ElementColumn, type ElementDataView, type Row } from "./element-data";
import { ElementRecord } from "./ElementRecord";
import { ElementTable } from "./ElementTable";
import { operationParams } from "./element-operation";
import { rowLinkOf } from "./record-links";

export interface ElementDataProps {
  operation: OperationId;
  element: Row;
  /** The dashboard's parameter values; the operation's path parameters are taken from here. */
  params: Record<string, string>;
  /** `<dashboard>-<element>`: names the remembered column choice and the CSV file. */
  name: string;
  label: string;
}

/** The data of one element: its operation called through the BFF, shown as a table, a record or JSON. */
export function ElementData({ operation, element, params, name, label }: ElementDataProps) {
  const t = useTranslations("dashboards");
  const needed = operationParams(operation);
  const missing = needed.filter((param) => !params[param]);
  const input = Object.fromEntries(needed.map((param) => [param, params[param] ?? ""])) as OperationInput<OperationId>;
  const query = usePortalQuery(operation, input, { enabled: missing.length === 0 });
  const view = useMemo(() => viewOf(query.data), [query.data]);
  const declared = useMemo(() => declaredColumns(element), [element]);

  if (missing.length > 0)
    return <p className="text-sm text-muted">{t("data.needsParams", { params: missing.join(", ") })}</p>;
  return (
    <QueryState query={query} compact pending={<Skeleton lines={4} />}>
      {() => <ElementView view={view} name={name} label={label} operation={operation} declared={declared} />}
    </QueryState>
  );
}

/** The answer as a table, a record, a list of values or JSON, by its shape. */
function ElementView({
  view,
  name,
  label,
  operation,
  declared,
}: {
  view: ElementDataView;
  name: string;
  label: string;
  operation: OperationId;
  declared: ElementColumn[];
}) {
  const t = useTranslations("dashboards");
  switch (view.kind) {
    case "table":
      return (
        <ElementTable
          tableId={`dashboard:${name}`}
          label={label}
          rows={view.rows}
          declared={declared}
          rowLink={rowLinkOf(operation)}
          exportFileName={`${name}.csv`}
        />
      );
    case "record":
      return <ElementRecord record={view.record} name={name} />;
    case "values":
      return (
        <ul aria-label={label} className="list-inside list-disc text-sm">
          {view.values.map((value, index) => (
            <li key={index}>{value === null ? "—" : String(value)}</li>
          ))}
        </ul>
      );
    case "empty":
      return <p className="text-sm text-muted">{t("data.empty")}</p>;
    case "json":
      return <JsonView value={view.value} defaultExpandDepth={1} label={label} />;
  }
}
