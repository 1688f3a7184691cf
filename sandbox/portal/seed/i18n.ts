/**
 * Seed of the translation tokens: the console's own bundled messages (`messages/<locale>/<namespace>.json`,
 * token key `<namespace>.<dotted.path>`), the portal's own `portal.*` tokens, and optional load tokens.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface TokenCell {
  value: string;
  translated: boolean;
}
/** Tokens of one language by key. */
export type TokenTable = Record<string, TokenCell>;

export const LANGUAGES = [
  { lang: "en", name: "English", default: true },
  { lang: "de", name: "Deutsch", default: false },
  { lang: "fr", name: "Français", default: false },
] as const;
export type SeedLang = (typeof LANGUAGES)[number]["lang"];

const MESSAGES_DIR = fileURLToPath(new URL("../../../messages/", import.meta.url));

/** Leaves of a nested message object as dotted keys; non-string leaves are skipped. */
function flatten(value: unknown, prefix: string, out: Record<string, string>): Record<string, string> {
  if (typeof value === "string") out[prefix] = value;
  else if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

/** The bundled messages of one locale, flattened; empty when the folder is absent or a file does not parse. */
export function readBundledMessages(locale: string, dir = MESSAGES_DIR): Record<string, string> {
  const folder = path.join(dir, locale);
  const out: Record<string, string> = {};
  if (!existsSync(folder)) return out;
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    try {
      flatten(JSON.parse(readFileSync(path.join(folder, file), "utf8")), file.slice(0, -".json".length), out);
    } catch {
      // A file being edited may be half-written; the seed simply lacks its keys.
    }
  }
  return out;
}

/** The portal's own strings, in the three seeded languages. */
const PORTAL_TOKENS: [key: string, en: string, de: string, fr: string][] = [
  ["portal.menu.home", "Home", "Startseite", "Accueil"],
  ["portal.menu.ai", "AI services", "KI-Dienste", "Services d'IA"],
  ["portal.menu.backups", "Backups", "Sicherungen", "Sauvegardes"],
  ["portal.menu.clusters", "Clusters", "Cluster", "Clusters"],
  ["portal.menu.infrastructure", "Infrastructure", "Infrastruktur", "Infrastructure"],
  ["portal.menu.storage", "Object storage", "Objektspeicher", "Stockage objet"],
  ["portal.menu.quotas", "Quotas", "Kontingente", "Quotas"],
  ["portal.menu.profiles", "Profiles", "Profile", "Profils"],
  ["portal.menu.translations", "Translations", "Übersetzungen", "Traductions"],
  ["portal.menu.tasks", "Tasks", "Aufgaben", "Tâches"],
  ["portal.menu.settings", "Settings", "Einstellungen", "Paramètres"],
  ["portal.action.save", "Save", "Speichern", "Enregistrer"],
  ["portal.action.cancel", "Cancel", "Abbrechen", "Annuler"],
  ["portal.action.delete", "Delete", "Löschen", "Supprimer"],
  ["portal.action.create", "Create", "Erstellen", "Créer"],
  ["portal.action.edit", "Edit", "Bearbeiten", "Modifier"],
  ["portal.action.refresh", "Refresh", "Aktualisieren", "Actualiser"],
  ["portal.action.confirm", "Confirm", "Bestätigen", "Confirmer"],
  ["portal.status.active", "Active", "Aktiv", "Actif"],
  ["portal.status.inactive", "Inactive", "Inaktiv", "Inactif"],
  ["portal.status.pending", "Pending", "Ausstehend", "En attente"],
  ["portal.status.running", "Running", "Läuft", "En cours"],
  ["portal.status.failed", "Failed", "Fehlgeschlagen", "Échoué"],
  ["portal.status.done", "Done", "Erledigt", "Terminé"],
  ["portal.notification.unread", "{count} unread", "{count} ungelesen", "{count} non lues"],
  ["portal.notification.markRead", "Mark as read", "Als gelesen markieren", "Marquer comme lu"],
  [
    "portal.error.forbidden",
    "You lack the permission {permission}",
    "Ihnen fehlt die Berechtigung {permission}",
    "Il vous manque l'autorisation {permission}",
  ],
  ["portal.error.notFound", "Not found", "Nicht gefunden", "Introuvable"],
  ["portal.region.label", "Region", "Region", "Région"],
  ["portal.account.logout", "Log out", "Abmelden", "Se déconnecter"],
  ["portal.account.profile", "Profile", "Profil", "Profil"],
  ["portal.footer.copyright", "© {year} Cloud Portal", "© {year} Cloud-Portal", "© {year} Portail cloud"],
];

export interface I18nSeedOptions {
  /** Extra generated tokens per language. */
  loadTokens: number;
  messagesDir?: string;
}

/** Every 7th key of a non-default language is left untranslated, so translators have work to do. */
const leaveUntranslated = (index: number) => index % 7 === 3;

export function seedTokenTables(options: I18nSeedOptions): Record<SeedLang, TokenTable> {
  const bundled = Object.fromEntries(LANGUAGES.map((l) => [l.lang, readBundledMessages(l.lang, options.messagesDir)]));
  const source: Record<string, string> = { ...bundled.en };
  const tables = { en: {}, de: {}, fr: {} } as Record<SeedLang, TokenTable>;
  const keys = Object.keys(source).sort();

  keys.forEach((key, index) => {
    tables.en[key] = { value: source[key], translated: true };
    for (const lang of ["de", "fr"] as const) {
      const value = bundled[lang][key];
      const translated = value !== undefined && value !== "" && !leaveUntranslated(index);
      tables[lang][key] = { value: translated ? value : "", translated };
    }
  });
  PORTAL_TOKENS.forEach(([key, en, de, fr], index) => {
    tables.en[key] = { value: en, translated: true };
    tables.de[key] = leaveUntranslated(index) ? { value: "", translated: false } : { value: de, translated: true };
    tables.fr[key] = leaveUntranslated(index + 2) ? { value: "", translated: false } : { value: fr, translated: true };
  });
  for (let n = 0; n < options.loadTokens; n++) {
    const key = `load.group${Math.floor(n / 100)}.token${n}`;
    const untranslated = n % 3 === 2;
    tables.en[key] = { value: `Load token ${n}`, translated: true };
    tables.de[key] = untranslated ? { value: "", translated: false } : { value: `Lasttoken ${n}`, translated: true };
    tables.fr[key] = untranslated
      ? { value: "", translated: false }
      : { value: `Jeton de charge ${n}`, translated: true };
  }
  return tables;
}
