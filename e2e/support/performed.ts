import { expect } from "@playwright/test";
import { matchOperation, type OperationId } from "../../lib/portal/operations";
import type { LoggedRequest, SandboxControl } from "./sandbox-control";

/** The console's permission probes (empty write bodies, placeholder ids) are not user actions. */
const isProbe = (r: LoggedRequest) =>
  String(r.headers["x-request-id"] ?? "").startsWith("probe-") || r.path.includes("__permission_probe__");

/** The requests since `since` that the catalog maps to operation `id`, probes left out. */
export async function performed(control: SandboxControl, since: number, id: OperationId): Promise<LoggedRequest[]> {
  const requests = await control.requests(since);
  return requests.filter((r) => !isProbe(r) && matchOperation(r.method, r.path.split("?")[0])?.op.id === id);
}

/** Waits until the portal has received operation `id` since `since`, so a test title naming it tells the truth. */
export async function expectPerformed(
  control: SandboxControl,
  since: number,
  id: OperationId,
): Promise<LoggedRequest[]> {
  let found: LoggedRequest[] = [];
  await expect
    .poll(async () => (found = await performed(control, since, id)).length, { message: `the portal received ${id}` })
    .toBeGreaterThan(0);
  return found;
}
