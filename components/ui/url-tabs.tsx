"use client";

import type { ReactNode } from "react";
import { useUrlParams } from "@/lib/url-state";
import { LazyPanel, preloadOn } from "./lazy";
import { Tabs } from "./tabs";

export interface UrlTab<V extends string = string> {
  value: V;
  label: string;
  content: ReactNode;
  /**
   * For a panel loaded late (`lazyComponent`): its code starts loading on hover or focus of the tab, and the panel
   * renders in the browser only, behind a skeleton until the code is there.
   */
  preload?: () => void;
}

/**
 * A page's tabs with the current tab in the URL (`?tab=`; the first tab is the default and leaves it out). Switching
 * clears `reset`, the params that belong to one tab's table (search, sort, filters), so they do not carry over.
 */
export function UrlTabs<V extends string>({
  tabs,
  label,
  reset,
}: {
  tabs: readonly UrlTab<V>[];
  /** The tab list's accessible name. */
  label: string;
  reset: readonly string[];
}) {
  const [params, setParams] = useUrlParams();
  const requested = params.get("tab");
  const current = tabs.find((tab) => tab.value === requested) ?? tabs[0];
  return (
    <Tabs
      aria-label={label}
      value={current.value}
      onValueChange={(next) =>
        setParams({
          tab: next === tabs[0].value ? null : next,
          ...Object.fromEntries(reset.map((key) => [key, null])),
        })
      }
      tabs={tabs.map(({ value, label: tabLabel, content, preload }) => ({
        value,
        label: preload ? <span {...preloadOn(preload)}>{tabLabel}</span> : tabLabel,
        content: preload ? <LazyPanel>{content}</LazyPanel> : content,
      }))}
    />
  );
}
