/**
 * Checks of an XML file before it reaches a parser: a DOCTYPE (which could declare external or exponentially nested
 * entities) or an entity declaration is refused outright, as is a character reference to half of a surrogate pair.
 */
import type { FileProblem } from "./units";

const DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i;
const CHARACTER_REFERENCE = /&#(x[0-9a-f]+|[0-9]+);/gi;

export function guardXml(text: string): FileProblem | null {
  if (DECLARATION.test(text)) return { code: "doctype" };
  for (const match of text.matchAll(CHARACTER_REFERENCE)) {
    const raw = match[1];
    const codePoint = raw[0] === "x" || raw[0] === "X" ? parseInt(raw.slice(1), 16) : parseInt(raw, 10);
    if (codePoint >= 0xd800 && codePoint <= 0xdfff)
      return { code: "loneSurrogate", line: lineAt(text, match.index ?? 0) };
  }
  return null;
}

/** The 1-based line of an offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line += 1;
  return line;
}

/** The unit ids of an XLIFF text, to find duplicates (the `xliff` package keeps only the last unit of an id). */
export function duplicateUnitId(text: string): string | null {
  const seen = new Set<string>();
  for (const match of text.matchAll(/<(?:trans-unit|unit)\b[^>]*?\sid\s*=\s*(["'])(.*?)\1/g)) {
    if (seen.has(match[2])) return match[2];
    seen.add(match[2]);
  }
  return null;
}

/** The XML parser's message (sax: "Unexpected close tag\nLine: 0\nColumn: 83\nChar: >") as one line, 1-based. */
export function malformedDetail(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const [first] = message.split("\n");
  const line = /Line: (\d+)/.exec(message);
  const column = /Column: (\d+)/.exec(message);
  return line && column ? `${first} (line ${Number(line[1]) + 1}, column ${Number(column[1])})` : first;
}
