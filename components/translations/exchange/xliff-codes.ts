/**
 * Inline codes in the `xliff` package's value model (text and `{ Span: { id, contents } }` objects), both ways.
 * XLIFF 1.2: `<ph>` holding a code's text, `<x equiv-text>` for a line break, `<bpt>`/`<ept>` holding a tag's text.
 * XLIFF 2.0: `<ph equiv disp>` for a code, `<pc equivStart equivEnd>` around a tag's content. Every code keeps its
 * original text in the file; a code whose text is missing is taken from the unit's source by its id.
 */
import { ElementTypes, makeInlineElement, type XliffInline, type XliffValue } from "xliff";
import { toPieces, type Piece } from "./inline-codes";
import type { UnitProblem } from "./units";

export type XliffVersion = "1.2" | "2.0";

/** The `xliff` package writes attribute values as they are: escaped here, line breaks kept as references. */
export const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;")
    .replace(/\t/g, "&#9;");

const CTYPE = { argument: "x-icu-argument", pound: "x-icu-pound", choice: "x-icu-choice", lineBreak: "lb" } as const;

/**
 * The XML reader drops text that is only white space between two elements, so such a space joins the code before
 * it (or after it): the joined text stays the same, and codes are compared without their surrounding space.
 */
function absorbSpaces(pieces: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    const previous = out[out.length - 1];
    const next = pieces[i + 1];
    if (typeof piece === "string" && piece.trim() === "" && i > 0) {
      if (typeof previous === "object" && previous.kind === "code") {
        out[out.length - 1] = { ...previous, text: previous.text + piece };
        continue;
      }
      if (typeof next === "object" && next.kind === "code") {
        pieces = [...pieces.slice(0, i + 1), { ...next, text: piece + next.text }, ...pieces.slice(i + 2)];
        continue;
      }
    }
    out.push(
      typeof piece === "object" && piece.kind === "pair" ? { ...piece, children: absorbSpaces(piece.children) } : piece,
    );
  }
  return out;
}

function toValue(pieces: readonly Piece[], version: XliffVersion): (string | XliffInline)[] {
  const out: (string | XliffInline)[] = [];
  for (const piece of absorbSpaces(pieces)) {
    if (typeof piece === "string") out.push(piece);
    else if (piece.kind === "code") {
      const text = escapeAttribute(piece.text);
      if (version === "2.0")
        out.push(makeInlineElement(ElementTypes.Standalone, { id: piece.id, disp: text, equiv: text }));
      else if (piece.role === "lineBreak")
        out.push(
          makeInlineElement(ElementTypes.Standalone, { id: piece.id, ctype: CTYPE.lineBreak, "equiv-text": text }),
        );
      else out.push(makeInlineElement(ElementTypes.Span, { id: piece.id, ctype: CTYPE[piece.role] }, piece.text));
    } else if (version === "2.0") {
      const [open, close] = [escapeAttribute(piece.open), escapeAttribute(piece.close)];
      const children = toValue(piece.children, version);
      out.push(
        makeInlineElement(
          ElementTypes.Span,
          { id: piece.id, dispStart: open, dispEnd: close, equivStart: open, equivEnd: close },
          children.length ? children : "",
        ),
      );
    } else {
      out.push(makeInlineElement(ElementTypes.SpanStart, { id: piece.id, ctype: "x-html-tag" }, piece.open));
      out.push(...toValue(piece.children, version));
      out.push(makeInlineElement(ElementTypes.SpanEnd, { id: piece.id }, piece.close));
    }
  }
  return out;
}

/** A message as an XLIFF value: plain text when it has no codes, else text and inline elements. */
export function messageToValue(message: string, version: XliffVersion, source?: string): XliffValue {
  const pieces = toPieces(message);
  const value = toValue(source === undefined ? pieces : matchIds(pieces, toPieces(source)), version);
  if (value.length === 0) return "";
  return value.length === 1 && typeof value[0] === "string" ? value[0] : value;
}

const codeKey = (piece: Exclude<Piece, string>) => (piece.kind === "code" ? piece.text.trim() : piece.open);

function eachCode(pieces: readonly Piece[], visit: (piece: Exclude<Piece, string>) => void): void {
  for (const piece of pieces) {
    if (typeof piece === "string") continue;
    visit(piece);
    if (piece.kind === "pair") eachCode(piece.children, visit);
  }
}

