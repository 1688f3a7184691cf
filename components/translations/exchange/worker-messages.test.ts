/** The worker's messages in slices: what the page puts back together is what the worker planned, nothing more. */
import { describe, expect, it } from "vitest";
import type { ImportChange } from "../model/transfer";
import type { PlanResponse } from "./plan-file";
import { fromSlices, planMessages, planReceiver, toSlices } from "./worker-messages";

const change = (n: number): ImportChange => ({
  key: `k${n}`,
  source: `Text ${n}\n`,
  before: `Texte ${n}`,
  after: `Texte ${n} révisé\t"{name}"`,
  errors: n % 7 === 0 ? [{ code: "extraArgument", name: "name" }] : [],
  ...(n % 5 === 0 ? { staleSource: `Old ${n}` } : {}),
});

function receive(response: PlanResponse) {
  const receiver = planReceiver();
  const messages = planMessages(response);
  const answers = messages.map(receiver);
  // Only the last message completes the response.
  expect(answers.slice(0, -1).every((answer) => answer === null)).toBe(true);
  return { count: messages.length, response: answers.at(-1) };
}

describe("the plan in slices", () => {
  it("puts 2,500 changes back together in order, with the counts, from three slices and the rest", () => {
    const plan = {
      changes: Array.from({ length: 2_500 }, (_, n) => change(n)),
      unknown: ["x.y"],
      unchanged: 4,
      empty: 1,
    };
    expect(receive({ ok: true, plan })).toEqual({ count: 4, response: { ok: true, plan } });
  });

  it("passes a plan without changes and a refusal as they are", () => {
    const plan = { changes: [], unknown: [], unchanged: 3, empty: 0 };
    expect(receive({ ok: true, plan })).toEqual({ count: 1, response: { ok: true, plan } });
    const refused: PlanResponse = { ok: false, problem: { code: "malformed", reason: "endsEarly", line: 12 } };
    expect(receive(refused)).toEqual({ count: 1, response: refused });
  });

  it("sends the rows in slices that read back as the rows", async () => {
    const rows = Array.from({ length: 2_001 }, (_, n) => ({
      key: `k${n}`,
      source: `S ${n}`,
      value: n % 2 ? "" : `V ${n}`,
    }));
    const slices = await toSlices(rows);
    expect(slices).toHaveLength(3);
    expect(fromSlices(slices)).toEqual(rows);
    expect(await toSlices([])).toEqual([]);
  });
});
