import { describe, expect, it } from "vitest";
import { ancestorsOf, buildPrefixTree } from "./prefix-tree";
import { filterRows, joinRows, nextUntranslated, NO_FILTERS, progressOf } from "./rows";
import { exportCsv, exportJson, planImport, readImportFile } from "./transfer";

const source = [
  { key: "shell.nav.backups", value: "Backups", translated: true },
  { key: "shell.nav.ai", value: "AI", translated: true },
  { key: "common.count", value: "{count, plural, one {# key} other {# keys}}", translated: true },
  { key: "portal.menu.home", value: "Home", translated: true },
];
const german = [
  { key: "shell.nav.backups", value: "Sicherungen", translated: true },
  { key: "shell.nav.ai", value: "", translated: false },
  { key: "common.count", value: "", translated: false },
  { key: "portal.menu.home", value: "Start", translated: true },
  // The glossary's tokens are the console's data, not interface texts.
  { key: "_glossary.backup", value: '{"term":"backup","translation":"Sicherung"}', translated: true },
];
const rows = joinRows(german, source);

describe("rows", () => {
  it("joins a language with the source texts, sorted by key", () => {
    expect(rows.map((r) => r.key)).toEqual(["common.count", "portal.menu.home", "shell.nav.ai", "shell.nav.backups"]);
    expect(rows[3]).toMatchObject({ source: "Backups", value: "Sicherungen", translated: true });
    expect(rows[2]).toMatchObject({ source: "AI", value: "", translated: false });
  });

  it("shows no text for an untranslated token even when the portal stores one", () => {
    expect(joinRows([{ key: "a", value: "stale", translated: false }], null)[0].value).toBe("");
  });

  it("filters by search in key, source and text, untranslated, prefix and drafts", () => {
    const keys = (filters: Partial<typeof NO_FILTERS>, pinned?: Set<string>, drafts?: Set<string>) =>
      filterRows(rows, { ...NO_FILTERS, ...filters }, pinned, drafts).map((r) => r.key);
    expect(keys({ query: "SICHER" })).toEqual(["shell.nav.backups"]);
    expect(keys({ query: "backups" })).toEqual(["shell.nav.backups"]);
    expect(keys({ query: "# keys" })).toEqual(["common.count"]);
    expect(keys({ untranslated: true })).toEqual(["common.count", "shell.nav.ai"]);
    expect(keys({ untranslated: true }, new Set(["shell.nav.backups"]))).toEqual([
      "common.count",
      "shell.nav.ai",
      "shell.nav.backups",
    ]);
    expect(keys({ prefix: "shell" })).toEqual(["shell.nav.ai", "shell.nav.backups"]);
    expect(keys({ prefix: "shell.na" })).toEqual([]);
    expect(keys({ draftsOnly: true }, undefined, new Set(["portal.menu.home"]))).toEqual(["portal.menu.home"]);
    expect(filterRows(rows, NO_FILTERS)).toBe(rows);
    const unused = new Set(["portal.menu.home", "shell.nav.ai"]);
    expect(
      filterRows(rows, { ...NO_FILTERS, unusedOnly: true }, undefined, undefined, unused).map((r) => r.key),
    ).toEqual(["portal.menu.home", "shell.nav.ai"]);
    expect(filterRows(rows, { ...NO_FILTERS, unusedOnly: true })).toEqual([]);
  });

  it("finds the next untranslated row, wrapping around and skipping keys in flight", () => {
    expect(nextUntranslated(rows, 0, () => false)).toBe(2);
    expect(nextUntranslated(rows, 2, () => false)).toBe(0);
    expect(nextUntranslated(rows, 2, (key) => key === "common.count")).toBe(-1);
  });

  it("counts progress", () => {
    expect(progressOf(german)).toEqual({ translated: 2, total: 4 });
  });
});

describe("prefix tree", () => {
  it("lists every key prefix with its token counts", () => {
    const tree = buildPrefixTree(rows);
    expect(tree.map((n) => [n.id, n.total, n.untranslated])).toEqual([
      ["common", 1, 1],
      ["portal", 1, 0],
      ["shell", 2, 1],
    ]);
    expect(tree[2].children.map((n) => n.id)).toEqual(["shell.nav"]);
    expect(tree[2].children[0].children).toEqual([]);
    expect(ancestorsOf("shell.nav.x")).toEqual(["shell", "shell.nav"]);
  });
});

describe("export and import", () => {
  it("exports translated tokens as nested JSON that imports back unchanged", () => {
    const json = exportJson(rows);
    expect(JSON.parse(json)).toEqual({
      shell: { nav: { backups: "Sicherungen" } },
      portal: { menu: { home: "Start" } },
    });
    const read = readImportFile("de.json", json, "de");
    if (!("entries" in read)) throw new Error(read.error);
    expect(planImport(read.entries, rows, "de")).toEqual({ changes: [], unknown: [], unchanged: 2, empty: 0 });
  });

  it("lists the changes of a CSV import with their checks, and skips unknown and empty keys", () => {
    const csv = exportCsv(rows)
      .replace("shell.nav.ai,AI,,false", "shell.nav.ai,AI,KI,true")
      .replace("common.count,", "common.count,x,Schlüssel,true\r\nzzz.new,n,Neu,true\r\nignored,")
      .replace(/\r\n$/, "");
    const read = readImportFile("de.csv", csv, "de");
    if (!("entries" in read)) throw new Error(read.error);
    const plan = planImport(read.entries, rows, "de");
    expect(plan.changes.map((c) => [c.key, c.before, c.after, c.errors.map((e) => e.code)])).toEqual([
      ["common.count", "", "Schlüssel", ["missingArgument"]],
      ["shell.nav.ai", "", "KI", []],
    ]);
    expect(plan.unknown).toEqual(["ignored", "zzz.new"]);
    expect(plan.unchanged).toBe(2);
  });

  it("names what is wrong with an unreadable file", () => {
    expect(readImportFile("x.json", "{nope", "de")).toEqual({ error: "notJson" });
    expect(readImportFile("x.json", "[]", "de")).toEqual({ error: "notJson" });
    expect(readImportFile("x.json", "{}", "de")).toEqual({ error: "empty" });
    expect(readImportFile("x.csv", "name,value\na,b", "de")).toEqual({ error: "noKeyColumn" });
    expect(readImportFile("x.csv", "key,other\na,b", "de")).toEqual({ error: "noValueColumn" });
    expect(readImportFile("x.csv", "key,de\na,b", "de")).toEqual({ entries: new Map([["a", "b"]]) });
  });
});
