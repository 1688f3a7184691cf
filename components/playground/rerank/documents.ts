/** Rerank documents as typed (one per line) or read from a file (lines, or a JSON array of strings). */

export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A document of a JSON file: a string, or an object with a string `text` (plain checks: the page's first load has no zod). */
function documentOf(item: unknown): string | undefined {
  if (typeof item === "string") return item;
  if (
    typeof item === "object" &&
    item !== null &&
    !Array.isArray(item) &&
    typeof (item as { text?: unknown }).text === "string"
  ) {
    return (item as { text: string }).text;
  }
  return undefined;
}

function jsonDocuments(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const documents = value.map(documentOf);
  return documents.every((d) => d !== undefined) ? (documents as string[]) : undefined;
}

/** A `.json` file holding an array (strings or `{text}` objects) gives one document per item; anything else, per line. */
export function documentsFromFile(name: string, text: string): string[] {
  if (name.toLowerCase().endsWith(".json")) {
    try {
      const documents = jsonDocuments(JSON.parse(text));
      if (documents) return documents.map((d) => d.trim()).filter(Boolean);
    } catch {
      // Not JSON after all: read it as lines.
    }
  }
  return linesOf(text);
}
