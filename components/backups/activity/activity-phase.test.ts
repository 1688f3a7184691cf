import { describe, expect, it } from "vitest";
import { matchNotification, phaseOf, stepsOf } from "./activity-phase";

describe("activity phase", () => {
  it("follows a run through scheduled and running to its end", () => {
    expect(stepsOf("backup")).toEqual(["scheduled", "running", "done"]);
    expect(phaseOf("backup", undefined, true)).toBe("locating");
    expect(phaseOf("backup", "scheduled", true)).toBe("scheduled");
    expect(phaseOf("forceStart", "running", true)).toBe("running");
    expect(phaseOf("backup", "available", true)).toBe("done");
    expect(phaseOf("backup", "failed", true)).toBe("done");
  });

  it("does not end a restore on a read older than its start", () => {
    expect(stepsOf("restoreVolume")).toEqual(["restoring", "done"]);
    expect(phaseOf("restoreVolume", "available", false)).toBe("restoring");
    expect(phaseOf("restoreVolume", "restoring", true)).toBe("restoring");
    expect(phaseOf("restoreVolume", "available", true)).toBe("done");
  });

  it("finds the newest notification about the backup that was not there before", () => {
    const notifications = [
      { id: "n1", notification: "Backup bkp-1 of vm vm-1 failed: pool full", timestamp: "2026-01-01T00:00:00Z" },
      { id: "n2", notification: "Backup bkp-1 of vm vm-1 is available", timestamp: "2026-01-02T00:00:00Z" },
      { id: "n3", notification: "Backup bkp-2 of vm vm-2 is available", timestamp: "2026-01-03T00:00:00Z" },
    ];
    expect(matchNotification(notifications, "bkp-1", [])?.id).toBe("n2");
    expect(matchNotification(notifications, "bkp-1", ["n2"])?.id).toBe("n1");
    expect(matchNotification(notifications, "bkp-1", ["n1", "n2"])).toBeUndefined();
    expect(matchNotification(notifications, undefined, [])).toBeUndefined();
  });
});
