import { describe, expect, it } from "vitest";
import { permissionOf } from "@/components/ui/actions/resource-action";
import { actionsFor, BACKUP_ACTIONS } from "./actions";
import { readBackupSummaries, readComputeVolumes, readInventory, resourceNames } from "./inventory";
import { parseLastRestore } from "./restore";
import { filterBackups, inPeriod, toBackupRow } from "./rows";
import { describeSchedule } from "./schedule";
import { backupsPollInterval, isInTransition, POLL_FAST_MS, POLL_SLOW_MS } from "./states";
import { assignmentsByPolicy, parseTreeNodeId, policiesOf, treeNodeId, unsafeCounts, unsafeResourcesOf } from "./tree";
import { expiryAfterDays, localDateTimeToIso, DAY_MS } from "./ttl";

const NOW = Date.UTC(2026, 0, 15, 12);

describe("backup actions", () => {
  it("offers each action only in the states where the portal accepts it", () => {
    expect(actionsFor("running").map((a) => a.id)).toEqual(["cancel"]);
    expect(actionsFor("scheduled").map((a) => a.id)).toEqual(["cancel", "forceStart", "unassignPolicy"]);
    expect(actionsFor("available").map((a) => a.id)).toEqual([
      "extend",
      "restoreVolume",
      "restoreImage",
      "restoreInPlace",
      "unassignPolicy",
    ]);
    expect(actionsFor("failed").map((a) => a.id)).toEqual(["forceStart", "unassignPolicy"]);
    for (const dead of ["canceled", "expired", "restoring", "", undefined]) expect(actionsFor(dead)).toEqual([]);
  });

  it("names each action's permission from the catalog", () => {
    const byId = Object.fromEntries(BACKUP_ACTIONS.map((a) => [a.id, permissionOf(a)]));
    expect(byId.cancel).toBe("cancel_backup-patch");
    expect(byId.restoreInPlace).toBe("restore_backup-post");
    expect(byId.restoreVolume).toBe("restore_backup_volume-post");
    expect(BACKUP_ACTIONS.find((a) => a.id === "restoreInPlace")?.confirm).toBe("typeName");
  });
});

describe("transitions and polling", () => {
  it("counts running, restoring and imminent scheduled backups as moving", () => {
    expect(isInTransition({ state: "running" }, NOW)).toBe(true);
    expect(isInTransition({ state: "restoring" }, NOW)).toBe(true);
    expect(isInTransition({ state: "scheduled", schedule_date: new Date(NOW + 30_000).toISOString() }, NOW)).toBe(true);
    expect(
      isInTransition({ state: "scheduled", schedule_date: new Date(NOW + 10 * 3_600_000).toISOString() }, NOW),
    ).toBe(false);
    expect(isInTransition({ state: "available" }, NOW)).toBe(false);
  });

  it("polls fast only while something moves", () => {
    expect(backupsPollInterval([{ state: "available" }, { state: "running" }], NOW)).toBe(POLL_FAST_MS);
    expect(backupsPollInterval([{ state: "available" }, { state: "failed" }], NOW)).toBe(POLL_SLOW_MS);
    expect(backupsPollInterval([{ state: "available" }], NOW, true)).toBe(POLL_FAST_MS);
    expect(backupsPollInterval(undefined, NOW)).toBe(POLL_SLOW_MS);
  });
});

