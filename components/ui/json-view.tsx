"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "./cn";
import { CopyButton } from "./copy-button";

export interface JsonViewProps {
  /** Any JSON-like value (an upstream record, a request body). */
  value: unknown;
  /** Objects and arrays nested deeper than this start collapsed. */
  defaultExpandDepth?: number;
  /** Adds a button copying the pretty-printed JSON. */
  copyable?: boolean;
  /** Accessible name of the copy button / the view. */
  label?: string;
  className?: string;
}

type Translate = (key: "json.items" | "json.keys", values: { count: number }) => string;

function Primitive({ value }: { value: unknown }) {
  if (value === null) return <span className="text-muted">null</span>;
  if (typeof value === "string") return <span className="break-all text-ok">{JSON.stringify(value)}</span>;
  if (typeof value === "number" || typeof value === "bigint") return <span className="text-info">{String(value)}</span>;
  if (typeof value === "boolean") return <span className="text-warn">{String(value)}</span>;
  return <span className="text-muted">{value === undefined ? "undefined" : JSON.stringify(String(value))}</span>;
}

function Node({
  name,
  value,
  depth,
  expandDepth,
  t,
  last,
}: {
  name?: string;
  value: unknown;
  depth: number;
  expandDepth: number;
  t: Translate;
  last: boolean;
}) {
  const comma = last ? "" : ",";
  const keyLabel: ReactNode = name !== undefined && <span className="text-accent">{JSON.stringify(name)}: </span>;
  if (value === null || typeof value !== "object") {
    return (
      <li>
        {keyLabel}
        <Primitive value={value} />
        {comma}
      </li>
    );
  }
  const isArray = Array.isArray(value);
  const entries: [string | undefined, unknown][] = isArray
    ? value.map((item) => [undefined, item])
    : Object.entries(value as Record<string, unknown>);
  const [open, close] = isArray ? ["[", "]"] : ["{", "}"];
  if (entries.length === 0) {
    return (
      <li>
        {keyLabel}
        {open}
        {close}
        {comma}
      </li>
    );
  }
  const count = isArray ? t("json.items", { count: entries.length }) : t("json.keys", { count: entries.length });
  return (
    <li>
      <details open={depth < expandDepth} className="group">
        <summary className="cursor-pointer list-inside rounded-sm marker:text-muted">
          {keyLabel}
          {open}
          <span className="text-muted group-open:hidden">
            {" "}
            … {close}
            {comma} <span className="text-xs">({count})</span>
          </span>
        </summary>
        <ul className="ml-4 border-l border-line pl-3">
          {entries.map(([key, item], index) => (
            <Node
              key={key ?? index}
              name={key}
              value={item}
              depth={depth + 1}
              expandDepth={expandDepth}
              t={t}
              last={index === entries.length - 1}
            />
          ))}
        </ul>
        <span>
          {close}
          {comma}
        </span>
      </details>
    </li>
  );
}

/** Read-only, collapsible, pretty JSON rendered as text nodes (no HTML injection possible). */
export function JsonView({ value, defaultExpandDepth = 2, copyable = false, label, className }: JsonViewProps) {
  const t = useTranslations("common");
  return (
    <div className={cn("relative rounded-md border border-line bg-raised p-3 font-mono text-xs text-ink", className)}>
      {copyable && (
        <div className="absolute right-2 top-2">
          <CopyButton value={() => JSON.stringify(value, null, 2) ?? ""} label={label} />
        </div>
      )}
      <ul aria-label={label} className="overflow-x-auto">
        <Node value={value} depth={0} expandDepth={defaultExpandDepth} t={t} last />
      </ul>
    </div>
  );
}
