import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

interface Key {
  name: string;
  spend: number;
  created: Date | null;
  tags: string[];
}

const columns = [
  { header: "Name", value: (row: Key) => row.name },
  { header: "Spend", value: (row: Key) => row.spend },
  { header: "Created", value: (row: Key) => row.created },
  { header: "Tags", value: (row: Key) => row.tags },
];

describe("toCsv", () => {
  it("writes a header and CRLF-terminated records", () => {
    const csv = toCsv([{ name: "prod", spend: 12.5, created: new Date("2025-01-02T03:04:05Z"), tags: [] }], columns);
    expect(csv).toBe("Name,Spend,Created,Tags\r\nprod,12.5,2025-01-02T03:04:05.000Z,[]\r\n");
  });

  it("quotes fields holding commas, quotes and line breaks", () => {
    const csv = toCsv([{ name: 'a "b", c\nd', spend: 0, created: null, tags: ["x", "y"] }], columns);
    expect(csv.split("\r\n")[1]).toBe('"a ""b"", c\nd",0,,"[""x"",""y""]"');
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
  });

  it("leaves numbers, including negative ones, as numbers", () => {
    expect(csvField(-5)).toBe("-5");
    expect(csvField(true)).toBe("true");
    expect(csvField(undefined)).toBe("");
  });

  it("writes only the header for no rows", () => {
    expect(toCsv([], columns)).toBe("Name,Spend,Created,Tags\r\n");
  });
});
