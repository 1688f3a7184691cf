import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import type { Upstream } from "./outage";
import { currentReachability, markReached, markUnreachable, resetReachability } from "./reachability";

type Event =
  { kind: "answer"; upstream: Upstream; at: number } | { kind: "failure"; upstream: Upstream; serverAt?: number };

const upstream = fc.constantFrom<Upstream>("portal", "gateway");
const time = fc.integer({ min: 1, max: 2_000_000_000_000 });
const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ kind: fc.constant("answer" as const), upstream, at: time }),
  fc.record({ kind: fc.constant("failure" as const), upstream, serverAt: fc.option(time, { nil: undefined }) }),
);

beforeEach(() => resetReachability());

describe("the reachability store", () => {
  it("is down exactly while an upstream's latest outcome was no answer, naming the latest contact ever reported", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        resetReachability();
        for (const e of events) {
          if (e.kind === "answer") markReached(e.upstream, e.at);
          else markUnreachable(e.upstream, e.serverAt);
        }
        for (const name of ["portal", "gateway"] as const) {
          const mine = events.filter((e) => e.upstream === name);
          const last = mine.at(-1);
          const times = mine.map((e) => (e.kind === "answer" ? e.at : e.serverAt)).filter((t) => t !== undefined);
          const state = currentReachability()[name];
          expect(state.reachable).toBe(last === undefined || last.kind === "answer");
          if (!state.reachable) expect(state.lastReachedAt).toBe(times.length > 0 ? Math.max(...times) : undefined);
        }
      }),
    );
  });

  it("changes its state object only when reachability or the contact it names changes", () => {
    const initial = currentReachability();
    markReached("portal", 10);
    expect(currentReachability()).toBe(initial);
    markUnreachable("portal", 5);
    const down = currentReachability();
    expect(down.portal).toEqual({ reachable: false, lastReachedAt: 10 });
    markUnreachable("portal");
    expect(currentReachability()).toBe(down);
  });
});
