/**
 * ICU messages as text and inline codes, for XLIFF: arguments (`{name}`, `{count, number}`), the `#` of a plural and
 * the syntax of plural/select arguments (`{count, plural, one {` … `} other {` … `}}`) become codes a CAT tool
 * protects; rich-text tags (`<b>…</b>`) become paired codes. Every code keeps its original text, so joining the pieces
 * gives the message back exactly; the option texts, line breaks and all other white space stay text.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

export type CodeRole = "argument" | "pound" | "choice";

export interface Code {
  kind: "code";
  id: string;
  role: CodeRole;
  text: string;
}

export interface Pair {
  kind: "pair";
  id: string;
  open: string;
  close: string;
  children: Piece[];
}

export type Piece = string | Code | Pair;

function piecesIn(
  source: string,
  elements: MessageFormatElement[],
  from: number,
  to: number,
  next: () => string,
): Piece[] {
  const out: Piece[] = [];
  let at = from;
  const textUpTo = (end: number) => {
    if (end > at) out.push(source.slice(at, end));
  };
  for (const element of elements) {
    const location = element.location;
    if (!location || element.type === TYPE.literal) continue;
    const start = location.start.offset;
    const end = location.end.offset;
    textUpTo(start);
    if (element.type === TYPE.tag) {
      const openEnd = start + element.value.length + 2;
      const closeStart = end - (element.value.length + 3);
      const id = next();
      out.push({
        kind: "pair",
        id,
        open: source.slice(start, openEnd),
        close: source.slice(closeStart, end),
        children: piecesIn(source, element.children, openEnd, closeStart, next),
      });
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      let cursor = start;
      for (const option of Object.values(element.options)) {
        const optionLocation = option.location;
        if (!optionLocation) continue;
        const contentStart = optionLocation.start.offset + 1;
        out.push({ kind: "code", id: next(), role: "choice", text: source.slice(cursor, contentStart) });
        out.push(...piecesIn(source, option.value, contentStart, optionLocation.end.offset - 1, next));
        cursor = optionLocation.end.offset - 1;
      }
      out.push({ kind: "code", id: next(), role: "choice", text: source.slice(cursor, end) });
    } else {
      out.push({
        kind: "code",
        id: next(),
        role: element.type === TYPE.pound ? "pound" : "argument",
        text: source.slice(start, end),
      });
    }
    at = end;
  }
  textUpTo(to);
  return out;
}

/** A message as pieces; a text that does not parse as ICU stays one text. */
export function toPieces(message: string): Piece[] {
  let counter = 0;
  const next = () => String(++counter);
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { captureLocation: true, requiresOtherClause: false });
  } catch {
    return message ? [message] : [];
  }
  return piecesIn(message, elements, 0, message.length, next);
}

/** The ICU text of pieces: text as it is, each code by its original text. */
export function fromPieces(pieces: readonly Piece[]): string {
  let text = "";
  for (const piece of pieces) {
    if (typeof piece === "string") text += piece;
    else if (piece.kind === "code") text += piece.text;
    else text += piece.open + fromPieces(piece.children) + piece.close;
  }
  return text;
}
