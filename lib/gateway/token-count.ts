/**
 * How a chat request's prompt tokens are counted, in one place for the playground's estimate before Send and the
 * sandbox gateway's reported usage, so the two agree. The rule: a word with its leading blank, or one punctuation
 * mark, is a token (as OpenAI's BPE vocabularies encode common English words), every message adds 4 (3 of framing
 * and 1 for its role) and the reply's start 3, as OpenAI counts for its current chat models. Real tokenizers split
 * rare words, long numbers and non-Latin scripts finer, so against a real gateway the figure is an estimate.
 */

const TOKEN = /\s*[\p{L}\p{N}][\p{L}\p{N}'’_-]*|\s*[^\s\p{L}\p{N}]/gu;

/** Framing tokens of each message (including its role), and before the reply. */
const TOKENS_PER_MESSAGE = 4;
const REPLY_PRIMING_TOKENS = 3;

/** Splits text into tokens; joining them gives the text back apart from trailing blanks. */
export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

export const countTokens = (text: string) => tokenize(text).length;

export interface CountedMessage {
  text: string;
  toolCalls?: readonly { name: string; arguments: string }[];
}

/**
 * Prompt tokens of a request carrying `messages` and the tool definitions `tools` (as JSON text; blanks between its
 * parts do not count, so typed and compact JSON count the same).
 */
export function countPromptTokens(messages: readonly CountedMessage[], tools = ""): number {
  const perMessage = messages.reduce(
    (sum, m) =>
      sum +
      TOKENS_PER_MESSAGE +
      countTokens(m.text) +
      (m.toolCalls ?? []).reduce((calls, c) => calls + countTokens(`${c.name} ${c.arguments}`), 0),
    0,
  );
  return perMessage + countTokens(tools) + REPLY_PRIMING_TOKENS;
}