/**
 * A target's codes numbered as the same codes of its source (a translation may reorder `{a}` and `{b}`); codes the
 * source does not have (another plural category) get numbers after the source's.
 */
function matchIds(target: readonly Piece[], source: readonly Piece[]): Piece[] {
  const free = new Map<string, string[]>();
  let count = 0;
  eachCode(source, (piece) => {
    count += 1;
    free.set(codeKey(piece), [...(free.get(codeKey(piece)) ?? []), piece.id]);
  });
  const renumber = (pieces: readonly Piece[]): Piece[] =>
    pieces.map((piece) => {
      if (typeof piece === "string") return piece;
      const id = free.get(codeKey(piece))?.shift() ?? String(++count);
      return piece.kind === "code" ? { ...piece, id } : { ...piece, id, children: renumber(piece.children) };
    });
  return renumber(target);
}

const textOf = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

interface Restore {
  version: XliffVersion;
  /** Reading the source: each code's text is recorded by id. Reading the target: each code is checked against it. */
  mode: "source" | "target";
  /** The original text of each code of the unit's source, by id (`id/` for a pair's closing code). */
  codes: Map<string, string>;
  problem?: UnitProblem;
}

/** The code's text from the file; in a target, refused when its id is not in the source or its text differs. */
function codeText(state: Restore, id: string, carried: string | undefined): string {
  if (state.mode === "source") {
    state.codes.set(id, carried ?? "");
    return carried ?? "";
  }
  const expected = state.codes.get(id);
  // A code the source lacks is taken by the text it carries (the ICU checks judge the result); without one it is lost.
  if (expected === undefined) {
    if (carried === undefined) state.problem ??= { code: "unknownCode", codeId: id.replace(/\/$/, "") };
    return carried ?? "";
  }
  if (carried !== undefined && carried.trim() !== expected.trim())
    state.problem ??= { code: "changedCode", codeId: id.replace(/\/$/, "") };
  return carried ?? expected;
}

function restore(value: XliffValue | XliffInline | undefined, state: Restore): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  let text = "";
  // The package gives a lone inline element as the element itself, not in an array.
  for (const part of Array.isArray(value) ? value : [value]) {
    if (typeof part === "string") {
      text += part;
      continue;
    }
    const [type, element] = Object.entries(part)[0] ?? [];
    if (!type || !element) continue;
    const id = String(element.id ?? "");
    const contents = element.contents as XliffValue | XliffInline | undefined;
    switch (type) {
      case ElementTypes.Standalone:
        text += codeText(state, id, textOf(element.equiv) ?? textOf(element["equiv-text"]));
        break;
      case ElementTypes.Span:
        // 2.0 `<pc>` wraps content between two codes; 1.2 `<ph>` holds a code's text.
        if (state.version === "2.0") {
          text +=
            codeText(state, id, textOf(element.equivStart)) +
            restore(contents, state) +
            codeText(state, `${id}/`, textOf(element.equivEnd));
        } else text += codeText(state, id, restore(contents, state) || undefined);
        break;
      case ElementTypes.SpanStart:
        text += codeText(state, id, restore(contents, state) || undefined);
        break;
      case ElementTypes.SpanEnd:
        text += codeText(state, `${id}/`, restore(contents, state) || undefined);
        break;
      case ElementTypes.GenericSpan:
        text += codeText(state, id, undefined) + restore(contents, state) + codeText(state, `${id}/`, undefined);
        break;
      case ElementTypes.GenericSpanStart:
        text += codeText(state, id, undefined);
        break;
      case ElementTypes.GenericSpanEnd:
        text += codeText(state, `${id}/`, undefined);
        break;
      default:
        // A marker (`<mrk>`) only annotates its content.
        text += restore(contents, state);
    }
  }
  return text;
}

/** A unit's source and target back as ICU text, with the first problem met in the target's codes. */
export function valueToMessage(
  source: XliffValue | undefined,
  target: XliffValue | undefined,
  version: XliffVersion,
): { source: string; target: string; problem?: UnitProblem } {
  const codes = new Map<string, string>();
  const sourceText = restore(source, { version, mode: "source", codes });
  const state: Restore = { version, mode: "target", codes };
  const targetText = restore(target, state);
  return { source: sourceText, target: targetText, problem: state.problem };
}
