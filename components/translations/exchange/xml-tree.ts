/**
 * An XML document as a small tree, read with saxes: a strict XML 1.0 parser that keeps every text node as written
 * (white space between two inline elements included), resolves character references, and stops at the first
 * error with its line. A file cut off anywhere before its root element closes is such an error.
 */
import { SaxesParser } from "saxes";
import type { MalformedReason } from "./units";

export interface XmlElement {
  /** The name as written, prefix included (`unit`, `sdl:seg`). */
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  /** The 1-based line of the start tag. */
  line: number;
}

export type XmlNode = XmlElement | string;

export type XmlOutcome = { ok: true; root: XmlElement } | { ok: false; line: number; reason: MalformedReason };

/** saxes reports errors as `line:column: message`. */
const POSITION = /^(\d+):(\d+): ([\s\S]*)$/;

/** What saxes' message says, in the words the import dialog has. */
function reasonOf(message: string): MalformedReason {
  if (/^unclosed|unexpected end|must contain a root element/i.test(message)) return "endsEarly";
  if (/disallowed character/i.test(message)) return "badCharacter";
  if (/undefined entity/i.test(message)) return "unknownEntity";
  return "notWellFormed";
}

/**
 * Where markup may hold a bare `&` (comments, CDATA sections, processing instructions), and a `&` that starts no
 * reference: `&` not followed by a name or `#…` up to a `;` within the same word.
 */
const BARE_AMPERSAND = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<\?[\s\S]*?(?:\?>|$)|&(?![^\s&;<>"']+;)/g;

/** The line and column of the first bare `&`, or null. */
function bareAmpersand(text: string): { line: number; column: number } | null {
  for (const match of text.matchAll(BARE_AMPERSAND)) {
    if (match[0] !== "&") continue;
    const before = text.slice(0, match.index);
    const lineStart = before.lastIndexOf("\n") + 1;
    return { line: before.split("\n").length, column: match.index - lineStart };
  }
  return null;
}

/**
 * saxes reads an entity reference up to the next `;`, so it reports a bare `&` (`Salt & pepper`) where the next
 * `;` stands or where the file ends. When such an `&` comes no later than the error saxes reports, it is the error.
 */
function failure(text: string, line: number, column: number, reason: MalformedReason): XmlOutcome {
  const ampersand = bareAmpersand(text);
  if (ampersand && (ampersand.line < line || (ampersand.line === line && ampersand.column <= column)))
    return { ok: false, line: ampersand.line, reason: "bareAmpersand" };
  return { ok: false, line, reason };
}

export function parseXml(text: string): XmlOutcome {
  const parser = new SaxesParser({ position: true, xmlns: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const append = (node: XmlNode) => stack[stack.length - 1]?.children.push(node);
  parser.on("opentag", (tag) => {
    const element: XmlElement = { name: tag.name, attributes: { ...tag.attributes }, children: [], line: parser.line };
    if (stack.length === 0) root = element;
    else append(element);
    stack.push(element);
  });
  parser.on("closetag", () => void stack.pop());
  parser.on("text", (text) => {
    if (stack.length > 0) append(text);
  });
  parser.on("cdata", (text) => {
    if (stack.length > 0) append(text);
  });
  parser.on("error", (error) => {
    throw error;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = POSITION.exec(message);
    return position
      ? failure(text, Number(position[1]), Number(position[2]), reasonOf(position[3]))
      : failure(text, parser.line, parser.column, reasonOf(message));
  }
  if (!root) return { ok: false, line: parser.line, reason: "endsEarly" };
  return { ok: true, root };
}

export const isElement = (node: XmlNode | undefined): node is XmlElement => typeof node === "object";

/** The child elements of a name (exactly as written, unprefixed for XLIFF's own elements). */
export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child): child is XmlElement => isElement(child) && child.name === name);

export const childNamed = (element: XmlElement, name: string): XmlElement | undefined =>
  element.children.find((child): child is XmlElement => isElement(child) && child.name === name);

/** All text below an element, in document order. */
export function textContent(element: XmlElement): string {
  let text = "";
  for (const child of element.children) text += typeof child === "string" ? child : textContent(child);
  return text;
}
