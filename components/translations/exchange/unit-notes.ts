/**
 * The note each exported unit carries for the translator: its key, then each placeholder of the source with what
 * the console knows it stands for (its kind, and the options of a plural or select), and each tag. Written as an
 * XLIFF `<note>` and as PO `#.` lines, which translate-toolkit carries across its conversions.
 */
import { parseMessage, type ArgumentKind } from "@/lib/i18n/icu-checks";

/** A translate function over the `translations.exchange.notes` messages (next-intl's `t`, in the page or in Node). */
export type NoteMessages = (key: NoteKey, values: Record<string, string>) => string;

export type NoteKey = "key" | ArgumentKind | "tag";

/** The note of one unit, one fact a line. */
export function unitNote(key: string, source: string, t: NoteMessages): string {
  const lines = [t("key", { key })];
  const parsed = parseMessage(source);
  if (parsed.ok) {
    const { args, choices, tags } = parsed.shape;
    for (const [name, kind] of args) {
      const options = choices.find((choice) => choice.name === name)?.selectors.join(", ") ?? "";
      lines.push(t(kind, { code: `{${name}}`, options }));
    }
    for (const name of tags.keys()) lines.push(t("tag", { code: `<${name}>…</${name}>` }));
  }
  return lines.join("\n");
}
