/**
 * A text as the import preview draws it: characters a reader cannot see, or cannot tell apart from a plain space,
 * become marks. Line breaks (↵, and the line still breaks), tabs (→), spaces at the edge of the text or of a line
 * or in a run of two or more (·), no-break spaces (°), and every other invisible or control character by its code
 * point (`U+200E`). Joining the marks' characters gives the text back.
 */

export type MarkKind = "lineBreak" | "tab" | "space" | "noBreakSpace" | "invisible";

export type TextPart = { kind: "text"; text: string } | { kind: "mark"; mark: MarkKind; char: string };

const NO_BREAK = new Set(["\u00A0", "\u202F", "\u2007"]);
/** Control and format characters, line and paragraph separators, and spaces other than the plain and no-break ones. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}]/u;

/** Whether the space at `index` stands at an edge (of the text or a line) or next to another space. */
function visibleSpace(chars: readonly string[], index: number): boolean {
  const isSpace = (at: number) => chars[at] === " ";
  const edge = (step: 1 | -1) => {
    let at = index + step;
    while (isSpace(at)) at += step;
    return at < 0 || at >= chars.length || chars[at] === "\n";
  };
  return isSpace(index - 1) || isSpace(index + 1) || edge(-1) || edge(1);
}

export function markText(text: string): TextPart[] {
  const chars = Array.from(text);
  const parts: TextPart[] = [];
  let plain = "";
  const mark = (kind: MarkKind, char: string) => {
    if (plain) parts.push({ kind: "text", text: plain });
    plain = "";
    parts.push({ kind: "mark", mark: kind, char });
  };
  chars.forEach((char, index) => {
    if (char === " ") {
      if (visibleSpace(chars, index)) mark("space", char);
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

/** A run of marked text, changed or not. */
export interface Run {
  changed: boolean;
  parts: TextPart[];
}

/**
 * The marked text cut into runs at the edges of the changed ranges (UTF-16 offsets into the text, in order), so
 * that a space at the edge of a changed word is judged by the whole text, not by the word.
 */
export function markRuns(text: string, changed: readonly (readonly [number, number])[]): Run[] {
  const runs: Run[] = [];
  const isChanged = (offset: number) => changed.some(([start, end]) => offset >= start && offset < end);
  const push = (part: TextPart, flag: boolean) => {
    const last = runs[runs.length - 1];
    if (last && last.changed === flag) {
      const previous = last.parts[last.parts.length - 1];
      if (part.kind === "text" && previous?.kind === "text") previous.text += part.text;
      else last.parts.push(part);
    } else runs.push({ changed: flag, parts: [part] });
  };
  let offset = 0;
  for (const part of markText(text)) {
    if (part.kind === "mark") {
      push(part, isChanged(offset));
      offset += part.char.length;
      continue;
    }
    // A text part splits where a changed range starts or ends inside it.
    const cuts = changed
      .flatMap(([start, end]) => [start, end])
      .filter((cut) => cut > offset && cut < offset + part.text.length);
    let from = offset;
    for (const cut of [...cuts, offset + part.text.length]) {
      push({ kind: "text", text: text.slice(from, cut) }, isChanged(from));
      from = cut;
    }
    offset += part.text.length;
  }
  return runs;
}
