/**
 * Decodes, reads and plans a translator's file in a worker: the XML and PO readers take seconds on a large file,
 * and a file of many units makes a long plan. Rows come in and the plan goes out as JSON text in slices
 * (`worker-messages.ts`).
 */
import { planExchangeFile } from "./plan-file";
import { fromSlices, planMessages, type WorkerMessage, type WorkerRequest } from "./worker-messages";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerMessage) => void;
};

scope.onmessage = ({ data }) => {
  for (const message of planMessages(planExchangeFile({ ...data, rows: fromSlices(data.rows) })))
    scope.postMessage(message);
};
