/**
 * Checks of a translation against its source message, with the ICU parser the console renders with
 * (@formatjs/icu-messageformat-parser, the parser under next-intl's intl-messageformat).
 *
 * Errors block saving (the message would not render, or would render wrong): syntax, unbalanced tags, missing or
 * extra arguments and tags, a changed argument type, a plural/select without `other`, plural categories the
 * language does not have. Warnings only point at likely slips: leading/trailing whitespace and final punctuation
 * that differ from the source. Pure functions, used by the editor (browser), the live overlay (server) and the
 * message-file test.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** How an argument is used; for one name used several ways, the strongest use counts (see `KIND_RANK`). */
export type ArgumentKind = "text" | "number" | "date" | "time" | "select" | "plural" | "selectordinal";

const KIND_RANK: Record<ArgumentKind, number> = {
  text: 0,
  number: 1,
  date: 1,
  time: 1,
  select: 2,
  plural: 2,
  selectordinal: 2,
};

export interface MessageShape {
  /** Argument name → its strongest kind. `{count}` inside `{count, plural, …}` stays a plural. */
  args: Map<string, ArgumentKind>;
  /** Tag name → how often it appears. */
  tags: Map<string, number>;
  /** The source text of each argument's first use and of each tag, for one-click insertion. */
  snippets: Map<string, string>;
  /**
   * Every plural/select/selectordinal with its selectors, the offset of its closing brace and its `other` branch as
   * written (`{…}`), for the fix that adds a missing branch.
   */
  choices: {
    name: string;
    kind: "select" | "plural" | "selectordinal";
    selectors: string[];
    close?: number;
    other?: string;
  }[];
}

export type ParseOutcome = { ok: true; shape: MessageShape } | { ok: false; kind: string; offset: number };

const TAG_ERRORS = new Set(["UNCLOSED_TAG", "UNMATCHED_CLOSING_TAG", "INVALID_TAG", "INVALID_TAG_NAME"]);

export type TranslationIssue =
  | { code: "empty" }
  | { code: "syntax"; kind: string; position: number }
  | { code: "unbalancedTag"; kind: string; position: number }
  | { code: "missingArgument"; name: string; insert: string }
  | { code: "extraArgument"; name: string }
  | { code: "argumentType"; name: string; expected: ArgumentKind; actual: ArgumentKind }
  | { code: "missingOther"; name: string }
  | { code: "pluralCategory"; name: string; category: string; allowed: string }
  | { code: "missingTag"; name: string; insert: string }
  | { code: "extraTag"; name: string };

export type TranslationWarning =
  | { code: "leadingWhitespace" }
  | { code: "trailingWhitespace" }
  | { code: "finalPunctuation"; expected: string; actual: string };

export interface CheckResult {
  errors: TranslationIssue[];
  warnings: TranslationWarning[];
}

/** Parses one message into its shape; never throws. `other` is not required here so that it can be reported by name. */
export function parseMessage(message: string): ParseOutcome {
  // Without braces or tags a message is plain text: no parse needed (most tokens of a language are such texts).
  if (!/[{}<]/.test(message))
    return { ok: true, shape: { args: new Map(), tags: new Map(), snippets: new Map(), choices: [] } };
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { requiresOtherClause: false, captureLocation: true });
  } catch (error) {
    const kind = error instanceof Error ? error.message : "SYNTAX_ERROR";
    const location = (error as { location?: { start?: { offset?: number } } }).location;
    return { ok: false, kind, offset: location?.start?.offset ?? 0 };
  }
  const shape: MessageShape = { args: new Map(), tags: new Map(), snippets: new Map(), choices: [] };
  collect(elements, message, shape);
  return { ok: true, shape };
}

function noteArgument(shape: MessageShape, name: string, kind: ArgumentKind, snippet: string | undefined) {
  const current = shape.args.get(name);
  if (current !== undefined && KIND_RANK[kind] <= KIND_RANK[current]) return;
  shape.args.set(name, kind);
  if (snippet !== undefined) shape.snippets.set(`arg:${name}`, snippet);
}

function collect(elements: MessageFormatElement[], source: string, shape: MessageShape): void {
  for (const element of elements) {
    const snippet = element.location
      ? source.slice(element.location.start.offset, element.location.end.offset)
      : undefined;
    switch (element.type) {
      case TYPE.argument:
        noteArgument(shape, element.value, "text", snippet);
        break;
      case TYPE.number:
        noteArgument(shape, element.value, "number", snippet);
        break;
      case TYPE.date:
        noteArgument(shape, element.value, "date", snippet);
        break;
      case TYPE.time:
        noteArgument(shape, element.value, "time", snippet);
        break;
      case TYPE.select:
      case TYPE.plural: {
        const kind =
          element.type === TYPE.select ? "select" : element.pluralType === "ordinal" ? "selectordinal" : "plural";
        noteArgument(shape, element.value, kind, snippet);
        const other = element.options.other?.location;
        shape.choices.push({
          name: element.value,
          kind,
          selectors: Object.keys(element.options),
          close: element.location ? element.location.end.offset - 1 : undefined,
          other: other ? source.slice(other.start.offset, other.end.offset) : undefined,
        });
        for (const option of Object.values(element.options)) collect(option.value, source, shape);
        break;
      }
      case TYPE.tag:
        shape.tags.set(element.value, (shape.tags.get(element.value) ?? 0) + 1);
        if (!shape.snippets.has(`tag:${element.value}`))
          shape.snippets.set(`tag:${element.value}`, `<${element.value}></${element.value}>`);
        collect(element.children, source, shape);
        break;
      default:
        break;
    }
  }
}

