/**
 * The pseudo-locale (`en-XA`): the English messages with accented letters, about 40 % longer and bracketed
 * (`⟦Ŝåvé ·····⟧`), so that a page shows where a longer language would overflow and a missing `⟧` shows text cut
 * off. Only literal text changes: the message is parsed with the ICU parser the console renders with, and arguments,
 * plural/select keywords and rich-text tags are printed back as they were.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { MessageTree } from "./tokens";

/** How much longer than English the pseudo text is (German and French UI text runs 30–40 % longer). */
export const PSEUDO_EXPANSION = 0.4;

const ACCENTS: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Å",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ó",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** Filler words: spaces between them let the padding wrap like real words rather than one unbreakable run. */
const FILLER = "ŏñé ţŵó ţĥŕéé ƒóúŕ ƒíṽé šíẋ šéṽéñ éíĝĥţ ñíñé ţéñ éļéṽéñ ţŵéļṽé ";

const accent = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTS[letter]);

/** The length a reader sees: literal text, taking only the `other` branch of a plural or select. */
function visibleLength(elements: readonly MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) length += element.value.length;
    else if (element.type === TYPE.tag) length += visibleLength(element.children);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      const other = element.options.other ?? Object.values(element.options)[0];
      length += other ? visibleLength(other.value) : 0;
    } else length += 4; // an argument's value: a name, a number, a date
  }
  return length;
}

type Parent = "plural" | "other";

/** Quotes what ICU would read as syntax; `#` only where it means the plural's number. */
function printLiteral(text: string, parent: Parent): string {
  return text.replace(/['{}<>#]/g, (char) => {
    if (char === "'") return "''";
    if (char === "#" && parent !== "plural") return char;
    return `'${char}'`;
  });
}

function printStyle(style: unknown): string {
  if (!style) return "";
  if (typeof style === "string") return `, ${style}`;
  const skeleton = style as { pattern?: string; tokens?: { stem: string; options: string[] }[] };
  if (skeleton.pattern !== undefined) return `, ::${skeleton.pattern}`;
  const tokens = (skeleton.tokens ?? []).map((t) => [t.stem, ...t.options].join("/"));
  return `, ::${tokens.join(" ")}`;
}

/** Prints an AST back to ICU text, changing literal text with `change`. */
export function printMessage(
  elements: readonly MessageFormatElement[],
  change: (text: string) => string = (text) => text,
  parent: Parent = "other",
): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return printLiteral(change(element.value), parent);
        case TYPE.argument:
          return `{${element.value}}`;
        case TYPE.number:
          return `{${element.value}, number${printStyle(element.style)}}`;
        case TYPE.date:
          return `{${element.value}, date${printStyle(element.style)}}`;
        case TYPE.time:
          return `{${element.value}, time${printStyle(element.style)}}`;
        case TYPE.pound:
          return "#";
        case TYPE.tag:
          return `<${element.value}>${printMessage(element.children, change, parent)}</${element.value}>`;
        case TYPE.select: {
          const options = Object.entries(element.options).map(
            ([id, o]) => `${id} {${printMessage(o.value, change, "other")}}`,
          );
          return `{${element.value}, select, ${options.join(" ")}}`;
        }
        case TYPE.plural: {
          const kind = element.pluralType === "ordinal" ? "selectordinal" : "plural";
          const offset = element.offset ? `offset:${element.offset} ` : "";
          const options = Object.entries(element.options).map(
            ([id, o]) => `${id} {${printMessage(o.value, change, "plural")}}`,
          );
          return `{${element.value}, ${kind}, ${offset}${options.join(" ")}}`;
        }
        default:
          return "";
      }
    })
    .join("");
}

/** One English message in the pseudo-locale; a message that does not parse is returned as it is. */
export function pseudoLocalize(message: string): string {
  if (message.trim() === "") return message;
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { requiresOtherClause: false });
  } catch {
    return message;
  }
  const padding = Math.max(1, Math.round(visibleLength(elements) * PSEUDO_EXPANSION));
  const filler = FILLER.repeat(Math.ceil(padding / FILLER.length))
    .slice(0, padding)
    .trimEnd();
  const body = printMessage(elements, accent);
  return `⟦${body} ${printLiteral(filler, "other")}⟧`;
}

/** A whole message tree in the pseudo-locale. */
export function pseudoMessages<T extends object>(tree: T): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") return pseudoLocalize(node);
    if (!node || typeof node !== "object" || Array.isArray(node)) return node;
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
  };
  return walk(tree as MessageTree) as T;
}
