/**
 * Which units of an XLIFF file mark their target as not final. The `xliff` package drops the `state` of a 1.2
 * `<target>` and of a 2.0 `<segment>`, so the states are read from the text, by unit id.
 */
import type { XliffVersion } from "./xliff-codes";

/** XLIFF 1.2 target states that say the text still needs work (anything else, like `translated`, is final). */
const NOT_FINAL_12 = new Set([
  "new",
  "needs-translation",
  "needs-adaptation",
  "needs-l10n",
  "needs-review-translation",
  "needs-review-adaptation",
  "needs-review-l10n",
]);

const UNIT = /<(trans-unit|unit)\b([^>]*)>([\s\S]*?)<\/\1\s*>/g;

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(["'])(.*?)\\1`).exec(attributes)?.[2];

/** An attribute value as text (the ids the `xliff` package gives are unescaped). */
function unescapeXml(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/gi, (_, hex, dec, name: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (dec) return String.fromCodePoint(parseInt(dec, 10));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[name.toLowerCase()] ?? "";
  });
}

/**
 * The ids of units whose target is marked as not final: in 1.2 a `needs-…` or `new` target state, or, without a
 * state, `approved="no"` (what translate-toolkit's `po2xliff` writes for a fuzzy entry); in 2.0 a segment still
 * `initial` (2.0 has no needs-review state: `translated`, `reviewed` and `final` are all past it).
 */
export function draftUnitIds(text: string, version: XliffVersion): Set<string> {
  const drafts = new Set<string>();
  for (const [, , unitAttributes, body] of text.matchAll(UNIT)) {
    const id = attribute(unitAttributes, "id");
    if (id === undefined) continue;
    const holder = (version === "1.2" ? /<target\b([^>]*?)\/?>/ : /<segment\b([^>]*?)\/?>/).exec(body);
    const state = holder ? attribute(holder[1], "state") : undefined;
    const draft =
      version === "1.2"
        ? state !== undefined
          ? NOT_FINAL_12.has(state)
          : attribute(unitAttributes, "approved") === "no"
        : state === "initial";
    if (draft) drafts.add(unescapeXml(id));
  }
  return drafts;
}
