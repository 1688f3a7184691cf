/**
 * A language's glossary: terms of the source language with the translation every text must use, a note, or "do not
 * translate". Stored in the portal's tokens of that language, one token per term (`_glossary.<term segment>`, see
 * reserved-keys.ts) holding the entry as JSON, so every translator shares it and two translators editing different
 * terms never overwrite each other. The portal cannot delete a token, so a removed entry keeps its key with
 * `{"term": …, "removed": true}`.
 *
 * Matching: a term is found in a source text case-insensitively at word boundaries, also with an English plural
 * ending (cluster → clusters, policy → policies). A translation uses the glossary's translation when that appears at
 * the start of a word, as written (German compounds and endings pass: Budget → Budgetgrenze, Budgets); only the
 * first letter may be capitalized where the glossary writes it in lower case (a sentence's start). A "do not
 * translate" term must appear in the translation as in the source (case-insensitive). Placeholders and tags of an
 * ICU message are not text and never match.
 */
import { GLOSSARY_PREFIX } from "./reserved-keys";
import { visibleText } from "./visible-text";

export interface GlossaryEntry {
  /** The source-language term as written. */
  term: string;
  /** The translation every text must use; "" for a term not to be translated. */
  translation: string;
  note: string;
  doNotTranslate: boolean;
}

/** Limits of one entry: a term is a word or a short phrase. */
export const TERM_MAX = 60;
export const TRANSLATION_MAX = 200;
export const NOTE_MAX = 500;

/** Lower case, blanks folded: "AI  Key" and "ai key" are one term. */
export const foldTerm = (term: string) => term.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The key segment of a term: its folded letters a–z, digits and `-` as they are, any other character as `_<hex code
 * point>_`, so that different terms never share a key and the key holds only characters token keys allow.
 */
