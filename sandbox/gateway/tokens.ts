/**
 * The stand-in's tokenizer: a word (with its leading blank) or a punctuation mark is one token, the rule the
 * console's cost estimate counts by (lib/gateway/token-count.ts). It lets a stream send one visible piece per event.
 */
export { countTokens, tokenize } from "../../lib/gateway/token-count";

/** Lower-case words only, for embeddings, rerank and keyword extraction. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu) ?? []).map((w) => w.replace(/['’]s$/, ""));
}

const STOPWORDS = new Set(
  (
    "a about above after again all also am an and any are as at be because been before being below between both but by " +
    "can could did do does doing down during each few for from further had has have having he her here hers him his how " +
    "i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own " +
    "please same she should so some such than that the their theirs them then there these they this those through to too " +
    "under until up very was we were what when where which while who whom why will with would you your yours tell give " +
    "show explain write make want need know think like get let use using"
  ).split(" "),
);

/** The words of a message worth echoing back: no stop words, at least four letters, longest (most telling) first. */
export function keywords(text: string, limit = 3): string[] {
  const candidates = new Set(words(text).filter((w) => w.length >= 4 && !STOPWORDS.has(w) && !/^\d+$/.test(w)));
  return [...candidates].sort((a, b) => b.length - a.length).slice(0, limit);
}
