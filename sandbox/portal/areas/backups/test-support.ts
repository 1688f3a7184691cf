/** Test helpers of the backups area: the area harness with the core's tick before each call, and seed pickers. */
import type { SandboxServices } from "../../area";
import { seededRandom } from "../../services";
import { harness } from "../area-test-kit";
import { backupsArea } from "../backups";
import { iaasArea } from "../iaas";
import { failsOnAttempt } from "./lifecycle";
import { isProtected, type BackupsState, type StoredBackup } from "./model";

/** The harness, with every call preceded by the area's tick as the core does. */
export function setup(withIaas = false) {
  const h = harness(backupsArea, withIaas ? [iaasArea] : []);
  const tick = () => backupsArea.tick?.(h.state, h.clock.now(), h.region, h.services);
  const call = (id: string, input: Record<string, unknown> = {}) => {
    tick();
    return h.call(id, input);
  };
  const refusal = (id: string, input: Record<string, unknown> = {}) => {
    tick();
    return h.refusal(id, input);
  };
  const advance = (ms: number) => {
    h.clock.advance(ms);
    tick();
  };
  const backup = (id: string) => h.state.backups.find((b) => b.id === id) as StoredBackup;
  return { ...h, call, refusal, advance, backup };
}

export const inState = (state: BackupsState, s: StoredBackup["state"]) => state.backups.filter((b) => b.state === s);

/** An unprotected VM whose first run succeeds (or fails, with `fails`), for POST /backup. */
export function unprotectedVm(h: ReturnType<typeof setup>, fails = false) {
  const vm = h.state.vms.find(
    (v) =>
      !isProtected(v) &&
      v.status !== "ERROR" &&
      failsOnAttempt(h.services, v.id, 0) === fails &&
      !h.state.backups.some((b) => b.resource_id === v.id && b.state === "running"),
  );
  if (!vm) throw new Error("the seed has no such VM");
  return vm;
}

export const enabledPolicy = (state: BackupsState) => state.policies.find((p) => !p.disabled_at)!;

export function fixedServices(now: number): SandboxServices {
  let n = 0;
  return { now: () => now, id: (p) => `${p}-${++n}`, notify: () => {}, random: seededRandom };
}
