import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** The literal text of parsed elements: every branch of a choice, tag contents, a blank for each placeholder. */
function literals(elements: readonly MessageFormatElement[]): string {
  let text = "";
  for (const element of elements) {
    if (element.type === TYPE.literal) text += element.value;
    else if (element.type === TYPE.tag) text += ` ${literals(element.children)} `;
    else if (element.type === TYPE.plural || element.type === TYPE.select)
      text += ` ${Object.values(element.options)
        .map((option) => literals(option.value))
        .join(" ")} `;
    else text += " ";
  }
  return text;
}

const cache = new Map<string, string>();
const CACHE_LIMIT = 5_000;

/**
 * The words a reader can see in an ICU message: placeholders, selectors and tag names are not text (a term search
 * must not find "count" in `{count, plural, …}`). A message that does not parse is taken as it is.
 */
export function visibleText(message: string): string {
  if (!/[{}<]/.test(message)) return message;
  const known = cache.get(message);
  if (known !== undefined) return known;
  let text: string;
  try {
    text = literals(parse(message, { requiresOtherClause: false }));
  } catch {
    text = message;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(message, text);
  return text;
}
