/** XLIFF 2.0: codes as `<ph equiv disp>`, tags as `<pc equivStart equivEnd>` around their content. */
import type { ExchangeDocument, ReadOutcome } from "./units";
import { readXliff, writeXliff } from "./xliff-document";

export const writeXliff20 = (document: ExchangeDocument) => writeXliff(document, "2.0");
export const readXliff20 = (text: string, lang: string): Promise<ReadOutcome> => readXliff(text, lang, "2.0");
