import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/csv";
import { fixedDecimal } from "@/lib/format";
import { EXPORT_DECIMALS, groupByProjectKeyDay, mergeByModel } from "./cost-export";

describe("cost exports", () => {
  it("orders rows project → key → day, keys without a project last, days without usage left out", () => {
    const rows = groupByProjectKeyDay(
      [
        {
          keyId: "k3",
          keyName: "solo",
          projectId: "",
          projectName: "",
          daily: [{ date: "2026-03-01", tokens: 5, price: 1 }],
        },
        {
          keyId: "k2",
          keyName: "b-key",
          projectId: "p1",
          projectName: "alpha",
          daily: [
            { date: "2026-03-01", tokens: 0, price: 0 },
            { date: "2026-03-02", tokens: 10, price: 0.0000002 },
          ],
        },
        {
          keyId: "k1",
          keyName: "a-key",
          projectId: "p1",
          projectName: "alpha",
          daily: [{ date: "2026-03-02", tokens: 1, price: 2 }],
        },
        {
          keyId: "k4",
          keyName: "a-key",
          projectId: "p0",
          projectName: "Zulu",
          daily: [{ date: "2026-03-01", tokens: 1, price: 3 }],
        },
      ],
      "(no project)",
    );
    expect(rows.map((r) => [r.projectName, r.keyName, r.date])).toEqual([
      ["alpha", "a-key", "2026-03-02"],
      ["alpha", "b-key", "2026-03-02"],
      ["Zulu", "a-key", "2026-03-01"],
      ["(no project)", "solo", "2026-03-01"],
    ]);
    const csv = toCsv(rows, [{ header: "spend", value: (r) => fixedDecimal(r.price, EXPORT_DECIMALS) }]);
    expect(csv).toBe("spend\r\n2.0000\r\n0.0000\r\n3.0000\r\n1.0000\r\n");
  });

  it("adds up models across records", () => {
    expect(
      mergeByModel([
        [{ model: "a", tokens: 1, price: 0.1 }],
        [
          { model: "b", tokens: 5, price: 1 },
          { model: "a", tokens: 2, price: 0.2 },
        ],
      ]),
    ).toEqual([
      { model: "b", tokens: 5, price: 1 },
      { model: "a", tokens: 3, price: 0.30000000000000004 },
    ]);
  });

  it("never writes a number with an exponent", () => {
    expect(toCsv([{ v: 2e-7 }, { v: 1e21 }], [{ header: "v", value: (r) => r.v }])).toBe(
      "v\r\n0.0000002\r\n1000000000000000000000\r\n",
    );
  });
});
