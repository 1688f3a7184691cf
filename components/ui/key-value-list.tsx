import type { ReactNode } from "react";
import { cn } from "./cn";

export interface KeyValueItem {
  label: string;
  value: ReactNode;
  /** Monospace the value (ids, hashes). */
  mono?: boolean;
}

export interface KeyValueListProps {
  items: readonly KeyValueItem[];
  /** "grid" puts labels beside values (details pages); "stacked" puts them above (narrow sheets). */
  layout?: "grid" | "stacked";
  className?: string;
}

/** A description list (<dl>) of a resource's facts. Empty values show "—". */
export function KeyValueList({ items, layout = "grid", className }: KeyValueListProps) {
  return (
    <dl
      className={cn(
        "text-sm",
        layout === "grid" ? "grid grid-cols-[minmax(8rem,max-content)_minmax(0,1fr)] gap-x-6 gap-y-2" : "space-y-3",
        className,
      )}
    >
      {items.map((item) => (
        <div key={item.label} className={layout === "grid" ? "contents" : "space-y-0.5"}>
          <dt className="text-muted">{item.label}</dt>
          <dd className={cn("min-w-0 text-ink wrap-anywhere", item.mono && "font-mono")}>
            {item.value === null || item.value === undefined || item.value === "" ? "—" : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
