"use client";

import { useTranslations } from "next-intl";
import { ShowMore, useShowMore } from "@/components/ui/show-more";
import { WidgetBoundary } from "@/components/ui/widget-boundary";
import { ElementCard } from "./ElementCard";

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
  // Each card may call an operation, so a long list is drawn a part at a time.
  const { shown, next, more } = useShowMore(elements);
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
      <ShowMore
        summary={t("view.shownOf", { shown: shown.length, total: elements.length })}
        next={next}
        onMore={more}
      />
    </>
  );
}
