import { downloadCsv } from "@/lib/csv";
import type { GlossaryEntry } from "@/lib/i18n/glossary";
import { writeGlossaryFile, type GlossaryFormat } from "@/lib/i18n/glossary-exchange";
import { downloadBlob } from "../transfer/download";

/** The glossary as a file: `glossary-<lang>.csv` (spreadsheets) or `.tbx` (CAT tools). */
export function downloadGlossary(
  format: GlossaryFormat,
  entries: readonly GlossaryEntry[],
  languages: { source: string; target: string },
): void {
  const name = `glossary-${languages.source}-${languages.target}`;
  const text = writeGlossaryFile(format, entries, languages);
  if (format === "csv") downloadCsv(name, text);
  else downloadBlob(`${name}.tbx`, new Blob([text], { type: "application/x-tbx;charset=utf-8" }));
}