export function termSegment(term: string): string {
  let segment = "";
  for (const char of foldTerm(term)) {
    segment += /[a-z0-9-]/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}_`;
  }
  return segment;
}

export const glossaryKey = (term: string) => `${GLOSSARY_PREFIX}${termSegment(term)}`;

/** The token value of an entry. */
export function encodeEntry(entry: GlossaryEntry): string {
  return JSON.stringify({
    term: entry.term.trim(),
    ...(entry.doNotTranslate ? { dnt: true } : { translation: entry.translation.trim() }),
    ...(entry.note.trim() ? { note: entry.note.trim() } : {}),
  });
}

/** The token value that marks a removed entry. */
export const removedValue = (term: string) => JSON.stringify({ term: term.trim(), removed: true });

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** An entry from its token value; null for a removed entry or a value that is not an entry. */
export function decodeEntry(value: string): GlossaryEntry | null {
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return null;
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const term = str(record.term).trim();
  if (!term || record.removed === true) return null;
  const doNotTranslate = record.dnt === true;
  const translation = doNotTranslate ? "" : str(record.translation).trim();
  if (!doNotTranslate && !translation) return null;
  return { term, translation, note: str(record.note).trim(), doNotTranslate };
}

export interface Glossary {
  /** Live entries, sorted by term. */
  entries: readonly GlossaryEntry[];
  /** Every glossary key the language's table holds, removed entries included (a save updates rather than inserts). */
  keys: ReadonlySet<string>;
}

export const EMPTY_GLOSSARY: Glossary = { entries: [], keys: new Set() };

/** The glossary held in one language's token table. */
export function glossaryOf(tokens: readonly { key?: string; value?: string; translated?: boolean }[]): Glossary {
  const entries: GlossaryEntry[] = [];
  const keys = new Set<string>();
  for (const token of tokens) {
    if (!token.key?.startsWith(GLOSSARY_PREFIX)) continue;
    keys.add(token.key);
    const entry = token.translated && token.value ? decodeEntry(token.value) : null;
    if (entry) entries.push(entry);
  }
  entries.sort((a, b) => foldTerm(a.term).localeCompare(foldTerm(b.term)));
  return { entries, keys };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A phrase as a pattern: its blanks match any run of blanks. */
const phrase = (text: string) => text.trim().split(/\s+/).map(escapeRegExp).join("\\s+");
const WORD_START = "(?<![\\p{L}\\p{N}])";
const WORD_END = "(?![\\p{L}\\p{N}])";

/** A source term with its English plural: policy → policies, cluster → clusters, box → boxes. */
function sourceTermPattern(term: string): string {
  const body = phrase(term);
  if (/[^aeiou]y$/i.test(term.trim())) return `${body.slice(0, -1)}(?:y|ies)`;
  return `${body}(?:s|es)?`;
}

/** The glossary's translation as written, the first letter also capitalized where it is in lower case. */
function targetPattern(translation: string): RegExp {
  const body = phrase(translation);
  const first = translation.trim()[0] ?? "";
  const upper = first.toUpperCase();
  const head = upper !== first && first.toLowerCase() === first ? `[${escapeRegExp(first)}${escapeRegExp(upper)}]` : "";
  return new RegExp(`${WORD_START}${head ? head + body.slice(escapeRegExp(first).length) : body}`, "u");
}

export interface CompiledGlossary {
  entries: readonly GlossaryEntry[];
  /** One alternation over every term (longest first), one capture group per entry. */
  source: RegExp | null;
  /** Entry index by capture group, in the order of the alternation. */
  order: readonly number[];
  targets: readonly RegExp[];
}

const compiledCache = new WeakMap<readonly GlossaryEntry[], CompiledGlossary>();

/** The patterns of a glossary, built once per entries array. */
export function compileGlossary(entries: readonly GlossaryEntry[]): CompiledGlossary {
  const cached = compiledCache.get(entries);
  if (cached) return cached;
  const order = entries
    .map((_, index) => index)
    .sort((a, b) => entries[b].term.length - entries[a].term.length || a - b);
  const source =
    order.length === 0
      ? null
      : new RegExp(
          `${WORD_START}(?:${order.map((i) => `(${sourceTermPattern(entries[i].term)})`).join("|")})${WORD_END}`,
          "giu",
        );
  const targets = entries.map((entry) =>
    entry.doNotTranslate ? new RegExp(`${WORD_START}${phrase(entry.term)}`, "iu") : targetPattern(entry.translation),
  );
  const compiled = { entries, source, order, targets };
  compiledCache.set(entries, compiled);
  return compiled;
}

/** The entries whose term occurs in a source text (each once, in order of first occurrence). */
export function termsIn(source: string, glossary: CompiledGlossary): GlossaryEntry[] {
  if (!glossary.source) return [];
  const text = visibleText(source);
  const found: number[] = [];
  for (const match of text.matchAll(glossary.source)) {
    const group = match.slice(1).findIndex((value) => value !== undefined);
    const index = glossary.order[group];
    if (index !== undefined && !found.includes(index)) found.push(index);
  }
  return found.map((index) => glossary.entries[index]);
}

/** Whether a translation follows one entry: uses its translation, or keeps a "do not translate" term. */
export function followsEntry(translation: string, entry: GlossaryEntry, glossary: CompiledGlossary): boolean {
  const index = glossary.entries.indexOf(entry);
  const pattern = index >= 0 ? glossary.targets[index] : compileGlossary([entry]).targets[0];
  return pattern.test(visibleText(translation));
}

export type GlossaryProblem =
  { code: "glossaryMissing"; term: string; expected: string } | { code: "glossaryTranslated"; term: string };

/** How a translation departs from the glossary for the terms in its source. */
export function glossaryProblems(source: string, translation: string, glossary: CompiledGlossary): GlossaryProblem[] {
  if (translation.trim() === "" || !glossary.source) return [];
  return termsIn(source, glossary)
    .filter((entry) => !followsEntry(translation, entry, glossary))
    .map((entry) =>
      entry.doNotTranslate
        ? { code: "glossaryTranslated" as const, term: entry.term }
        : { code: "glossaryMissing" as const, term: entry.term, expected: entry.translation },
    );
}
