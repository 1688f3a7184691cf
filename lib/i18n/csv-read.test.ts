import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/csv";
import { parseCsv, parseCsvRecords, unguardFormula } from "./csv-read";

describe("parseCsv", () => {
  it("reads quoted fields with commas, quotes and line breaks", () => {
    expect(parseCsv('key,value\r\na,"x, ""y""\nz"\r\nb,plain\r\n')).toEqual([
      ["key", "value"],
      ["a", 'x, "y"\nz'],
      ["b", "plain"],
    ]);
  });

  it("round-trips what the CSV export writes, formula guard included", () => {
    const rows = [
      { key: "a.b", value: "{count, plural, one {# key} other {# keys}}" },
      { key: "c", value: '-5 items, "quoted"' },
      { key: "d", value: "Zeile 1\nZeile 2" },
    ];
    const csv =
      "\uFEFF" +
      toCsv(rows, [
        { header: "key", value: (r) => r.key },
        { header: "value", value: (r) => r.value },
      ]);
    const { header, records } = parseCsvRecords(csv);
    expect(header).toEqual(["key", "value"]);
    expect(records.map((r) => ({ key: r.key, value: unguardFormula(r.value) }))).toEqual(rows);
  });

  it("accepts LF line ends, a missing final line end and short records", () => {
    expect(parseCsvRecords("Key,Value\nx,1\ny").records).toEqual([
      { key: "x", value: "1" },
      { key: "y", value: "" },
    ]);
  });

  it("refuses an unclosed quote", () => {
    expect(() => parseCsv('a,"b\n')).toThrow(/unclosed/);
  });
});
