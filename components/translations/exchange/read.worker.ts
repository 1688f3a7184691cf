/** Reads a translator's file in a worker: the XML and PO parsers take seconds on a large file. */
import { readExchangeFile } from "./read-file";
import type { ReadRequest, ReadResponse } from "./read-off-thread";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReadRequest>) => void) | null;
  postMessage: (response: ReadResponse) => void;
};

scope.onmessage = async (event) => {
  const { fileName, text, lang } = event.data;
  try {
    scope.postMessage({ outcome: await readExchangeFile(fileName, text, lang) });
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
