/**
 * Inline codes in XLIFF content, both ways. XLIFF 1.2: `<ph>` holding a code's ICU text, `<bpt>`/`<ept>` holding a
 * tag's. XLIFF 2.0: `<ph equiv disp>` for a code, `<pc equivStart equivEnd>` around a tag's content, `<cp>` for a
 * character XML cannot hold. Reading also takes what CAT tools write instead: `<x>`, `<g>`, `<bx>`/`<ex>`, `<it>`
 * and `<mrk>` in 1.2; `<sc>`/`<ec>`, `<mrk>`, `<sm>`/`<em>` in 2.0. A code whose text is not in the target is
 * taken from the unit's source by its id; white space between codes is text like any other.
 */
import { toPieces, type Piece } from "./inline-codes";
import type { UnitProblem } from "./units";
import { attributes, escapeText, escapeText20 } from "./xml-text";
import { isElement, type XmlNode } from "./xml-tree";

export type XliffVersion = "1.2" | "2.0";

const CTYPE = { argument: "x-icu-argument", pound: "x-icu-pound", choice: "x-icu-choice" } as const;

function piecesXml(pieces: readonly Piece[], version: XliffVersion): string {
  let xml = "";
  for (const piece of pieces) {
    if (typeof piece === "string") xml += version === "2.0" ? escapeText20(piece) : escapeText(piece);
    else if (piece.kind === "code")
      xml +=
        version === "2.0"
          ? `<ph${attributes({ id: piece.id, disp: piece.text, equiv: piece.text })}/>`
          : `<ph${attributes({ id: piece.id, ctype: CTYPE[piece.role] })}>${escapeText(piece.text)}</ph>`;
    else if (version === "2.0")
      xml += `<pc${attributes({
        id: piece.id,
        dispStart: piece.open,
        dispEnd: piece.close,
        equivStart: piece.open,
        equivEnd: piece.close,
      })}>${piecesXml(piece.children, version)}</pc>`;
    else
      xml +=
        `<bpt${attributes({ id: piece.id, ctype: "x-html-tag" })}>${escapeText(piece.open)}</bpt>` +
        piecesXml(piece.children, version) +
        `<ept${attributes({ id: piece.id })}>${escapeText(piece.close)}</ept>`;
  }
  return xml;
}

/** Every code text of pieces (what XLIFF writes into attributes or code elements). */
export function codeTexts(pieces: readonly Piece[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    if (typeof piece === "string") continue;
    if (piece.kind === "code") out.push(piece.text);
    else out.push(piece.open, piece.close, ...codeTexts(piece.children));
  }
  return out;
}

/** A message as XLIFF content; a target's codes are numbered as the same codes of its source. */
export function messageXml(message: string, version: XliffVersion, source?: string): string {
  const pieces = toPieces(message);
  return piecesXml(source === undefined ? pieces : matchIds(pieces, toPieces(source)), version);
}

const codeKey = (piece: Exclude<Piece, string>) => (piece.kind === "code" ? piece.text : piece.open);

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

/** Reading a unit: its source records each code's text by id; its target is checked against them. */
export interface CodeBook {
  version: XliffVersion;
  /** The original text of each code of the unit's source, by id (`id/` for a pair's closing code). */
  codes: Map<string, string>;
}

interface Reading extends CodeBook {
  mode: "source" | "target";
  problem?: UnitProblem;
}

/** The code's text: in a source, recorded; in a target, refused when its id is not in the source or its text differs. */
function codeText(state: Reading, id: string, carried: string | undefined): string {
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
  if (carried !== undefined && carried !== expected)
    state.problem ??= { code: "changedCode", codeId: id.replace(/\/$/, "") };
  return carried ?? expected;
}

/** The text a 1.2 code element holds (`<sub>` flows inside it are translatable text of their own, not code). */
function nativeCode(nodes: readonly XmlNode[]): string | undefined {
  let text = "";
  for (const node of nodes) if (typeof node === "string") text += node;
  return text === "" ? undefined : text;
}

function codePoint(hex: string | undefined): string | undefined {
  const value = hex !== undefined && /^[0-9a-f]{1,6}$/i.test(hex) ? parseInt(hex, 16) : NaN;
  return value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff) ? String.fromCodePoint(value) : undefined;
}

function restore(nodes: readonly XmlNode[], state: Reading): string {
  let text = "";
  for (const node of nodes) {
    if (!isElement(node)) {
      text += node;
      continue;
    }
    const a = node.attributes;
    const id = a.id ?? "";
    const v12 = state.version === "1.2";
    switch (node.name) {
      case "ph":
        text += codeText(state, id, v12 ? nativeCode(node.children) : a.equiv);
        break;
      case "bpt":
        text += codeText(state, id, nativeCode(node.children));
        break;
      case "ept":
        text += codeText(state, `${a.rid ?? id}/`, nativeCode(node.children));
        break;
      case "it":
        text += codeText(state, a.pos === "close" ? `${id}/` : id, nativeCode(node.children));
        break;
      case "pc":
        text +=
          codeText(state, id, a.equivStart) + restore(node.children, state) + codeText(state, `${id}/`, a.equivEnd);
        break;
      case "g":
        text += codeText(state, id, undefined) + restore(node.children, state) + codeText(state, `${id}/`, undefined);
        break;
      case "x":
      case "bx":
        text += codeText(state, id, undefined);
        break;
      case "ex":
        text += codeText(state, `${a.rid ?? id}/`, undefined);
        break;
      case "sc":
        text += codeText(state, id, a.equiv);
        break;
      case "ec":
        text += codeText(state, `${a.startRef ?? id}/`, a.equiv);
        break;
      case "cp": {
        const char = codePoint(a.hex);
        if (char === undefined) state.problem ??= { code: "badCharacter", hex: a.hex ?? "" };
        text += char ?? "";
        break;
      }
      case "sm":
      case "em":
        break;
      default:
        // A marker (`<mrk>`, a 1.2 sentence segment) only annotates its content.
        text += restore(node.children, state);
    }
  }
  return text;
}

/** A source's content as ICU text, recording its codes in the book. */
export const readSource = (nodes: readonly XmlNode[], book: CodeBook): string =>
  restore(nodes, { ...book, mode: "source" });

/** A target's content as ICU text, with the first problem met in its codes. */
export function readTarget(nodes: readonly XmlNode[], book: CodeBook): { text: string; problem?: UnitProblem } {
  const state: Reading = { ...book, mode: "target" };
  const text = restore(nodes, state);
  return state.problem ? { text, problem: state.problem } : { text };
}
