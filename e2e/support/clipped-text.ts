import type { Page } from "@playwright/test";

/** One element whose text does not fit its box and is cut off. */
export interface ClippedText {
  selector: string;
  text: string;
  /** How far the content reaches past the box, in px. */
  overX: number;
  overY: number;
}

/**
 * Elements that cut their text off: `overflow` hidden or clip (or `text-overflow: ellipsis`) with content wider or
 * taller than the box by more than 1 px. Not counted: elements that truncate on purpose and expose the whole text in
 * a `title` on themselves or their parent (the browser's tooltip) or that sit in a `data-clipped-title` element (which
 * sets that title when pointed at: the data table's cells), screen-reader-only text, hidden elements, and elements
 * with no text (an image cropped by a rounded card is not clipped text).
 */
export function findClippedText(page: Page): Promise<ClippedText[]> {
  return page.evaluate(() => {
    const clips = (value: string) => value === "hidden" || value === "clip";
    const describe = (el: Element): string => {
      const parts: string[] = [];
      for (
        let node: Element | null = el;
        node && node !== document.body && parts.length < 4;
        node = node.parentElement
      ) {
        const testId = node.getAttribute("data-testid");
        const classes = [...node.classList].filter((c) => !c.includes(":")).slice(0, 3);
        parts.unshift(
          node.tagName.toLowerCase() +
            (node.id ? `#${node.id}` : "") +
            (testId ? `[data-testid=${testId}]` : "") +
            (classes.length ? `.${classes.join(".")}` : ""),
        );
        if (node.id || testId) break;
      }
      return parts.join(" > ");
    };
    const found: { selector: string; text: string; overX: number; overY: number }[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      if (el instanceof SVGElement || el.closest("svg, script, style, template, [aria-hidden='true']")) continue;
      const style = getComputedStyle(el);
      const clipsX = clips(style.overflowX) || style.textOverflow === "ellipsis";
      const clipsY = clips(style.overflowY);
      if (!clipsX && !clipsY) continue;
      if (!el.checkVisibility({ visibilityProperty: true }) || (el.clientWidth <= 1 && el.clientHeight <= 1)) continue;
      const text = (el.innerText ?? "").trim();
      if (!text) continue;
      const overX = el.scrollWidth - el.clientWidth;
      const overY = el.scrollHeight - el.clientHeight;
      if (!(clipsX && overX > 1) && !(clipsY && overY > 1)) continue;
      if (el.title || el.parentElement?.title || el.closest("[data-clipped-title]")) continue;
      found.push({ selector: describe(el), text: text.replace(/\s+/g, " ").slice(0, 80), overX, overY });
    }
    return found;
  });
}
