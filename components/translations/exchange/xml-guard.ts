/**
 * Checks of an XML file before it reaches the parser: a DOCTYPE (which could declare external or exponentially
 * nested entities) or an entity declaration is refused outright, as is a character reference to half of a
 * surrogate pair (named here with its line; the parser would only call it malformed).
 */
import type { FileProblem } from "./units";

const DECLARATION = /<!\s*(?:DOCTYPE|ENTITY)/gi;
const CHARACTER_REFERENCE = /&#(x[0-9a-f]+|[0-9]+);/gi;
const LITERAL = `("[^"]*"|'[^']*')`;
/** A DOCTYPE that only names its DTD by public and system identifier: nothing declared in the file itself. */
const EXTERNAL_DOCTYPE = new RegExp(
  `<!DOCTYPE\\s+[^\\s>[]+(\\s+(SYSTEM\\s+${LITERAL}|PUBLIC\\s+${LITERAL}\\s+${LITERAL}))?\\s*>`,
  "iy",
);

export interface XmlGuardOptions {
  /**
   * Let through a DOCTYPE that only names an external DTD (TBX 2 files carry one; saxes never fetches it, and an
   * entity it would declare stays unknown to the parser).
   */
  externalDtd?: boolean;
}

export function guardXml(text: string, { externalDtd = false }: XmlGuardOptions = {}): FileProblem | null {
  for (const match of text.matchAll(DECLARATION)) {
    EXTERNAL_DOCTYPE.lastIndex = match.index;
    if (!externalDtd || !EXTERNAL_DOCTYPE.test(text)) return { code: "doctype" };
  }
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
