"use client";

import { Tabs as TabsPrimitive } from "radix-ui";
import { useCallback, useContext, useEffect, useId, useState, type ReactNode } from "react";
import { cn } from "./cn";
import { UnsavedScope } from "./use-leave-guard";
import { WidgetBoundary } from "./widget-boundary";

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Controlled value (e.g. kept in the URL with useUrlParam("tab")). */
  value?: string;
  onValueChange?: (value: string) => void;
  defaultValue?: string;
  /** Accessible name of the tab list. */
  "aria-label"?: string;
  className?: string;
}

/**
 * Tabs with arrow-key navigation (Radix). Only the active panel is rendered, a render error staying inside it; a
 * panel holding unsaved input stays mounted (hidden) while another tab is shown, so switching back finds it as left.
 */
export function Tabs({ tabs, value, onValueChange, defaultValue, className, ...rest }: TabsProps) {
  const [chosen, setChosen] = useState(defaultValue ?? tabs[0]?.value);
  const current = value ?? chosen;
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const keep = useCallback(
    (panel: string, dirty: boolean) => setKept((previous) => toggled(previous, panel, dirty)),
    [],
  );
  return (
    <TabsPrimitive.Root
      value={current}
      onValueChange={(next) => {
        setChosen(next);
        onValueChange?.(next);
      }}
      className={cn("flex flex-col gap-4", className)}
    >
      <TabsPrimitive.List aria-label={rest["aria-label"]} className="flex gap-1 overflow-x-auto border-b border-line">
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            disabled={tab.disabled}
            className={cn(
              "-mb-px whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted",
              "hover:text-ink disabled:cursor-not-allowed disabled:opacity-50",
              "data-[state=active]:border-accent data-[state=active]:text-ink",
            )}
          >
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content
          key={tab.value}
          value={tab.value}
          forceMount={kept.has(tab.value) || undefined}
          hidden={tab.value !== current}
          className="focus-visible:outline-offset-4"
        >
          <PanelScope panel={tab.value} onUnsaved={keep}>
            <WidgetBoundary>{tab.content}</WidgetBoundary>
          </PanelScope>
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}

/** Collects whether any form in one panel holds unsaved input, for the tabs and for a panel around these tabs. */
function PanelScope({
  panel,
  onUnsaved,
  children,
}: {
  panel: string;
  onUnsaved: (panel: string, dirty: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  const outer = useContext(UnsavedScope);
  const [sources, setSources] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (source: string, dirty: boolean) => setSources((previous) => toggled(previous, source, dirty)),
    [],
  );
  const dirty = sources.size > 0;
  useEffect(() => {
    if (!dirty) return;
    onUnsaved(panel, true);
    outer?.(id, true);
    return () => {
      onUnsaved(panel, false);
      outer?.(id, false);
    };
  }, [dirty, panel, onUnsaved, outer, id]);
  return <UnsavedScope value={report}>{children}</UnsavedScope>;
}

/** `set` with `item` in it or not; the same set when nothing changes (no re-render). */
function toggled(set: ReadonlySet<string>, item: string, present: boolean): ReadonlySet<string> {
  if (set.has(item) === present) return set;
  const next = new Set(set);
  if (present) next.add(item);
  else next.delete(item);
  return next;
}
