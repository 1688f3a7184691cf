import type { Page } from "@playwright/test";

/** One element whose text does not fit its box and is cut off. */
export interface ClippedText {
  selector: string;
  text: string;
  /** How far the content reaches past the box, in px. */
  overX: number;
  overY: number;
  /** Inside a table (a name, identifier, state, figure, date, header or action of a list). */
  inTable: boolean;
}

/**
 * Elements that cut their text off: `overflow` hidden or clip, `text-overflow: ellipsis` or a line clamp, with
 * content wider or taller than the box by more than 1 px. A tooltip holding the whole text does not make it whole: a
 * reader compares rows by reading them, not by pointing at each. Not counted: free text a table clamps at two lines
 * on purpose (`data-free-text`), an identifier shortened in the middle so that its distinguishing end stays
 * (`data-middle-shortened`), screen-reader-only text (a box of at most 1×1 px), hidden elements, and elements with
 * no text (an image cropped by a rounded card is not clipped text).
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
    const found: { selector: string; text: string; overX: number; overY: number; inTable: boolean }[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      if (el instanceof SVGElement || el.closest("svg, script, style, template, [aria-hidden='true']")) continue;
      const style = getComputedStyle(el);
      const clamped = style.webkitLineClamp !== "none" && style.webkitLineClamp !== "";
      const clipsX = clips(style.overflowX) || style.textOverflow === "ellipsis";
      const clipsY = clips(style.overflowY) || clamped;
      if (!clipsX && !clipsY) continue;
      if (!el.checkVisibility({ visibilityProperty: true }) || (el.clientWidth <= 1 && el.clientHeight <= 1)) continue;
      const text = (el.innerText ?? "").trim();
      if (!text) continue;
      const overX = el.scrollWidth - el.clientWidth;
      const overY = el.scrollHeight - el.clientHeight;
      if (!(clipsX && overX > 1) && !(clipsY && overY > 1)) continue;
      if (el.closest("[data-free-text], [data-middle-shortened]")) continue;
      found.push({
        selector: describe(el),
        text: text.replace(/\s+/g, " ").slice(0, 80),
        overX,
        overY,
        inTable: el.closest("table, [data-cards]") !== null,
      });
    }
    return found;
  });
}

/** One line per clipped element, naming the page and the width, for a test's failure message. */
export const describeClipped = (where: string, clipped: readonly ClippedText[]): string[] =>
  clipped.map((c) => `${where}: ${c.selector} (+${c.overX}×${c.overY} px) “${c.text}”`);

/**
 * Parts of a page that only show after a click, measured in the same visit: the translation editor's token panel
 * beside the list (source, text, checks, assistant, where used). Opens the first token the role may edit; false when
 * the page has no such part or the role edits nothing there.
 */
export async function openTokenPanel(page: Page): Promise<boolean> {
  const grid = page.getByTestId("token-grid");
  if ((await grid.count()) === 0) return false;
  const first = grid.locator("[role=row][data-key]").first();
  if ((await first.count()) === 0) return false;
  await first.click();
  const panel = page.getByTestId("token-panel").filter({ visible: true });
  return panel
    .first()
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
}
