/**
 * Reads a translator's file off the main thread: parsing a multi-megabyte XLIFF takes seconds, which in the page
 * would freeze the dialog. One worker per file, ended when it answers; where no worker starts, the page reads it.
 */
import type { ReadOutcome } from "./units";

export interface ReadRequest {
  fileName: string;
  text: string;
  lang: string;
}

export type ReadResponse = { outcome: ReadOutcome } | { error: string };

const readInPage = async (fileName: string, text: string, lang: string) =>
  (await import("./read-file")).readExchangeFile(fileName, text, lang);

export function readExchangeFileOffThread(fileName: string, text: string, lang: string): Promise<ReadOutcome> {
  if (typeof Worker === "undefined") return readInPage(fileName, text, lang);
  const worker = new Worker(new URL("./read.worker.ts", import.meta.url), { type: "module", name: "exchange-read" });
  return new Promise<ReadOutcome>((resolve) => {
    worker.onmessage = (event: MessageEvent<ReadResponse>) =>
      resolve(
        "outcome" in event.data
          ? event.data.outcome
          : { ok: false, problem: { code: "malformed", detail: event.data.error } },
      );
    worker.onerror = (event) => {
      event.preventDefault();
      resolve(readInPage(fileName, text, lang));
    };
    worker.postMessage({ fileName, text, lang } satisfies ReadRequest);
  }).finally(() => worker.terminate());
}
