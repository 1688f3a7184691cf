import { describe, expect, it } from "vitest";
import { stepState } from "./task-model";

const step = (over: Record<string, unknown>) => ({ id: 1, path: "/x", method: "GET", ...over });

describe("stepState", () => {
  it("reads a step's state from its times and response", () => {
    const running = { state: "running" };
    expect(stepState(step({ start_at: null, ended_at: null }), running)).toBe("waiting");
    expect(stepState(step({ start_at: "2026-01-01T00:00:00Z", ended_at: null }), running)).toBe("running");
    expect(stepState(step({ start_at: "t", ended_at: "t", response: '{"status":200,"result":"ok"}' }), running)).toBe(
      "done",
    );
  });

  it("marks a failed response, and steps after a failure as not run", () => {
    const failed = { state: "failed" };
    expect(
      stepState(step({ start_at: "t", ended_at: "t", response: '{"status":500,"error":"the step failed"}' }), failed),
    ).toBe("failed");
    expect(stepState(step({ start_at: null, ended_at: null }), failed)).toBe("skipped");
  });

  it("treats a response that is not JSON as a finished step", () => {
    expect(stepState(step({ start_at: "t", ended_at: "t", response: "OK" }), { state: "done" })).toBe("done");
  });
});
