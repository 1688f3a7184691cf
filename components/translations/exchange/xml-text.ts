/**
 * Text and attribute values as XML 1.0 writes them. Markup characters are always escaped, so a text that holds
 * `&amp;` or `&#38;` literally is written as `&amp;amp;` and reads back as written; a carriage return is a character
 * reference (a parser turns a literal one into a line feed), and in attribute values so are tabs and line feeds
 * (a parser turns literal ones into spaces).
 */
import { codePointName } from "./units";

/** Characters XML 1.0 cannot hold in any form, not even as a character reference. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/u;
const NOT_XML_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/gu;

/** The first character of a text that XML 1.0 cannot hold, or null. */
export function firstNonXmlChar(text: string): string | null {
  return NOT_XML.exec(text)?.[0] ?? null;
}

export function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r/g, "&#13;");
}

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\t/g, "&#9;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");
}

/**
 * XLIFF 2.0 content: escaped text, with each character XML cannot hold written as `<cp hex="…"/>`, as the
 * XLIFF 2.0 specification requires of writers.
 */
export function escapeText20(text: string): string {
  return escapeText(text).replace(NOT_XML_ALL, (char) => `<cp hex="${codePointName(char).slice(2)}"/>`);
}

/** `name="value"` pairs; undefined values are left out. */
export function attributes(values: Record<string, string | undefined>): string {
  let out = "";
  for (const [name, value] of Object.entries(values))
    if (value !== undefined) out += ` ${name}="${escapeAttribute(value)}"`;
  return out;
}
