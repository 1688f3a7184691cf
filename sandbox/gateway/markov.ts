/**
 * A small word-level Markov chain (order 2, backing off to order 1) learnt from the bundled corpus. It gives the
 * stand-in fresh, vaguely fluent text for every seed, together with plausible log-probabilities per token.
 */
import { CORPUS } from "./corpus";
import type { Random } from "./prng";
import { hash32 } from "./prng";
import { tokenize } from "./tokens";

export interface Alternative {
  token: string;
  logprob: number;
}

/** One generated token: its text as sent (leading blank included) and what the chain thought of it. */
export interface SampledToken {
  token: string;
  logprob: number;
  /** Other candidates, most likely first; used for `top_logprobs`. */
  alternatives: Alternative[];
}

const SENTENCE_END = new Set([".", "!", "?"]);
/** Enough common words that `top_logprobs` can always reach its limit of 20. */
const FILLERS = "the a and to of it is that in for on with as this be at by or from an".split(" ");

const round = (logprob: number) => Math.round(logprob * 1e4) / 1e4;

export const isSentenceEnd = (word: string) => SENTENCE_END.has(word);

/** A word gets a leading blank; punctuation sticks to the word before it. */
export const spaced = (word: string, first: boolean) => (first || !/^[\p{L}\p{N}]/u.test(word) ? word : ` ${word}`);

type Followers = Map<string, number>;

function learn(words: string[]) {
  const bigram = new Map<string, Followers>();
  const unigram = new Map<string, Followers>();
  const starts: string[] = [];
  const add = (table: Map<string, Followers>, key: string, next: string) => {
    const followers = table.get(key) ?? new Map<string, number>();
    followers.set(next, (followers.get(next) ?? 0) + 1);
    table.set(key, followers);
  };
  for (let i = 0; i + 1 < words.length; i++) {
    if (i === 0 || isSentenceEnd(words[i - 1])) starts.push(words[i]);
    add(unigram, words[i], words[i + 1]);
    if (i > 0) add(bigram, `${words[i - 1]} ${words[i]}`, words[i + 1]);
  }
  return { bigram, unigram, starts };
}

const chain = learn(tokenize(CORPUS).map((t) => t.trim()));

/** Candidates with their probabilities under a temperature: low temperature sharpens, high flattens. */
function distribution(followers: Followers, temperature: number): [string, number][] {
  const exponent = 1 / Math.max(0.25, temperature);
  const weighted = [...followers].map(([word, count]) => [word, Math.pow(count, exponent)] as [string, number]);
  const total = weighted.reduce((sum, [, w]) => sum + w, 0);
  return weighted.map(([word, w]) => [word, w / total] as [string, number]).sort((a, b) => b[1] - a[1]);
}

function alternativesFor(chosen: string, candidates: [string, number][], first: boolean, floor: number): Alternative[] {
  const others = candidates
    .filter(([word]) => word !== chosen)
    .map(([word, p]) => ({ token: spaced(word, first), logprob: round(Math.log(p)) }));
  // Fill up with common words far less likely than anything the chain offered, so top_logprobs can reach 20.
  for (const [i, word] of FILLERS.entries()) {
    if (word !== chosen && !candidates.some(([w]) => w === word)) {
      others.push({ token: spaced(word, first), logprob: round(floor - 2 - i * 0.7) });
    }
  }
  return others;
}

/** Text that is not sampled (openings, tool results) still gets a stable, high log-probability. */
export function fixedToken(token: string): SampledToken {
  const word = token.trim();
  const logprob = round(-((hash32(word) % 1000) / 1000) * 0.4);
  return { token, logprob, alternatives: alternativesFor(word, [], !token.startsWith(" "), logprob) };
}

export function sentenceStart(random: Random): string {
  return chain.starts[Math.floor(random() * chain.starts.length)];
}

/** Samples the word after `previous` (the last one or two words). */
export function nextWord(previous: string[], random: Random, temperature: number, first: boolean): SampledToken {
  const last = previous[previous.length - 1];
  const key = previous.length >= 2 ? `${previous[previous.length - 2]} ${last}` : "";
  // Higher temperatures wander more often to the looser order-1 chain.
  const wander = random() < Math.min(0.8, 0.1 + 0.3 * temperature);
  const followers = (!wander && chain.bigram.get(key)) || chain.unigram.get(last);
  if (!followers) {
    return fixedToken(spaced(sentenceStart(random), first));
  }
  const candidates = distribution(followers, temperature);
  let roll = random();
  let chosen = candidates[candidates.length - 1];
  for (const candidate of candidates) {
    roll -= candidate[1];
    if (roll <= 0) {
      chosen = candidate;
      break;
    }
  }
  const logprob = round(Math.log(chosen[1]));
  return {
    token: spaced(chosen[0], first),
    logprob,
    alternatives: alternativesFor(chosen[0], candidates, first, logprob),
  };
}
