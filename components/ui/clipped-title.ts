import type { PointerEvent } from "react";

/**
 * For elements that cut their text off by design (a fixed-height table row cannot wrap): pointed at while its text,
 * or a descendant's, is cut off, the element puts its whole text in `title`, so the browser's tooltip shows it. Such
 * elements carry `data-clipped-title`, which the pseudo-locale check (e2e/support/clipped-text.ts) relies on.
 */
export function titleWhenClipped(event: PointerEvent<HTMLElement>): void {
  const element = event.currentTarget;
  const clipped = [element, ...element.querySelectorAll<HTMLElement>("*")].some(
    (node) => node.scrollWidth > node.clientWidth + 1,
  );
  if (clipped) element.title = element.innerText.trim().replace(/\s+/g, " ");
  else element.removeAttribute("title");
}
