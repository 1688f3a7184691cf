import { describe, expect, it } from "vitest";
import { runBulk } from "./bulk";

describe("runBulk", () => {
  it("runs every item, at most `concurrency` at once, and reports each failure", async () => {
    let running = 0;
    let peak = 0;
    const outcomes = await runBulk(
      [1, 2, 3, 4, 5, 6],
      async (n) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        if (n % 3 === 0) throw new Error(`bad ${n}`);
      },
      { concurrency: 2 },
    );
    expect(peak).toBe(2);
    expect(outcomes.filter((o) => !o.ok).map((o) => o.item)).toEqual([3, 6]);
  });
});