/** Differences in arguments and tags between a source shape and a translation shape (both parsed). */
function compareShapes(source: MessageShape, target: MessageShape): TranslationIssue[] {
  const issues: TranslationIssue[] = [];
  for (const [name, kind] of source.args) {
    const actual = target.args.get(name);
    if (actual === undefined)
      issues.push({ code: "missingArgument", name, insert: source.snippets.get(`arg:${name}`) ?? `{${name}}` });
    else if (actual !== kind) issues.push({ code: "argumentType", name, expected: kind, actual });
  }
  for (const name of target.args.keys()) if (!source.args.has(name)) issues.push({ code: "extraArgument", name });
  for (const name of source.tags.keys()) {
    if (!target.tags.has(name)) issues.push({ code: "missingTag", name, insert: `<${name}></${name}>` });
  }
  for (const name of target.tags.keys()) if (!source.tags.has(name)) issues.push({ code: "extraTag", name });
  for (const choice of target.choices) {
    if (!choice.selectors.includes("other")) issues.push({ code: "missingOther", name: choice.name });
  }
  return issues;
}

function parseIssue(outcome: Extract<ParseOutcome, { ok: false }>): TranslationIssue {
  return TAG_ERRORS.has(outcome.kind)
    ? { code: "unbalancedTag", kind: outcome.kind, position: outcome.offset + 1 }
    : { code: "syntax", kind: outcome.kind, position: outcome.offset + 1 };
}

const pluralCategoryCache = new Map<string, readonly string[]>();

/** The plural categories a language has (CLDR, through Intl.PluralRules); `other` always among them. */
export function pluralCategories(locale: string, type: "cardinal" | "ordinal"): readonly string[] {
  const cacheKey = `${locale}:${type}`;
  let categories = pluralCategoryCache.get(cacheKey);
  if (!categories) {
    try {
      categories = new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories;
    } catch {
      categories = ["zero", "one", "two", "few", "many", "other"];
    }
    pluralCategoryCache.set(cacheKey, categories);
  }
  return categories;
}

function categoryIssues(shape: MessageShape, locale: string): TranslationIssue[] {
  const issues: TranslationIssue[] = [];
  for (const choice of shape.choices) {
    if (choice.kind === "select") continue;
    const allowed = pluralCategories(locale, choice.kind === "selectordinal" ? "ordinal" : "cardinal");
    for (const selector of choice.selectors) {
      if (selector.startsWith("=") || allowed.includes(selector)) continue;
      issues.push({ code: "pluralCategory", name: choice.name, category: selector, allowed: allowed.join(", ") });
    }
  }
  return issues;
}

const FINAL_PUNCTUATION = /([.!?:;…。！？、，]|\.\.\.)$/u;

function finalPunctuation(text: string): string {
  const match = FINAL_PUNCTUATION.exec(text.trim());
  if (!match) return "";
  return match[1] === "..." ? "…" : match[1];
}

function whitespaceWarnings(source: string, target: string): TranslationWarning[] {
  const warnings: TranslationWarning[] = [];
  if ((/^\s*/.exec(source)?.[0] ?? "") !== (/^\s*/.exec(target)?.[0] ?? ""))
    warnings.push({ code: "leadingWhitespace" });
  if ((/\s*$/.exec(source)?.[0] ?? "") !== (/\s*$/.exec(target)?.[0] ?? ""))
    warnings.push({ code: "trailingWhitespace" });
  const expected = finalPunctuation(source);
  const actual = finalPunctuation(target);
  if (expected !== actual) warnings.push({ code: "finalPunctuation", expected, actual });
  return warnings;
}

/**
 * Everything the editor shows for a translation of `source` into `locale`. When the source itself does not parse,
 * only the translation's own syntax and plural categories are checked.
 */
export function checkTranslation(source: string, target: string, locale: string): CheckResult {
  if (target.trim() === "") return { errors: [{ code: "empty" }], warnings: [] };
  const parsedTarget = parseMessage(target);
  if (!parsedTarget.ok) return { errors: [parseIssue(parsedTarget)], warnings: whitespaceWarnings(source, target) };
  const parsedSource = parseMessage(source);
  const errors = [
    ...(parsedSource.ok && source.trim() !== ""
      ? compareShapes(parsedSource.shape, parsedTarget.shape)
      : missingOtherOnly(parsedTarget.shape)),
    ...categoryIssues(parsedTarget.shape, locale),
  ];
  return { errors, warnings: source.trim() === "" ? [] : whitespaceWarnings(source, target) };
}

function missingOtherOnly(shape: MessageShape): TranslationIssue[] {
  return shape.choices
    .filter((c) => !c.selectors.includes("other"))
    .map((c) => ({ code: "missingOther" as const, name: c.name }));
}

/**
 * Why a portal token must not replace a bundled message (it would not render, or not with the arguments the
 * console passes), or null when it is safe. The plural categories of the language are not checked here: an
 * unknown category only falls back to `other` and breaks nothing.
 */
export function overlayRejection(source: MessageShape, target: string): string | null {
  const parsed = parseMessage(target);
  if (!parsed.ok) return TAG_ERRORS.has(parsed.kind) ? "unbalanced tag" : "syntax error";
  const issues = compareShapes(source, parsed.shape);
  if (issues.length === 0) return null;
  const first = issues[0];
  return first.code === "missingOther"
    ? "missing other"
    : first.code.includes("Tag")
      ? "tags differ"
      : "arguments differ";
}

/** One line naming the arguments and tags of a message (`count:plural, name:text, <b>`), for comparisons and tests. */
export function shapeSignature(shape: MessageShape): string {
  const args = [...shape.args].map(([name, kind]) => `${name}:${kind}`).sort();
  const tags = [...shape.tags.keys()].map((name) => `<${name}>`).sort();
  return [...args, ...tags].join(", ");
}
