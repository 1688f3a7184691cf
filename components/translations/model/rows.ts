/**
 * The editor's rows: one language's token table joined with the default language's texts (the source), and the
 * filters over them. Pure and linear, so 10,000 tokens join and filter in a few milliseconds. Keys the console keeps
 * its own data under (the glossary, lib/i18n/reserved-keys.ts) are not interface texts and are no rows.
 */
import { isReservedKey } from "@/lib/i18n/reserved-keys";
import type { LanguageToken } from "@/lib/portal/schemas/i18n";

export interface TokenRow {
  key: string;
  /** The default language's text; for the default language itself, its own saved text. */
  source: string;
  /** This language's saved text; "" when untranslated. */
  value: string;
  translated: boolean;
  /** Lower-cased key, source and text, for the search. */
  haystack: string;
}

/** A row's saved text as the editor opens it: an untranslated token has none, whatever the portal stores. */
export const savedText = (token: Pick<LanguageToken, "value" | "translated">) =>
  token.translated ? (token.value ?? "") : "";

export function joinRows(target: readonly LanguageToken[], source: readonly LanguageToken[] | null): TokenRow[] {
  const sourceText = new Map<string, string>();
  for (const token of source ?? []) if (token.key) sourceText.set(token.key, token.value ?? "");
  const rows: TokenRow[] = [];
  for (const token of target) {
    if (!token.key || isReservedKey(token.key)) continue;
    const value = savedText(token);
    const text = source ? (sourceText.get(token.key) ?? "") : value;
    rows.push({
      key: token.key,
      source: text,
      value,
      translated: token.translated === true,
      haystack: `${token.key}\n${text}\n${value}`.toLowerCase(),
    });
  }
  // The portal sends keys sorted; sort only when it did not.
  if (rows.some((row, i) => i > 0 && rows[i - 1].key > row.key)) rows.sort((a, b) => (a.key < b.key ? -1 : 1));
  return rows;
}

export interface RowFilters {
  query: string;
  untranslated: boolean;
  /** A key prefix (`shell.nav`): keys equal to it or below it. */
  prefix: string;
  /** Only keys with an unsaved draft. */
  draftsOnly: boolean;
  /** Only the console's keys no code uses (lib/i18n/where-used.ts): candidates for removal. */
  unusedOnly: boolean;
}

export const NO_FILTERS: RowFilters = {
  query: "",
  untranslated: false,
  prefix: "",
  draftsOnly: false,
  unusedOnly: false,
};

/**
 * Rows matching every filter. `pinned` keys stay visible under the untranslated filter after they were
 * translated, so that the list does not jump under the translator's hands. `unused`: the keys no code uses, for
 * `unusedOnly` (none until they are known).
 */
export function filterRows(
  rows: readonly TokenRow[],
  filters: RowFilters,
  pinned: ReadonlySet<string> = new Set(),
  drafts: ReadonlySet<string> = new Set(),
  unused: ReadonlySet<string> = new Set(),
): readonly TokenRow[] {
  const query = filters.query.trim().toLowerCase();
  const prefix = filters.prefix;
  const prefixDot = `${prefix}.`;
  if (!query && !filters.untranslated && !prefix && !filters.draftsOnly && !filters.unusedOnly) return rows;
  return rows.filter(
    (row) =>
      (!prefix || row.key === prefix || row.key.startsWith(prefixDot)) &&
      (!filters.untranslated || !row.translated || pinned.has(row.key)) &&
      (!filters.draftsOnly || drafts.has(row.key)) &&
      (!filters.unusedOnly || unused.has(row.key)) &&
      (!query || row.haystack.includes(query)),
  );
}

/** The index of the next row after `from` (never `from` itself) that still needs a translation, wrapping around; -1 when none. */
export function nextUntranslated(rows: readonly TokenRow[], from: number, skip: (key: string) => boolean): number {
  for (let step = 1; step < rows.length; step++) {
    const index = (from + step) % rows.length;
    if (!rows[index].translated && !skip(rows[index].key)) return index;
  }
  return -1;
}

export interface Progress {
  translated: number;
  total: number;
}

export function progressOf(tokens: readonly LanguageToken[]): Progress {
  let translated = 0;
  let total = 0;
  for (const token of tokens) {
    if (token.key !== undefined && isReservedKey(token.key)) continue;
    total += 1;
    if (token.translated) translated += 1;
  }
  return { translated, total };
}
