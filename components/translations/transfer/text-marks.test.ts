import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { markRuns, markText, type TextPart } from "./text-marks";

const drawn = (parts: TextPart[]) =>
  parts.map((part) => (part.kind === "text" ? part.text : `[${part.mark}]`)).join("");

describe("marks in the import preview", () => {
  it("marks line breaks, tabs, edge and repeated spaces, no-break spaces and invisible characters", () => {
    expect(drawn(markText(" a b  c\td\ne\u00a0f\u200eg "))).toBe(
      "[space]a b[space][space]c[tab]d[lineBreak]e[noBreakSpace]f[invisible]g[space]",
    );
    // A space at the start or end of a line is an edge too.
    expect(drawn(markText("one \n two"))).toBe("one[space][lineBreak][space]two");
    expect(drawn(markText("\u0001\u202f\u2028x"))).toBe("[invisible][noBreakSpace][invisible]x");
    expect(markText("plain words")).toEqual([{ kind: "text", text: "plain words" }]);
  });

  it("keeps every character: the marks' characters joined give the text back", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        const joined = markText(text)
          .map((part) => (part.kind === "text" ? part.text : part.char))
          .join("");
        expect(joined).toBe(text);
      }),
    );
  });

  it("tells apart two texts that differ only in white space", () => {
    const pairs = [
      ["a\nb", "a b"],
      ["a  b", "a b"],
      ["a\u00a0b", "a b"],
      ["a ", "a"],
      ["a\tb", "a b"],
      ["a\u200bb", "ab"],
    ];
    for (const [one, other] of pairs) expect(drawn(markText(one)), one).not.toBe(drawn(markText(other)));
  });
});

describe("changed runs", () => {
  it("cut the marked text where changes start and end, and judge edge spaces by the whole text", () => {
    const runs = markRuns("Backup copies 2", [[14, 15]]);
    expect(runs.map((run) => [run.changed, drawn(run.parts)])).toEqual([
      [false, "Backup copies "],
      [true, "2"],
    ]);
  });

  it("keep every character, whatever the ranges", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 30 }),
        fc.array(fc.nat(30), { maxLength: 6 }),
        (text, cuts) => {
          const sorted = [...new Set(cuts.map((cut) => Math.min(cut, text.length)))].sort((a, b) => a - b);
          const ranges: [number, number][] = [];
          for (let i = 0; i + 1 < sorted.length; i += 2) ranges.push([sorted[i], sorted[i + 1]]);
          const joined = markRuns(text, ranges)
            .flatMap((run) => run.parts)
            .map((part) => (part.kind === "text" ? part.text : part.char))
            .join("");
          expect(joined).toBe(text);
        },
      ),
    );
  });
});
