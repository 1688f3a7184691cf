import { describe, expect, it } from "vitest";
import { languageFindings } from "./findings";
import { nextProblem } from "./next-problem";

const rows = [
  { key: "a", source: "Save", value: "Speichern", translated: true },
  { key: "b", source: "{n} files", value: "Dateien", translated: true },
  { key: "c", source: "Save", value: "Speichern", translated: true },
  { key: "d", source: "Open the dashboard", value: "Open the dashboard", translated: true },
];
const { byKey } = languageFindings(rows, "de", false);

describe("next token with a problem", () => {
  it("goes forward from the current row and wraps around", () => {
    expect(nextProblem(rows, null, byKey, null)).toBe("b");
    expect(nextProblem(rows, "a", byKey, null)).toBe("b");
    expect(nextProblem(rows, "b", byKey, null)).toBe("d");
    expect(nextProblem(rows, "d", byKey, null)).toBe("b");
  });

  it("keeps to the chosen kind and to the shown rows", () => {
    // The current row is the only one of its kind: there is no next one.
    expect(nextProblem(rows, "b", byKey, "placeholders")).toBeNull();
    expect(nextProblem(rows, "a", byKey, "placeholders")).toBe("b");
    expect(nextProblem(rows, "a", byKey, "identical")).toBe("d");
    expect(nextProblem(rows.slice(0, 2), "b", byKey, "identical")).toBeNull();
    expect(nextProblem([], null, byKey, null)).toBeNull();
  });
});
