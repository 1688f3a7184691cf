/**
 * Finds the marked texts of the page (lib/i18n/key-marks.ts) and keeps finding them as the page changes: each text
 * node's marks name the keys of the element holding it, and so do the marks in its `title`, `aria-label`,
 * `placeholder` and `alt`. The element gets `data-i18n-keys` (the outline and Alt+click go by it); the texts are
 * left as React rendered them, so a part of the page that hydrates later never meets a text it did not render.
 * Every key seen since the page was opened is remembered with its text, so a toast gone or a menu closed is still
 * listed under "texts on this page". Nothing inside `[data-translate-ui]` (translate mode's own panel) counts.
 */
import { hasMark, readMarks } from "@/lib/i18n/key-marks";

export const KEYS_ATTRIBUTE = "data-i18n-keys";
export const UI_ATTRIBUTE = "data-translate-ui";
const ATTRIBUTES = ["title", "aria-label", "placeholder", "alt", "aria-description"] as const;
/** Text that is no page text: the page's own data (Next's payload carries every message, marked). */
const NOT_SHOWN = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);

export type SeenWhere = "text" | "attribute" | "title";

export interface SeenText {
  key: string;
  /** The text as shown, without marks (cut to a line). */
  text: string;
  where: SeenWhere;
  /** Whether an element on the page shows it now. */
  present: boolean;
}

const TEXT_LIMIT = 160;
const shorten = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > TEXT_LIMIT ? `${line.slice(0, TEXT_LIMIT - 1)}…` : line;
};

export class MarkScanner {
  private readonly observer: MutationObserver;
  /** Elements holding marked texts or attributes, with their keys. */
  private readonly marked = new Map<Element, string[]>();
  private readonly seen = new Map<string, SeenText>();
  private titleKeys: string[] = [];
  private pending = false;

  constructor(
    private readonly keys: readonly string[],
    private readonly onChange: () => void,
  ) {
    // Translate mode's own panel and badges change all the time: their changes are not the page's.
    this.observer = new MutationObserver((records) => {
      const inUi = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest(`[${UI_ATTRIBUTE}]`);
      if (records.some((record) => !inUi(record.target))) this.schedule();
    });
  }

  start(): void {
    this.scan();
    this.observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: [...ATTRIBUTES],
    });
  }

  /** Stops watching and takes every attribute it added off the page. */
  stop(): void {
    this.observer.disconnect();
    for (const element of this.marked.keys()) element.removeAttribute(KEYS_ATTRIBUTE);
    this.marked.clear();
  }

  /** A new page (a navigation): what the last one showed is forgotten. */
  forgetSeen(): void {
    this.seen.clear();
    this.scan();
  }

  /** The marked elements now on the page, in document order; `shown`: only those with a box (not hidden). */
  elements(shown = false): Element[] {
    return [...this.marked.keys()]
      .filter((element) => element.isConnected && (!shown || element.getClientRects().length > 0))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  }

  keysOf(element: Element): readonly string[] {
    return this.marked.get(element) ?? [];
  }

  /** Every key seen on this page, in the order first seen. */
  seenTexts(): SeenText[] {
    const present = new Set<string>([...this.marked.values()].flat().concat(this.titleKeys));
    return [...this.seen.values()].map((seen) => ({ ...seen, present: present.has(seen.key) }));
  }

  private schedule(): void {
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => {
      this.pending = false;
      this.scan();
    });
  }

  private keysIn(text: string): { keys: string[]; text: string } {
    const read = readMarks(text);
    return {
      keys: read.indexes.map((index) => this.keys[index]).filter((key): key is string => !!key),
      text: read.text,
    };
  }

  /** Remembers keys first seen now; true when there was one. */
  private note(keys: readonly string[], text: string, where: SeenWhere): boolean {
    let added = false;
    for (const key of keys) {
      if (this.seen.has(key)) continue;
      this.seen.set(key, { key, text: shorten(text), where, present: true });
      added = true;
    }
    return added;
  }

  /** One pass over the page: cheap enough per frame (a text search per text node, a regex only where a mark is). */
  private scan(): void {
    const found = new Map<Element, Set<string>>();
    let changed = false;
    const add = (element: Element, keys: readonly string[]) => {
      if (keys.length === 0) return;
      let set = found.get(element);
      if (!set) found.set(element, (set = new Set()));
      keys.forEach((key) => set.add(key));
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const data = (node as Text).data;
      if (!hasMark(data)) continue;
      const element = node.parentElement;
      if (!element || NOT_SHOWN.has(element.tagName) || element.closest(`[${UI_ATTRIBUTE}]`)) continue;
      const { keys, text } = this.keysIn(data);
      add(element, keys);
      changed = this.note(keys, text, "text") || changed;
    }
    const selector = ATTRIBUTES.map((name) => `[${name}]`).join(",");
    for (const element of document.body.querySelectorAll(selector)) {
      if (element.closest(`[${UI_ATTRIBUTE}]`)) continue;
      for (const name of ATTRIBUTES) {
        const value = element.getAttribute(name);
        if (!value || !hasMark(value)) continue;
        const { keys, text } = this.keysIn(value);
        add(element, keys);
        changed = this.note(keys, text, "attribute") || changed;
      }
    }
    const title = this.keysIn(document.title);
    if (title.keys.join(" ") !== this.titleKeys.join(" ")) changed = true;
    this.titleKeys = title.keys;
    changed = this.note(title.keys, title.text, "title") || changed;

    for (const [element, keys] of this.marked) {
      if (!found.has(element)) {
        element.removeAttribute(KEYS_ATTRIBUTE);
        this.marked.delete(element);
        changed = true;
      } else if (keys.join(" ") !== [...found.get(element)!].join(" ")) changed = true;
    }
    for (const [element, set] of found) {
      const keys = [...set];
      const value = keys.join(" ");
      if (element.getAttribute(KEYS_ATTRIBUTE) !== value) element.setAttribute(KEYS_ATTRIBUTE, value);
      if (!this.marked.has(element)) changed = true;
      this.marked.set(element, keys);
    }
    if (changed) this.onChange();
  }
}
