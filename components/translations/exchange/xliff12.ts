/** XLIFF 1.2: codes as `<ph>` (holding their ICU text), `<x>` for line breaks, `<bpt>`/`<ept>` around tags. */
import type { ExchangeDocument, ReadOutcome } from "./units";
import { readXliff, writeXliff } from "./xliff-document";

export const writeXliff12 = (document: ExchangeDocument) => writeXliff(document, "1.2");
export const readXliff12 = (text: string, lang: string): Promise<ReadOutcome> => readXliff(text, lang, "1.2");
