/**
 * Token keys the console keeps its own shared data under, in the portal's language tokens: the portal stores strings
 * per key and language and nothing else, so data every translator shares lives there, under prefixes no message
 * namespace uses (a namespace is a lower-camel-case word; these start with `_`). They are not interface texts: the
 * editor, its counts, checks and exports leave them out, and the live overlay never applies them (it takes only keys
 * the bundled English messages have).
 */

/** One glossary entry per term and language: `_glossary.<term as a key segment>` (lib/i18n/glossary.ts). */
export const GLOSSARY_PREFIX = "_glossary.";

const RESERVED_PREFIXES = [GLOSSARY_PREFIX] as const;

/** Whether a token key holds console data rather than an interface text. */
export const isReservedKey = (key: string) => RESERVED_PREFIXES.some((prefix) => key.startsWith(prefix));
