/**
 * One-click fixes for the findings that have a mechanical answer: the source's leading and trailing blanks restored,
 * a missing placeholder or tag copied to the end, a missing `other` branch copied from the source. Each returns the
 * whole new text, which goes into the editor as a draft; the translator saves it (or not).
 */
import { parseMessage } from "@/lib/i18n/icu-checks";
import type { Problem } from "./findings";

const LEADING = /^\s*/;
const TRAILING = /\s*$/;

/** The text with the source's leading and trailing blanks instead of its own. */
export function restoreWhitespace(source: string, text: string): string {
  const body =
    text.trim() === "" ? "" : text.slice(LEADING.exec(text)![0].length, text.length - TRAILING.exec(text)![0].length);
  return `${LEADING.exec(source)![0]}${body}${TRAILING.exec(source)![0]}`;
}

/** `snippet` added at the end of the text (before its trailing blanks), after a space. */
export function appendSnippet(text: string, snippet: string): string {
  const trailing = TRAILING.exec(text)![0];
  const body = text.slice(0, text.length - trailing.length);
  const gap = body === "" || /\s$/.test(body) ? "" : " ";
  return `${body}${gap}${snippet}${trailing}`;
}

/**
 * The first choice named `name` without `other` gets the source's `other` branch of the same choice, before its
 * closing brace; undefined when the source has no such branch or the text does not parse.
 */
export function addOtherBranch(source: string, text: string, name: string): string | undefined {
  const parsedSource = parseMessage(source);
  const parsedText = parseMessage(text);
  if (!parsedSource.ok || !parsedText.ok) return undefined;
  const branch = parsedSource.shape.choices.find((choice) => choice.name === name && choice.other !== undefined)?.other;
  const target = parsedText.shape.choices.find((choice) => choice.name === name && !choice.selectors.includes("other"));
  if (branch === undefined || target?.close === undefined) return undefined;
  const before = text.slice(0, target.close);
  const gap = /\s$/.test(before) ? "" : " ";
  return `${before}${gap}other ${branch}${text.slice(target.close)}`;
}

/** The fixed text for a problem, or undefined when its fix is not mechanical (the translator edits the token). */
export function fixedText(source: string, text: string, problem: Problem): string | undefined {
  switch (problem.code) {
    case "leadingWhitespace":
    case "trailingWhitespace":
      return restoreWhitespace(source, text);
    case "missingArgument":
    case "missingTag":
      return appendSnippet(text, problem.insert);
    case "missingOther":
      return addOtherBranch(source, text, problem.name);
    default:
      return undefined;
  }
}
