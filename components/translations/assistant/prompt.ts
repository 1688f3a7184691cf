/**
 * What the assistant sends to the gateway for one suggestion: the rules (keep ICU placeholders, branches and tags),
 * the key, its neighbours of the same prefix with their translations, the glossary's entries for the terms in the
 * source, and the source text. Nothing else: no other drafts, no user or session data. Pure, so that it is tested
 * as text.
 */
import type { ChatRequest } from "@/lib/gateway/schemas";
import type { GlossaryEntry } from "@/lib/i18n/glossary";
import type { TokenRow } from "../model/rows";

export interface Neighbour {
  key: string;
  source: string;
  text: string;
}

export interface SuggestionPromptInput {
  key: string;
  source: string;
  sourceLang: string;
  targetLang: string;
  /** The target language's name, when the portal gives one. */
  targetName?: string;
  neighbours: readonly Neighbour[];
  /** The glossary's entries whose terms occur in the source. */
  glossary?: readonly GlossaryEntry[];
}

/** Enough neighbours for terms and tone, few enough to keep a suggestion cheap. */
export const NEIGHBOUR_LIMIT = 12;
/** A neighbour's texts are cut here: context, not content. */
const NEIGHBOUR_TEXT_LIMIT = 200;

const prefixOf = (key: string) => (key.includes(".") ? key.slice(0, key.lastIndexOf(".") + 1) : "");

/**
 * The translated keys of the same prefix (`backups.list.` for `backups.list.title`), nearest in key order first.
 * `rows` are sorted by key, as the editor holds them.
 */
export function neighboursOf(rows: readonly TokenRow[], key: string, limit = NEIGHBOUR_LIMIT): Neighbour[] {
  const prefix = prefixOf(key);
  const at = rows.findIndex((row) => row.key === key);
  if (at < 0 || prefix === "") return [];
  const near: { row: TokenRow; distance: number }[] = [];
  for (let step = 1; near.length < limit; step++) {
    const before = rows[at - step];
    const after = rows[at + step];
    const beforeIn = before !== undefined && before.key.startsWith(prefix);
    const afterIn = after !== undefined && after.key.startsWith(prefix);
    if (!beforeIn && !afterIn) break;
    if (beforeIn && before.translated && before.value) near.push({ row: before, distance: step });
    if (afterIn && after.translated && after.value && near.length < limit) near.push({ row: after, distance: step });
  }
  const cut = (text: string) => (text.length > NEIGHBOUR_TEXT_LIMIT ? `${text.slice(0, NEIGHBOUR_TEXT_LIMIT)}…` : text);
  return near
    .sort((a, b) => (a.row.key < b.row.key ? -1 : 1))
    .map(({ row }) => ({ key: row.key, source: cut(row.source), text: cut(row.value) }));
}

const SYSTEM = [
  "You translate the user-interface texts of a cloud console. Messages use ICU MessageFormat.",
  "Answer with the translated message only: no quotes, no explanation, no code block.",
  "Keep every placeholder exactly as it is, such as {name} or {count, number}: same names, same types.",
  "Keep plural, select and selectordinal structures: the same argument, the same keywords and the same branch selectors (one, other, =0 …); translate only the text inside the branches and keep #.",
  "Keep markup tags such as <b>…</b> or <link>…</link> with the same names around the matching words.",
  "Keep leading and trailing spaces and line breaks as in the source, and match its final punctuation.",
  "Use the same terms as the neighbouring keys' translations.",
  "Use the glossary's translation for each of its terms, and keep a term marked 'do not translate' exactly as it is.",
].join("\n");

const languageLine = (name: string | undefined, lang: string) =>
  name && name !== lang ? `${name} (${lang})` : `(${lang})`;

/** The chat messages: the rules as the system message, the token and its context as the user message. */
export function suggestionMessages(input: SuggestionPromptInput): NonNullable<ChatRequest["messages"]> {
  const lines = [
    `Source language: (${input.sourceLang})`,
    `Target language: ${languageLine(input.targetName, input.targetLang)}`,
    `Key: ${input.key}`,
  ];
  if (input.neighbours.length > 0) {
    lines.push("", "Neighbouring keys with their translations:");
    for (const n of input.neighbours)
      lines.push(`- ${n.key}`, `  ${input.sourceLang}: ${n.source}`, `  ${input.targetLang}: ${n.text}`);
  }
  if (input.glossary && input.glossary.length > 0) {
    lines.push("", "Glossary:");
    for (const entry of input.glossary) {
      lines.push(entry.doNotTranslate ? `- ${entry.term}: do not translate` : `- ${entry.term} → ${entry.translation}`);
      if (entry.note) lines.push(`  note: ${entry.note}`);
    }
  }
  lines.push("", "Source text, between the lines <<< and >>>:", "<<<", input.source, ">>>");
  return [
    { role: "system", content: SYSTEM },
    { role: "user", content: lines.join("\n") },
  ];
}

/** A streamed request with usage (the gateway's cost comes with it); the answer is bounded by the source's length. */
export function suggestionRequest(input: SuggestionPromptInput, model: string): ChatRequest {
  return {
    model,
    messages: suggestionMessages(input),
    stream: true,
    stream_options: { include_usage: true },
    temperature: 0.2,
    max_completion_tokens: Math.min(1024, 64 + 2 * input.source.length),
  };
}

/** The answer as a translation: a code block or the source markers the model echoed are taken off, and the source's leading and trailing blanks are restored. */
export function cleanSuggestion(answer: string, source: string): string {
  let text = answer.trim();
  const fenced = /^```[\w-]*\n([\s\S]*?)\n```$/.exec(text);
  if (fenced) text = fenced[1].trim();
  const marked = /^<<<\n([\s\S]*?)\n>>>$/.exec(text);
  if (marked) text = marked[1].trim();
  if (text === "") return "";
  const lead = /^\s*/.exec(source)?.[0] ?? "";
  const trail = /\s*$/.exec(source)?.[0] ?? "";
  return lead + text + trail;
}
