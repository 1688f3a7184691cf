"use client";

import { Tabs as TabsPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "./cn";
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

/** Tabs with arrow-key navigation (Radix); only the active panel is rendered, a render error staying inside it. */
export function Tabs({ tabs, value, onValueChange, defaultValue, className, ...rest }: TabsProps) {
  return (
    <TabsPrimitive.Root
      value={value}
      onValueChange={onValueChange}
      defaultValue={defaultValue ?? tabs[0]?.value}
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
        <TabsPrimitive.Content key={tab.value} value={tab.value} className="focus-visible:outline-offset-4">
          <WidgetBoundary>{tab.content}</WidgetBoundary>
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
