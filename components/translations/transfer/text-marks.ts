/**
 * A text as the import preview draws it: characters a reader cannot see, or cannot tell apart from a plain space,
 * become marks. Line breaks (↵, and the line still breaks), tabs (→), spaces at either edge or in a run of two or
 * more (·), no-break spaces (°), and every other invisible or control character by its code point (`U+200E`).
 * Joining the marks' characters gives the text back.
 */

export type MarkKind = "lineBreak" | "tab" | "space" | "noBreakSpace" | "invisible";

export type TextPart = { kind: "text"; text: string } | { kind: "mark"; mark: MarkKind; char: string };

const NO_BREAK = new Set(["\u00A0", "\u202F", "\u2007"]);
/** Control and format characters, line and paragraph separators, and spaces other than the plain and no-break ones. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}]/u;

export function markText(text: string): TextPart[] {
  const chars = Array.from(text);
  const parts: TextPart[] = [];
  let plain = "";
  const mark = (kind: MarkKind, char: string) => {
    if (plain) parts.push({ kind: "text", text: plain });
    plain = "";
    parts.push({ kind: "mark", mark: kind, char });
  };
  let lead = 0;
  while (lead < chars.length && chars[lead] === " ") lead += 1;
  let trail = chars.length;
  while (trail > lead && chars[trail - 1] === " ") trail -= 1;
  chars.forEach((char, index) => {
    if (char === " ") {
      const inRun = chars[index - 1] === " " || chars[index + 1] === " ";
      if (index < lead || index >= trail || inRun) mark("space", char);
      else plain += char;
    } else if (char === "\n") mark("lineBreak", char);
    else if (char === "\t") mark("tab", char);
    else if (NO_BREAK.has(char)) mark("noBreakSpace", char);
    else if (INVISIBLE.test(char)) mark("invisible", char);
    else plain += char;
  });
  if (plain) parts.push({ kind: "text", text: plain });
  return parts;
}
