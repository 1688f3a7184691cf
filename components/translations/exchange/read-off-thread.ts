/**
 * Reads and plans a translator's file off the main thread: parsing a multi-megabyte XLIFF takes seconds, which in
 * the page would freeze the dialog. One worker per file, ended when it answers; where no worker starts, the page
 * does it.
 */
import type { PlanRequest, PlanResponse } from "./plan-file";
import type { WorkerRequest } from "./read.worker";

const planInPage = async (request: PlanRequest) => (await import("./plan-file")).planExchangeFile(request);

export function planExchangeFileOffThread(request: PlanRequest): Promise<PlanResponse> {
  if (typeof Worker === "undefined") return planInPage(request);
  const worker = new Worker(new URL("./read.worker.ts", import.meta.url), { type: "module", name: "exchange-read" });
  return new Promise<PlanResponse>((resolve) => {
    worker.onmessage = (event: MessageEvent<string>) => resolve(JSON.parse(event.data) as PlanResponse);
    worker.onerror = (event) => {
      event.preventDefault();
      resolve(planInPage(request));
    };
    // The bytes are copied, not transferred: the page still has them should the worker fail to start.
    worker.postMessage({ ...request, rows: JSON.stringify(request.rows) } satisfies WorkerRequest);
  }).finally(() => worker.terminate());
}
