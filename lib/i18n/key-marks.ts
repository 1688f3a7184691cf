/**
 * Translate mode's marks: each message gets an invisible mark naming its key appended to its text, so that every
 * text the page shows (formatted with its arguments, a plural's branch, a select's, rich-text tags around it,
 * concatenated with others, in an attribute or the page's title) still carries the keys it came from. A mark is a
 * word joiner (U+2060) and 16 bits as zero-width non-joiners (0) and joiners (1): the key's number in the sorted
 * list of the console's message keys (where-used.json). These characters have no width, break no line and are not
 * ICU syntax, so a marked message parses and formats exactly as before. Only the server adds marks, only while a
 * translator has translate mode on; everyone else's messages are never touched.
 */
const START = "\u2060";
const ZERO = "\u200c";
const ONE = "\u200d";
const BITS = 16;

/** The highest key number a mark can carry. */
export const MAX_MARKED_KEYS = 2 ** BITS;

const MARK = new RegExp(`${START}([${ZERO}${ONE}]{${BITS}})`, "g");

/** The mark of one key number. */
export function markOf(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_MARKED_KEYS) throw new RangeError(`key number ${index}`);
  let bits = "";
  for (let bit = BITS - 1; bit >= 0; bit--) bits += (index >> bit) & 1 ? ONE : ZERO;
  return START + bits;
}

/** Whether a text holds a mark (cheap: one character search). */
export const hasMark = (text: string) => text.includes(START);

/** The key numbers marked in a text, in order (a key shown twice is named twice), and the text without its marks. */
export function readMarks(text: string): { indexes: number[]; text: string } {
  if (!hasMark(text)) return { indexes: [], text };
  const indexes: number[] = [];
  for (const match of text.matchAll(MARK)) {
    let index = 0;
    for (const char of match[1]) index = index * 2 + (char === ONE ? 1 : 0);
    indexes.push(index);
  }
  return { indexes, text: text.replace(MARK, "") };
}

/**
 * A message with its key's mark. Appended as literal text: after the message's last element, which may be a
 * quoted literal (`'{'`) left open to the end; a mark there is read as quoted text, which is still text.
 */
export const markMessage = (message: string, index: number) => message + markOf(index);

type Tree = { [key: string]: string | Tree };

/** A whole message tree with every message marked; keys without a number (not in the list) stay unmarked. */
export function markMessages<T extends object>(tree: T, numberOf: (key: string) => number | undefined): T {
  const walk = (node: unknown, prefix: string): unknown => {
    if (typeof node === "string") {
      const index = numberOf(prefix);
      return index === undefined || index >= MAX_MARKED_KEYS ? node : markMessage(node, index);
    }
    if (!node || typeof node !== "object" || Array.isArray(node)) return node;
    return Object.fromEntries(
      Object.entries(node as Tree).map(([key, value]) => [key, walk(value, prefix ? `${prefix}.${key}` : key)]),
    );
  };
  return walk(tree, "") as T;
}
