/** Rerank documents as typed (one per line) or read from a file (lines, or a JSON array of strings). */
import { z } from "zod";

export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const JsonDocuments = z.array(z.union([z.string(), z.looseObject({ text: z.string() }).transform((d) => d.text)]));

/** A `.json` file holding an array (strings or `{text}` objects) gives one document per item; anything else, per line. */
export function documentsFromFile(name: string, text: string): string[] {
  if (name.toLowerCase().endsWith(".json")) {
    try {
      const parsed = JsonDocuments.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data.map((d) => d.trim()).filter(Boolean);
    } catch {
      // Not JSON after all: read it as lines.
    }
  }
  return linesOf(text);
}
