/**
 * The declared action list against the sandbox portal over real HTTP: every action the list offers in a state is
 * accepted there, and every action it withholds is refused with 409. Unassigning a policy is left out: the portal
 * decides that on the resource (does it still have the policy), not on the backup's state.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPath, operations } from "@/lib/portal/operations";
import { startTestSandbox, type TestSandbox } from "@/sandbox/portal/test-support";
import { BACKUP_ACTIONS, type BackupActionDef } from "./actions";
import { BACKUP_STATES } from "./states";

interface ListedBackup {
  id: string;
  state: string;
}

const BODIES: Partial<Record<BackupActionDef["id"], Record<string, string>>> = {
  extend: { ttl: "3" },
  restoreImage: { volume_name: "restored-image" },
  restoreVolume: { availability_zone: "zone-a", volume_name: "restored-volume", volume_type: "ssd" },
};

const checked = BACKUP_ACTIONS.filter((action) => action.id !== "unassignPolicy");

describe("backup actions against the sandbox portal", () => {
  let sandbox: TestSandbox;
  let pool: Map<string, string[]>;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    const answer = await sandbox.call("GET", "/backups");
    pool = new Map();
    for (const backup of answer.body as ListedBackup[])
      pool.set(backup.state, [...(pool.get(backup.state) ?? []), backup.id]);
  });
  afterAll(() => sandbox?.dispose());

  const run = (action: BackupActionDef, backupId: string) => {
    const op = operations[action.op];
    const body = BODIES[action.id];
    return sandbox.call(op.method, buildPath(op, { backup_id: backupId }), body ? { body } : {});
  };

  it("refuses every action the list withholds in a state", async () => {
    for (const state of BACKUP_STATES) {
      const backupId = pool.get(state)?.[0];
      expect(backupId, `the seed has a ${state} backup`).toBeTruthy();
      for (const action of checked.filter((a) => !a.allowedWhen?.({ state }))) {
        const answer = await run(action, backupId!);
        expect(answer.status, `${action.id} on a ${state} backup`).toBe(409);
      }
    }
  });

  it("accepts every action the list offers in a state", async () => {
    for (const state of BACKUP_STATES) {
      const offered = checked.filter((a) => a.allowedWhen?.({ state }));
      // Each accepted action changes its backup, so each gets a backup of its own.
      const ids = (pool.get(state) ?? []).slice(1);
      expect(ids.length, `enough ${state} backups`).toBeGreaterThanOrEqual(offered.length);
      for (const [index, action] of offered.entries()) {
        const answer = await run(action, ids[index]);
        expect(answer.status, `${action.id} on a ${state} backup: ${answer.text}`).toBeLessThan(300);
      }
    }
  });
});
