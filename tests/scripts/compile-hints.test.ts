/** scripts/compile-hints.mjs marks a build's chunks once, and their source maps still point at the right code. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SourceMapConsumer, SourceMapGenerator } from "source-map-js";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ESM script without type declarations
import { addCompileHints, COMPILE_HINT } from "../../scripts/compile-hints.mjs";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build folder with one chunk mapped by a plain map, one by a sectioned map, and a stylesheet. */
function build() {
  const dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
  dirs.push(dist);
  const chunks = join(dist, "static", "chunks");
  mkdirSync(chunks, { recursive: true });
  const map = new SourceMapGenerator({ file: "a.js" });
  map.addMapping({
    generated: { line: 1, column: 4 },
    original: { line: 10, column: 2 },
    source: "app.ts",
    name: "start",
  });
  writeFileSync(join(chunks, "a.js"), "var start=1;\n//# sourceMappingURL=a.js.map");
  writeFileSync(join(chunks, "a.js.map"), map.toString());
  writeFileSync(join(chunks, "b.js"), "var b=2;\n//# sourceMappingURL=b-map.json");
  writeFileSync(
    join(chunks, "b-map.json"),
    JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: JSON.parse(map.toString()) }] }),
  );
  writeFileSync(join(chunks, "c.css"), "body{}");
  return { dist, chunks };
}

describe("scripts/compile-hints.mjs", () => {
  it("puts the hint first in every script chunk, and only there", () => {
    const { dist, chunks } = build();
    expect(addCompileHints(dist)).toBe(2);
    expect(readFileSync(join(chunks, "a.js"), "utf8")).toBe(
      `${COMPILE_HINT}var start=1;\n//# sourceMappingURL=a.js.map`,
    );
    expect(readFileSync(join(chunks, "b.js"), "utf8").startsWith(COMPILE_HINT)).toBe(true);
    expect(readFileSync(join(chunks, "c.css"), "utf8")).toBe("body{}");
  });

  it("moves the mappings one line down, plain and sectioned maps alike", () => {
    const { dist, chunks } = build();
    addCompileHints(dist);
    const plain = new SourceMapConsumer(JSON.parse(readFileSync(join(chunks, "a.js.map"), "utf8")));
    expect(plain.originalPositionFor({ line: 2, column: 4 })).toMatchObject({
      source: "app.ts",
      line: 10,
      column: 2,
      name: "start",
    });
    expect(plain.originalPositionFor({ line: 1, column: 4 }).source).toBeNull();
    const sectioned = JSON.parse(readFileSync(join(chunks, "b-map.json"), "utf8"));
    expect(sectioned.sections[0].offset).toEqual({ line: 1, column: 0 });
  });

  it("changes nothing the second time", () => {
    const { dist, chunks } = build();
    addCompileHints(dist);
    const before = [readFileSync(join(chunks, "a.js"), "utf8"), readFileSync(join(chunks, "a.js.map"), "utf8")];
    expect(addCompileHints(dist)).toBe(0);
    expect([readFileSync(join(chunks, "a.js"), "utf8"), readFileSync(join(chunks, "a.js.map"), "utf8")]).toEqual(
      before,
    );
  });

  it("says what is missing when there is no build", () => {
    expect(() => addCompileHints(join(tmpdir(), "no-such-build"))).toThrow(/run `next build` first/);
  });
});
