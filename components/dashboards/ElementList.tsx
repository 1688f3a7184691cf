"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { WidgetBoundary } from "@/components/ui/widget-boundary";
import { ElementCard } from "./ElementCard";

/** Elements rendered at first and per "Show more": each card may call an operation, so a long list is never drawn whole. */
export const ELEMENTS_AT_ONCE = 20;

export interface ElementListProps {
  elements: readonly unknown[];
  dashboard: string;
  params: Record<string, string>;
  depth?: number;
  label?: string;
  className?: string;
}

/**
 * A dashboard's elements (or an element's parts), the first twenty and more on request with "showing N of M", each
 * card inside its own boundary: a portal listing 10,000 elements, or one element that fails to render, costs the page
 * nothing more than that card.
 */
export function ElementList({ elements, dashboard, params, depth = 0, label, className }: ElementListProps) {
  const t = useTranslations("dashboards");
  const [limit, setLimit] = useState(ELEMENTS_AT_ONCE);
  const shown = elements.slice(0, limit);
  const rest = elements.length - shown.length;
  return (
    <>
      <ul aria-label={label} className={className}>
        {shown.map((element, index) => (
          // The position is the identity: the portal's titles and ids need not be unique.
          <li key={index}>
            <WidgetBoundary>
              <ElementCard element={element} index={index} dashboard={dashboard} params={params} depth={depth} />
            </WidgetBoundary>
          </li>
        ))}
      </ul>
      {rest > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="elements-shown">
          <p className="text-sm text-muted">{t("view.shownOf", { shown: shown.length, total: elements.length })}</p>
          <Button size="sm" onClick={() => setLimit((value) => value + ELEMENTS_AT_ONCE)}>
            {t("view.showMore", { count: Math.min(rest, ELEMENTS_AT_ONCE) })}
          </Button>
        </div>
      )}
    </>
  );
}
