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
  if (/^unclosed|unexpected end/i.test(message)) return "endsEarly";
  if (/disallowed character/i.test(message)) return "badCharacter";
  if (/undefined entity/i.test(message)) return "unknownEntity";
  return "notWellFormed";
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
      ? { ok: false, line: Number(position[1]), reason: reasonOf(position[3]) }
      : { ok: false, line: parser.line, reason: reasonOf(message) };
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
