"use client";

import { JsonView } from "@/components/ui/json-view";
import { KeyValueList } from "@/components/ui/key-value-list";
import { headerOf, isRecord, type Row } from "./element-data";
import { ElementTable } from "./ElementTable";
import { ElementValue } from "./ElementValue";

const isRecordList = (value: unknown): value is Row[] =>
  Array.isArray(value) && value.length > 0 && value.every(isRecord);

/** A small object of plain values (`user: {name, email}`) reads best as facts of its own; larger or deeper ones as JSON. */
const isFlatRecord = (value: unknown): value is Row =>
  isRecord(value) &&
  Object.keys(value).length <= 12 &&
  Object.values(value).every((v) => v === null || ["string", "number", "boolean"].includes(typeof v));

function NestedValue({ label, value }: { label: string; value: unknown }) {
  if (isFlatRecord(value)) {
    return (
      <KeyValueList
        className="rounded-md border border-line p-2"
        items={Object.entries(value).map(([key, inner]) => ({
          label: headerOf(key),
          value: <ElementValue value={inner} />,
        }))}
      />
    );
  }
  if (Array.isArray(value) || isRecord(value)) return <JsonView value={value} defaultExpandDepth={0} label={label} />;
  return <ElementValue value={value} />;
}

/**
 * A record the portal answered, as facts (scalars formatted, nested values as collapsible JSON); a field holding a
 * list of records (`{all_available, llms: [...]}`) becomes a table of its own below the facts.
 */
export function ElementRecord({ record, name }: { record: Row; name: string }) {
  const entries = Object.entries(record);
  const lists = entries.filter((entry): entry is [string, Row[]] => isRecordList(entry[1]));
  const facts = entries
    .filter(([, value]) => !isRecordList(value))
    .map(([key, value]) => ({
      label: headerOf(key),
      value: <NestedValue label={headerOf(key)} value={value} />,
    }));
  return (
    <div className="space-y-4">
      {facts.length > 0 && <KeyValueList items={facts} />}
      {lists.map(([key, rows]) => (
        <section key={key} aria-label={headerOf(key)} className="space-y-2">
          <h5 className="text-sm font-medium">{headerOf(key)}</h5>
          <ElementTable
            tableId={`dashboard:${name}:${key}`}
            label={headerOf(key)}
            rows={rows}
            declared={[]}
            exportFileName={`${name}-${key}.csv`}
          />
        </section>
      ))}
    </div>
  );
}