describe("backup rows", () => {
  const names = {
    resources: new Map([
      ["vm-1", { name: "web", kind: "vm", projectId: "prj-1" }],
      ["prj-1", { name: "shop", kind: "project" }],
    ]),
    policies: new Map([["pol-1", "Daily"]]),
  };
  const at = (hoursAgo: number) => new Date(NOW - hoursAgo * 3_600_000).toISOString();
  const rows = [
    toBackupRow(
      {
        id: "b1",
        state: "available",
        resource_id: "vm-1",
        resource_type: "vm",
        project_id: "prj-1",
        policy_id: "pol-1",
        schedule_date: at(2),
      },
      names,
    ),
    toBackupRow(
      {
        id: "b2",
        state: "failed",
        resource_id: "vol-9",
        resource_type: "volume",
        project_id: "prj-2",
        schedule_date: at(72),
      },
      names,
    ),
    toBackupRow(
      {
        id: "b3",
        state: "scheduled",
        resource_id: "vm-1",
        resource_type: "vm",
        project_id: "prj-1",
        schedule_date: at(-5),
      },
      names,
    ),
  ];

  it("joins names and falls back to ids", () => {
    expect(rows[0]).toMatchObject({ resourceName: "web", projectName: "shop", policyName: "Daily" });
    expect(rows[1]).toMatchObject({ resourceName: "vol-9", projectName: "prj-2", policyName: "" });
    expect(rows[0].searchText).toContain("web");
  });

  it("filters by state, type, project and period", () => {
    const ids = (filters: Parameters<typeof filterBackups>[1]) => filterBackups(rows, filters, NOW).map((r) => r.id);
    expect(ids({ state: "failed" })).toEqual(["b2"]);
    expect(ids({ type: "vm" })).toEqual(["b1", "b3"]);
    expect(ids({ project: "prj-1", period: "24h" })).toEqual(["b1"]);
    expect(ids({ period: "7d" })).toEqual(["b1", "b2"]);
    expect(ids({ period: "upcoming" })).toEqual(["b3"]);
  });

  it("reads a custom range as local calendar days, both ends included", () => {
    const day = new Date(NOW);
    const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
    expect(inPeriod(NOW, { period: "custom", from: iso, to: iso }, NOW)).toBe(true);
    expect(inPeriod(NOW + 2 * DAY_MS, { period: "custom", from: iso, to: iso }, NOW)).toBe(false);
    expect(inPeriod(Number.NaN, { period: "24h" }, NOW)).toBe(false);
  });
});

describe("last restore, ttl and schedule", () => {
  it("parses the JSON of last_restore and keeps other text", () => {
    expect(
      parseLastRestore(
        '{"at":"2026-01-01T00:00:00Z","kind":"volume","target":"restored","availability_zone":"zone-a","volume_type":"ssd"}',
      ),
    ).toEqual({
      parsed: true,
      at: "2026-01-01T00:00:00Z",
      kind: "volume",
      target: "restored",
      availabilityZone: "zone-a",
      volumeType: "ssd",
    });
    expect(parseLastRestore("restored by ops")).toEqual({ parsed: false, text: "restored by ops" });
    expect(parseLastRestore("")).toBeNull();
    expect(parseLastRestore(undefined)).toBeNull();
  });

  it("adds days to the later of the current expiry and now", () => {
    const future = new Date(NOW + 2 * DAY_MS).toISOString();
    expect(expiryAfterDays(future, 3, NOW).getTime()).toBe(NOW + 5 * DAY_MS);
    expect(expiryAfterDays(new Date(NOW - DAY_MS).toISOString(), 1, NOW).getTime()).toBe(NOW + DAY_MS);
    expect(localDateTimeToIso("2026-02-01T10:30")).toBe(new Date(2026, 1, 1, 10, 30).toISOString());
    expect(localDateTimeToIso("tomorrow")).toBeNull();
  });

  it("describes the usual cron shapes and leaves the rest alone", () => {
    expect(describeSchedule("0 2 * * *")).toEqual({ kind: "daily", hour: 2, minute: 0 });
    expect(describeSchedule("15 * * * *")).toEqual({ kind: "hourly", minute: 15 });
    expect(describeSchedule("0 3 * * 0")).toEqual({ kind: "weekly", weekday: 0, hour: 3, minute: 0 });
    expect(describeSchedule("*/5 * * * *")).toBeNull();
    expect(describeSchedule("0 2 1 * *")).toBeNull();
  });
});

