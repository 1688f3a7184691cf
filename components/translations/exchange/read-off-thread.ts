/**
 * Reads and plans a translator's file off the main thread: parsing a multi-megabyte XLIFF takes seconds, which in
 * the page would freeze the dialog. One worker per file, ended when it answers; where no worker starts, the page
 * does it.
 */
import type { PlanRequest, PlanResponse } from "./plan-file";
import { planReceiver, toSlices, type WorkerMessage, type WorkerRequest } from "./worker-messages";

const planInPage = async (request: PlanRequest) => (await import("./plan-file")).planExchangeFile(request);

export function planExchangeFileOffThread(request: PlanRequest): Promise<PlanResponse> {
  if (typeof Worker === "undefined") return planInPage(request);
  const worker = new Worker(new URL("./read.worker.ts", import.meta.url), { type: "module", name: "exchange-read" });
  return new Promise<PlanResponse>((resolve) => {
    const receive = planReceiver();
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const response = receive(event.data);
      if (response) resolve(response);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      resolve(planInPage(request));
    };
    // The bytes are copied, not transferred: the page still has them should the worker fail to start.
    void toSlices(request.rows).then((rows) => worker.postMessage({ ...request, rows } satisfies WorkerRequest));
  }).finally(() => worker.terminate());
}
