/**
 * How the stand-in answers a translation prompt (the console's translation assistant sends one): deterministically,
 * with a small glossary of interface words, keeping ICU placeholders, plural/select branches and tags as they are,
 * so that end-to-end tests can assert a real suggestion. Words it does not know stay as they are. The fault
 * `broken-placeholder` makes it rename the first placeholder (or add one), so that the check path is testable too.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { ChatRequest } from "../../lib/gateway/schemas";
import { lastUserText } from "./conversation";
import { fixedToken, type SampledToken } from "./markov";

const GLOSSARY: Record<string, Record<string, string>> = {
  de: {
    save: "speichern",
    cancel: "abbrechen",
    delete: "löschen",
    create: "erstellen",
    edit: "bearbeiten",
    refresh: "aktualisieren",
    confirm: "bestätigen",
    settings: "Einstellungen",
    backup: "Sicherung",
    backups: "Sicherungen",
    cluster: "Cluster",
    clusters: "Cluster",
    file: "Datei",
    files: "Dateien",
    unread: "ungelesen",
    read: "gelesen",
    mark: "markieren",
    as: "als",
    the: "die",
    a: "ein",
    of: "von",
    and: "und",
    or: "oder",
    not: "nicht",
    found: "gefunden",
    name: "Name",
    open: "öffnen",
    close: "schließen",
    search: "suchen",
    new: "neu",
    all: "alle",
    error: "Fehler",
    warning: "Warnung",
    language: "Sprache",
    languages: "Sprachen",
    translation: "Übersetzung",
    translations: "Übersetzungen",
    key: "Schlüssel",
    keys: "Schlüssel",
    token: "Token",
    tokens: "Tokens",
    region: "Region",
    profile: "Profil",
    tasks: "Aufgaben",
    status: "Status",
    failed: "fehlgeschlagen",
    done: "erledigt",
    home: "Startseite",
    help: "Hilfe",
    yes: "ja",
    no: "nein",
  },
  fr: {
    save: "enregistrer",
    cancel: "annuler",
    delete: "supprimer",
    create: "créer",
    edit: "modifier",
    refresh: "actualiser",
    confirm: "confirmer",
    settings: "paramètres",
    backup: "sauvegarde",
    backups: "sauvegardes",
    cluster: "cluster",
    clusters: "clusters",
    file: "fichier",
    files: "fichiers",
    unread: "non lu",
    read: "lu",
    mark: "marquer",
    as: "comme",
    the: "le",
    a: "un",
    of: "de",
    and: "et",
    or: "ou",
    not: "pas",
    found: "trouvé",
    name: "nom",
    open: "ouvrir",
    close: "fermer",
    search: "rechercher",
    new: "nouveau",
    all: "tous",
    error: "erreur",
    warning: "avertissement",
    language: "langue",
    languages: "langues",
    translation: "traduction",
    translations: "traductions",
    key: "clé",
    keys: "clés",
    region: "région",
    profile: "profil",
    tasks: "tâches",
    status: "statut",
    failed: "échoué",
    done: "terminé",
    home: "accueil",
    help: "aide",
    yes: "oui",
    no: "non",
  },
};

export interface TranslationPrompt {
  lang: string;
  source: string;
}

const TARGET = /^Target language: .*\(([A-Za-z0-9_-]+)\)\s*$/m;
const SOURCE = /<<<\n([\s\S]*)\n>>>\s*$/;

/** The target language and source text of a translation prompt, or undefined for any other conversation. */
export function translationPrompt(request: ChatRequest): TranslationPrompt | undefined {
  const text = lastUserText(request);
  const lang = TARGET.exec(text)?.[1];
  const source = SOURCE.exec(text)?.[1];
  return lang && source !== undefined ? { lang: lang.toLowerCase().split(/[-_]/)[0], source } : undefined;
}

/** A word in the glossary's language, with the source word's capital kept. */
function translateWords(text: string, lang: string): string {
  const glossary = GLOSSARY[lang] ?? {};
  return text.replace(/\p{L}+/gu, (word) => {
    const found = glossary[word.toLowerCase()];
    if (!found) return word;
    return word[0] === word[0].toUpperCase() ? found[0].toUpperCase() + found.slice(1) : found;
  });
}

/** Where the message's plain text is: literal elements at any depth (inside branches and tags too). */
function literalSpans(elements: MessageFormatElement[], out: { start: number; end: number }[] = []) {
  for (const element of elements) {
    if (element.type === TYPE.literal && element.location)
      out.push({ start: element.location.start.offset, end: element.location.end.offset });
    else if (element.type === TYPE.tag) literalSpans(element.children, out);
    else if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) literalSpans(option.value, out);
    }
  }
  return out;
}

/** Renames the first placeholder, or adds one when there is none: the answer then fails the console's checks. */
function breakPlaceholder(text: string): string {
  const first = /\{\s*([A-Za-z_][\w]*)/.exec(text);
  if (!first) return `${text} {value}`;
  return text.slice(0, first.index) + `{${first[1]}_x` + text.slice(first.index + first[0].length);
}

/**
 * The glossary translation of an ICU message: only its plain text is translated, in place, so that placeholders,
 * branches, tags and the source's own spacing stay as written. A message that does not parse is translated word by word.
 */
export function translateMessage(source: string, lang: string, broken = false): string {
  let text = source;
  try {
    const spans = literalSpans(parse(source, { requiresOtherClause: false, captureLocation: true }));
    for (const { start, end } of spans.sort((a, b) => b.start - a.start)) {
      text = text.slice(0, start) + translateWords(text.slice(start, end), lang) + text.slice(end);
    }
  } catch {
    text = translateWords(source, lang);
  }
  return broken ? breakPlaceholder(text) : text;
}

/** The answer as tokens: each word with the blanks before it, so that joined they give the text back exactly. */
export function translationTokens(text: string): SampledToken[] {
  return (text.match(/\s*\S+|\s+$/g) ?? []).map(fixedToken);
}
