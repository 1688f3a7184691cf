/**
 * Reads a translator's file and plans its import in a worker: the XML and PO parsers take seconds on a large file,
 * and a file of many units makes a long plan.
 */
import { planExchangeFile, type PlanRequest, type PlanResponse } from "./plan-file";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PlanRequest>) => void) | null;
  postMessage: (response: PlanResponse) => void;
};

scope.onmessage = (event) => scope.postMessage(planExchangeFile(event.data));