describe("protection tree", () => {
  it("round-trips node ids, ids with separators included", () => {
    for (const ref of [
      { kind: "project", projectId: "prj-1", id: "prj-1" },
      { kind: "vm", projectId: "prj-1", id: "vm:odd/id" },
      { kind: "volume", projectId: "prj-1", id: "vol-2", vmId: "vm-1" },
    ] as const) {
      expect(parseTreeNodeId(treeNodeId(ref))).toEqual(ref);
    }
    expect(parseTreeNodeId("vm:")).toBeNull();
    expect(parseTreeNodeId("cluster:a:b")).toBeNull();
  });

  it("reads policies from the list and detail variants; an empty policy is unprotected", () => {
    expect([...policiesOf({ policy: "", policies: {}, resource_policies: [] })]).toEqual([]);
    expect([...policiesOf({ policy: "pol-1", policies: { "pol-1": "Daily" } })]).toEqual([["pol-1", "Daily"]]);
    expect([
      ...policiesOf({ policy: "pol-2", resource_policies: [{ policy_id: "pol-2", policy_name: "Weekly" }] }),
    ]).toEqual([["pol-2", "Weekly"]]);
  });

  it("lists unsafe resources and counts them", () => {
    const project = {
      unsafe_resources: [{ id: "vm-1", name: "a", type: "vm" }, { id: "vol-1", type: "volume" }, "junk"],
    };
    expect(unsafeResourcesOf(project)).toEqual([
      { id: "vm-1", name: "a", type: "vm" },
      { id: "vol-1", name: "vol-1", type: "volume" },
    ]);
    expect(unsafeCounts(project)).toEqual({ vms: 1, volumes: 1 });
    expect(unsafeCounts({ ...project, unsafe_vms: 4, unsafe_volumes: 0 })).toEqual({ vms: 4, volumes: 0 });
  });

  it("groups resources by the policies that protect them", () => {
    const map = assignmentsByPolicy([
      { kind: "vm", id: "vm-1", name: "web", projectId: "p", policies: { "pol-1": "Daily" } },
      {
        kind: "volume",
        id: "vol-1",
        name: "data",
        projectId: "p",
        policy: "pol-1",
        resource_policies: [{ policy_id: "pol-2" }],
      },
      { kind: "vm", id: "vm-2", name: "idle", projectId: "p", policy: "" },
    ]);
    expect(map.get("pol-1")?.map((r) => r.id)).toEqual(["vm-1", "vol-1"]);
    expect(map.get("pol-2")?.map((r) => r.id)).toEqual(["vol-1"]);
    expect(map.has("")).toBe(false);
  });
});

describe("resource maps", () => {
  it("reads the inventory leniently, with its refresh state", () => {
    const inventory = readInventory({
      vm: { "vm-1": { id: "vm-1", name: "web", project_id: "p", protected: true }, bad: 5 },
      project: { p: { name: "shop" } },
      refreshing: true,
      refreshed_at: "2026-01-01T00:00:00Z",
    });
    expect(inventory.byKind.vm.map((e) => e.id)).toEqual(["vm-1"]);
    expect(inventory.byKind.project[0]).toMatchObject({ id: "p", name: "shop", kind: "project" });
    expect(inventory.refreshing).toBe(true);
    expect(resourceNames(inventory).get("vm-1")).toEqual({ name: "web", kind: "vm", projectId: "p" });
    expect(readInventory(undefined).entries).toEqual([]);
  });

  it("flattens backup summaries and compute volumes", () => {
    const summaries = readBackupSummaries({
      vms: { "vm-1": { name: "web", backups: 3, last_state: null } },
      projects: "x",
    });
    expect(summaries).toEqual([{ id: "vm-1", kind: "vm", name: "web", backups: 3, last_state: null }]);
    const volumes = readComputeVolumes({ "vm-1": [{ id: "vol-1", size: 10 }, { id: "vol-2" }] });
    expect(volumes.map((v) => v.key)).toEqual(["vm-1/vol-1", "vm-1/vol-2"]);
  });
});
