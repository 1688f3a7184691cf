/**
 * The checks panel's findings over a whole language: the editor's own checks (`lib/i18n/icu-checks.ts`, the same
 * parser and rules that block a save) grouped by kind, plus two hints that only make sense across a language: a
 * translation identical to its source, and one far longer than its source. Pure, so that it runs once per token
 * table and is unit-tested.
 */
import { glossaryProblems, type CompiledGlossary, type GlossaryProblem } from "@/lib/i18n/glossary";
import { checkTranslation, type TranslationIssue, type TranslationWarning } from "@/lib/i18n/icu-checks";
import { fixedText } from "./fixes";

/**
 * The panel's filter: placeholders and tags, ICU syntax, plural branches, outer blanks, identical, too long, and the
 * glossary's terms.
 */
export const FINDING_KINDS = [
  "placeholders",
  "syntax",
  "plural",
  "whitespace",
  "identical",
  "length",
  "glossary",
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** Kinds that block a save (the message would not render right): never dismissed. */
export const BLOCKING_KINDS: ReadonlySet<FindingKind> = new Set(["placeholders", "syntax", "plural"]);

/**
 * "Far longer": more than LENGTH_RATIO times the source's characters and at least LENGTH_MIN_EXTRA more. Short
 * labels legitimately double in German or French ("OK" → "Einverstanden"), hence the absolute margin.
 */
export const LENGTH_RATIO = 2;
export const LENGTH_MIN_EXTRA = 20;

export type Problem =
  TranslationIssue | TranslationWarning | GlossaryProblem | { code: "identical" } | { code: "tooLong"; ratio: number };

/**
 * What a dismissal names: the problem and, where a token can have several of one code, its subject (the term). A
 * dismissal holds for the text it was made on; another text brings the finding back.
 */
export function findingId(problem: Problem): string {
  if (problem.code === "glossaryMissing" || problem.code === "glossaryTranslated")
    return `${problem.code}:${problem.term.toLowerCase()}`;
  return problem.code;
}

export interface Finding {
  key: string;
  kind: FindingKind;
  problem: Problem;
  /** The whole text after the one-click fix, when the fix is mechanical. */
  fixed?: string;
}

const KIND_OF: Partial<Record<Problem["code"], FindingKind>> = {
  missingArgument: "placeholders",
  extraArgument: "placeholders",
  argumentType: "placeholders",
  missingTag: "placeholders",
  extraTag: "placeholders",
  syntax: "syntax",
  unbalancedTag: "syntax",
  missingOther: "plural",
  pluralCategory: "plural",
  leadingWhitespace: "whitespace",
  trailingWhitespace: "whitespace",
};

const HAS_LETTER = /\p{L}/u;

/**
 * "Identical to the source" needs at least this many words: single words are often the same in both languages
 * (Status, Cluster, Dashboard: about 220 of the console's German texts), and placeholders or numbers alone
 * ("{count}", "404") are meant to stay.
 */
export const IDENTICAL_MIN_WORDS = 2;

/** Words with a letter, outside simple placeholders. */
const wordsOf = (text: string) =>
  text
    .replace(/\{[^{}]*\}/g, " ")
    .split(/\s+/)
    .filter((word) => HAS_LETTER.test(word)).length;

/**
 * The findings of one translated text against its source. `isSource`: the language is the source language (its
 * text is its own source): only its syntax and plural cases are checked. `glossary`: the language's glossary.
 */
export function tokenFindings(
  key: string,
  source: string,
  text: string,
  lang: string,
  isSource: boolean,
  glossary?: CompiledGlossary,
): Finding[] {
  if (text.trim() === "") return [];
  const checks = checkTranslation(isSource ? text : source, text, lang);
  const findings: Finding[] = [];
  for (const problem of [...checks.errors, ...checks.warnings]) {
    const kind = KIND_OF[problem.code];
    if (!kind) continue; // final punctuation stays a hint in the editor: too often intended to list it here
    findings.push({ key, kind, problem, fixed: fixedText(source, text, problem) });
  }
  if (isSource || source.trim() === "") return findings;
  if (text === source && wordsOf(source) >= IDENTICAL_MIN_WORDS) {
    findings.push({ key, kind: "identical", problem: { code: "identical" } });
  }
  const ratio = text.length / Math.max(1, source.length);
  if (ratio > LENGTH_RATIO && text.length - source.length >= LENGTH_MIN_EXTRA) {
    findings.push({ key, kind: "length", problem: { code: "tooLong", ratio: Math.round(ratio * 10) / 10 } });
  }
  if (glossary)
    for (const problem of glossaryProblems(source, text, glossary)) findings.push({ key, kind: "glossary", problem });
  return findings;
}

export interface LanguageFindings {
  /** In key order. */
  all: readonly Finding[];
  byKey: ReadonlyMap<string, readonly Finding[]>;
}

export interface CheckedRow {
  key: string;
  source: string;
  value: string;
  translated: boolean;
}

/** Every finding of a language's saved translations: once per token table (a save replaces the table). */
export function languageFindings(
  rows: readonly CheckedRow[],
  lang: string,
  isSource: boolean,
  glossary?: CompiledGlossary,
): LanguageFindings {
  const all: Finding[] = [];
  const byKey = new Map<string, Finding[]>();
  for (const row of rows) {
    if (!row.translated) continue;
    const found = tokenFindings(row.key, row.source, row.value, lang, isSource, glossary);
    if (found.length === 0) continue;
    all.push(...found);
    byKey.set(row.key, found);
  }
  return { all, byKey };
}

/**
 * The findings with unsaved drafts (key → text) checked instead of their saved texts: only the drafted keys are
 * checked again, so this follows the drafts without re-checking the language.
 */
export function withDrafts(
  base: LanguageFindings,
  rows: readonly CheckedRow[],
  drafts: ReadonlyMap<string, string>,
  lang: string,
  isSource: boolean,
  glossary?: CompiledGlossary,
): LanguageFindings {
  if (drafts.size === 0) return base;
  const byKey = new Map(base.byKey);
  for (const row of rows) {
    const draft = drafts.get(row.key);
    if (draft === undefined) continue;
    const found = tokenFindings(row.key, row.source, draft, lang, isSource, glossary);
    if (found.length > 0) byKey.set(row.key, found);
    else byKey.delete(row.key);
  }
  const all: Finding[] = [];
  for (const row of rows) {
    const found = byKey.get(row.key);
    if (found) all.push(...found);
  }
  return { all, byKey };
}

/**
 * The findings less those a translator dismissed (`isDismissed` knows each token's current text: a dismissal holds
 * for the text it was made on).
 */
export function withoutDismissed(
  findings: LanguageFindings,
  isDismissed: (key: string, id: string) => boolean,
): LanguageFindings {
  let changed = false;
  const byKey = new Map<string, readonly Finding[]>();
  for (const [key, found] of findings.byKey) {
    const kept = found.filter((finding) => !isDismissed(key, findingId(finding.problem)));
    if (kept.length !== found.length) changed = true;
    if (kept.length > 0) byKey.set(key, kept);
  }
  if (!changed) return findings;
  return { all: findings.all.filter((finding) => byKey.get(finding.key)?.includes(finding)), byKey };
}

/** How many findings of each kind. */
export function countByKind(findings: readonly Finding[]): Record<FindingKind, number> {
  const counts = Object.fromEntries(FINDING_KINDS.map((kind) => [kind, 0])) as Record<FindingKind, number>;
  for (const finding of findings) counts[finding.kind] += 1;
  return counts;
}
