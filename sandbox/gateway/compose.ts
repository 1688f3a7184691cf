/**
 * Composes what the stand-in model says: an opening that picks up the user's words, then Markov sentences until
 * a target length, with the topic woven back in now and then. Every choice comes from the given PRNG.
 */
import { CALLBACKS, OPENINGS_PLAIN, OPENINGS_WITH_ONE, OPENINGS_WITH_TWO, REASONING_OPENINGS } from "./corpus";
import { fixedToken, isSentenceEnd, nextWord, sentenceStart, spaced, type SampledToken } from "./markov";
import { pick, type Random } from "./prng";
import { tokenize } from "./tokens";

export interface ComposeOptions {
  /** The user's words to refer to, most important first. */
  keywords: string[];
  temperature: number;
  /** Roughly how many tokens to produce; the text ends at the first sentence end past it. */
  target: number;
  /** Sentences said first, as they are (tool results, openings). */
  prelude: string[];
}

const fill = (template: string, keywords: string[]) =>
  template.replace("{a}", keywords[0] ?? "this").replace("{b}", keywords[1] ?? keywords[0] ?? "this");

/** A fixed sentence as tokens, blanks kept as written (so `3.5` or `-5` come out unchanged). */
function sentenceTokens(sentence: string, first: boolean): SampledToken[] {
  return tokenize(sentence).map((token, i) => {
    const bare = token.trimStart();
    const blank = token.length > bare.length || (i === 0 && !first);
    return fixedToken(blank ? ` ${bare}` : bare);
  });
}

function compose(random: Random, options: ComposeOptions): SampledToken[] {
  const out: SampledToken[] = [];
  for (const sentence of options.prelude) out.push(...sentenceTokens(sentence, out.length === 0));
  const hardCap = options.target + 40;
  let previous: string[] = [];
  while (out.length < hardCap) {
    if (previous.length === 0) {
      // A new sentence: now and then a callback to the user's topic, otherwise a sentence start of the corpus.
      if (options.keywords.length > 0 && out.length > 0 && random() < 0.2) {
        out.push(...sentenceTokens(fill(pick(random, CALLBACKS), [pick(random, options.keywords)]), out.length === 0));
        if (out.length >= options.target) break;
        continue;
      }
      const word = sentenceStart(random);
      out.push(fixedToken(spaced(word, out.length === 0)));
      previous = [word];
      continue;
    }
    const sampled = nextWord(previous, random, options.temperature, out.length === 0);
    out.push(sampled);
    const word = sampled.token.trim();
    previous = [...previous.slice(-1), word];
    if (isSentenceEnd(word)) {
      previous = [];
      if (out.length >= options.target) break;
    }
  }
  if (previous.length > 0) out.push(fixedToken("."));
  return out;
}

/** The visible answer. */
export function answerTokens(random: Random, options: Omit<ComposeOptions, "prelude"> & { prelude?: string[] }) {
  const [a, b] = options.keywords;
  const opening = b ? OPENINGS_WITH_TWO : a ? OPENINGS_WITH_ONE : OPENINGS_PLAIN;
  const prelude = options.prelude ?? [fill(pick(random, opening), options.keywords)];
  return compose(random, { ...options, prelude });
}

/** The model's thinking before it answers (`delta.reasoning`). */
export function reasoningTokens(random: Random, options: Omit<ComposeOptions, "prelude">) {
  return compose(random, { ...options, prelude: [fill(pick(random, REASONING_OPENINGS), options.keywords)] });
}
