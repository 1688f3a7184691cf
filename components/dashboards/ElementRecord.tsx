"use client";

import { JsonView } from "@/components/ui/json-view";
import { KeyValueList } from "@/components/ui/key-value-list";
import { headerOf, isRecord, type Row } from "./element-data";
import { ElementValue } from "./ElementValue";

/** A record the portal answered, as facts: scalars formatted, nested values as collapsible JSON. */
export function ElementRecord({ record }: { record: Row }) {
  const items = Object.entries(record).map(([key, value]) => ({
    label: headerOf(key),
    value:
      Array.isArray(value) || isRecord(value) ? (
        <JsonView value={value} defaultExpandDepth={0} label={headerOf(key)} />
      ) : (
        <ElementValue value={value} />
      ),
  }));
  return <KeyValueList items={items} />;
}
