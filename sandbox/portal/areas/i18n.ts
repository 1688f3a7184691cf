/**
 * Internationalization: languages and their translation tokens. `POST` with `insert: true` adds a key (409 when
 * the language has it; the other languages get it untranslated), without `insert` updates one (404 when missing).
 */
import { badRequest, conflict, defineArea, notFound } from "../area";
import { LANGUAGES, seedTokenTables, type TokenCell, type TokenTable } from "../seed/i18n";

export interface LanguageRecord {
  lang: string;
  name: string;
  default: boolean;
}

export interface I18nState {
  languages: LanguageRecord[];
  tokens: Record<string, TokenTable>;
}

/** Keys are dotted words; this also keeps `__proto__`-like surprises out of the plain-object tables. */
const TOKEN_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

const cellOf = (table: TokenTable, key: string): TokenCell | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

function setCell(table: TokenTable, key: string, cell: TokenCell): void {
  Object.defineProperty(table, key, { value: cell, enumerable: true, writable: true, configurable: true });
}

function tableOf(state: I18nState, lang: string): TokenTable {
  if (!state.languages.some((l) => l.lang === lang) || !Object.hasOwn(state.tokens, lang)) {
    throw notFound(`language ${lang}`);
  }
  return state.tokens[lang];
}

const sortedKeys = (table: TokenTable) => Object.keys(table).sort();

export const i18nArea = defineArea<I18nState>({
  key: "i18n",
  seed(_region, _services, options) {
    return {
      languages: LANGUAGES.map((l) => ({ ...l })),
      tokens: seedTokenTables({ loadTokens: options.i18nTokens }),
    };
  },
  handlers: {
    "i18n.langs.list": ({ state }) => state.languages,
    "i18n.lang.get": ({ state, input }) => {
      const table = tableOf(state, String(input.lang));
      // fromEntries defines own properties, so no key can reach the prototype.
      return Object.fromEntries(
        sortedKeys(table)
          .filter((k) => table[k].translated)
          .map((k) => [k, table[k].value]),
      );
    },
    "i18n.lang.table": ({ state, input }) => {
      const table = tableOf(state, String(input.lang));
      return sortedKeys(table).map((key) => ({ key, value: table[key].value, translated: table[key].translated }));
    },
    "i18n.lang.save": ({ state, input }) => {
      const { lang, key, value, insert } = input;
      if (!TOKEN_KEY.test(key) || key.length > 512) {
        throw badRequest("key: expected dotted words of letters, digits, _ and - (at most 512 characters)", "key");
      }
      const table = tableOf(state, lang);
      const existing = cellOf(table, key);
      if (insert) {
        if (existing) throw conflict(`token ${key} already exists in ${lang}`, "key");
        setCell(table, key, { value, translated: value !== "" });
        for (const other of state.languages) {
          const otherTable = state.tokens[other.lang];
          if (otherTable && !cellOf(otherTable, key)) setCell(otherTable, key, { value: "", translated: false });
        }
        return undefined;
      }
      if (!existing) throw notFound(`token ${key} in ${lang}`);
      existing.value = value;
      existing.translated = value !== "";
      return undefined;
    },
  },
});
