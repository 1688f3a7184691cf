/**
 * Round trips of the sandbox's languages through Debian's translate-toolkit (po2xliff, xliff2po, po2csv, csv2po,
 * pofilter): files the console writes survive a third-party localization toolkit, and files it writes import.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBundledMessages } from "@/sandbox/portal/seed/i18n";
import { planUnits } from "../model/transfer";
import { parseCsv } from "@/lib/i18n/csv-read";
import { readExchangeFile } from "./read-file";
import { documentOf, exportText, SANDBOX_LANGS, sandboxRows } from "./test-support";

/** The toolkit is Python started once per conversion; on a loaded 2-core machine one test takes up to a minute. */
const TOOLKIT_TIMEOUT = 120_000;
const TOOLS = ["po2xliff", "xliff2po", "po2csv", "csv2po", "pofilter"];
let dir = "";

function tool(name: string, ...args: string[]): string {
  return execFileSync(`/usr/bin/${name}`, ["--progress=none", ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

beforeAll(() => {
  const missing = TOOLS.filter((name) => !existsSync(`/usr/bin/${name}`));
  if (missing.length > 0) {
    throw new Error(
      `translate-toolkit is missing (${missing.join(", ")} not in /usr/bin): install it with "apt-get install translate-toolkit" (npm test installs it).`,
    );
  }
  dir = mkdtempSync(path.join(tmpdir(), "toolkit-"));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const file = (name: string, text?: string) => {
  const full = path.join(dir, name);
  if (text !== undefined) writeFileSync(full, text);
  return full;
};

async function planOf(name: string, lang: "de" | "fr") {
  const outcome = await readExchangeFile(name, readFileSync(file(name), "utf8"), lang);
  if (!outcome.ok) throw new Error(`${name}: ${JSON.stringify(outcome.problem)}`);
  return planUnits(outcome.units, sandboxRows(lang), lang);
}

describe.each(SANDBOX_LANGS)("%s through translate-toolkit", (lang) => {
  const rows = sandboxRows(lang);
  const translated = rows.filter((row) => row.translated).length;

  it(
    "imports its own export unchanged after xliff2po and po2xliff",
    async () => {
      file(`${lang}.xlf`, exportText("xliff12", documentOf(lang, rows)));
      tool("xliff2po", file(`${lang}.xlf`), file(`${lang}-from-xliff.po`));
      const fromXliff = await planOf(`${lang}-from-xliff.po`, lang);
      expect(fromXliff.changes).toEqual([]);
      expect(fromXliff.unknown).toEqual([]);
      expect(fromXliff.unchanged).toBe(translated);

      file(`${lang}.po`, exportText("po", documentOf(lang, rows)));
      tool("po2xliff", file(`${lang}.po`), file(`${lang}-from-po.xlf`));
      const fromPo = await planOf(`${lang}-from-po.xlf`, lang);
      expect(fromPo.changes).toEqual([]);
      expect(fromPo.unknown).toEqual([]);
      expect(fromPo.unchanged).toBe(translated);
    },
    TOOLKIT_TIMEOUT,
  );

  it(
    "shows exactly the one target changed on the way through po2csv and csv2po",
    async () => {
      file(`${lang}.po`, exportText("po", documentOf(lang, rows)));
      tool("po2csv", file(`${lang}.po`), file(`${lang}.csv`));
      const [header, ...records] = parseCsv(readFileSync(file(`${lang}.csv`), "utf8"));
      const target = header.indexOf("target");
      const location = header.indexOf("location");
      const row = rows.find((r) => r.translated && r.source.includes("{") && !r.source.includes("plural"));
      if (!row) throw new Error("no translated token with a placeholder");
      const record = records.find((r) => r[location] === row.key);
      if (!record) throw new Error(`po2csv lost ${row.key}`);
      const changed = `${row.value} (2)`;
      record[target] = changed;
      // Written as po2csv writes it: every field quoted (the console's own CSV guards formulas, which would change texts).
      const quote = (field: string) => `"${field.replace(/"/g, '""')}"`;
      file(`${lang}-edited.csv`, [header, ...records].map((fields) => fields.map(quote).join(",")).join("\n") + "\n");
      tool("csv2po", file(`${lang}-edited.csv`), file(`${lang}-from-csv.po`));
      const plan = await planOf(`${lang}-from-csv.po`, lang);
      expect(plan.changes.map((c) => [c.key, c.before, c.after, c.errors])).toEqual([
        [row.key, row.value, changed, []],
      ]);
      expect(plan.unknown).toEqual([]);
    },
    TOOLKIT_TIMEOUT,
  );
});

describe("review states through translate-toolkit", () => {
  it(
    "keeps a draft's needs-review mark through po2xliff and xliff2po",
    async () => {
      const rows = sandboxRows("de");
      const row = rows.find((r) => r.translated && r.key.startsWith("portal."))!;
      const changed = `${row.value} (neu)`;
      const document = documentOf("de", rows);
      const units = document.units.map((u) =>
        u.key === row.key ? { ...u, target: changed, state: "draft" as const } : u,
      );
      file("draft-de.po", exportText("po", { ...document, units }));
      tool("po2xliff", file("draft-de.po"), file("draft-de.xlf"));
      file("draft-de.xliff20.xlf", exportText("xliff20", { ...document, units }));
      file("draft-de.xliff12.xlf", exportText("xliff12", { ...document, units }));
      tool("xliff2po", file("draft-de.xliff12.xlf"), file("draft-de-from-xliff.po"));
      for (const name of ["draft-de.xlf", "draft-de.xliff20.xlf", "draft-de-from-xliff.po"]) {
        const plan = await planOf(name, "de");
        expect(
          plan.changes.map((c) => [c.key, c.after, c.draft]),
          name,
        ).toEqual([[row.key, changed, true]]);
      }
    },
    TOOLKIT_TIMEOUT,
  );
});

describe.each(SANDBOX_LANGS)("pofilter on %s", (lang) => {
  it(
    "finds no variable or bracket errors in the PO export of the fully translated language",
    async () => {
      // The sandbox leaves every 7th token untranslated; the console's own message files have them all.
      const bundled = readBundledMessages(lang);
      const rows = sandboxRows(lang).map((row) => {
        const text = bundled[row.key];
        return row.translated || text === undefined ? row : { ...row, value: text, translated: true };
      });
      const full = rows.filter((row) => row.translated);
      expect(full.length).toBeGreaterThan(rows.length * 0.95);
      file(`full-${lang}.po`, exportText("po", documentOf(lang, full)));
      expect(tool("pofilter", "--help")).toContain("--test=FILTER");
      const failures = (test: string) => {
        const out = file(`full-${lang}-${test}.po`);
        tool("pofilter", `--test=${test}`, `--language=${lang}`, "-i", file(`full-${lang}.po`), "-o", out);
        // pofilter writes the units failing a test, each with a "# (pofilter) test: detail" note; none when all pass.
        return existsSync(out) ? (readFileSync(out, "utf8").match(/^# \(pofilter\) .*/gm) ?? []) : [];
      };
      expect(failures("variables")).toEqual([]);
      expect(failures("brackets")).toEqual([]);
    },
    TOOLKIT_TIMEOUT,
  );

  it(
    "does flag a broken placeholder (so the empty result above means something)",
    async () => {
      const row = sandboxRows(lang).find((r) => r.translated && /\{[a-z]+\}/i.test(r.value))!;
      file(
        `broken-${lang}.po`,
        exportText("po", documentOf(lang, [{ ...row, value: row.value.replace(/\{([a-z]+)\}/i, "{$1") }])),
      );
      tool(
        "pofilter",
        "--test=variables",
        "--test=brackets",
        "-i",
        file(`broken-${lang}.po`),
        "-o",
        file(`broken-${lang}-errors.po`),
      );
      expect(readFileSync(file(`broken-${lang}-errors.po`), "utf8")).toContain(`msgctxt "${row.key}"`);
    },
    TOOLKIT_TIMEOUT,
  );
});
