import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "@/messages";
import {
  AREA_NAMESPACES,
  pickNamespaces,
  SHARED_NAMESPACES,
  TRANSLATE_MODE_NAMESPACES,
  type Area,
} from "./client-namespaces";

const ROOT = resolve(__dirname, "../..");
const CONSOLE = join(ROOT, "app/(console)");

/** `from "x"`, `import "x"` and `import("x")`: every way a module pulls in another, lazy loads included. */
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g;
const USE_TRANSLATIONS = /useTranslations\(([^)]*)\)/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Translate mode: rendered by the frame only while it is on, when its namespaces are sent too (AreaMessages). */
const TRANSLATE_MODE = join(ROOT, "components/translations/in-context");
const inTranslateMode = (file: string) => file.startsWith(TRANSLATE_MODE);

/**
 * Every source file reachable from the entry files through relative and `@/` imports (tests excluded), not
 * following into the files `skip` names.
 */
function reachable(entries: string[], skip: (file: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || skip(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(file, specifier);
      if (target && !target.endsWith(".test.ts")) queue.push(target);
    }
  }
  return seen;
}

/** The namespaces `useTranslations` asks for in these files; a call whose namespace is not a literal is reported. */
function namespacesUsed(files: Iterable<string>): { used: Map<string, string>; opaque: string[] } {
  const used = new Map<string, string>();
  const opaque: string[] = [];
  for (const file of files) {
    for (const [, argument] of readFileSync(file, "utf8").matchAll(USE_TRANSLATIONS)) {
      const literal = /^\s*["']([A-Za-z]+)/.exec(argument);
      if (literal) used.set(literal[1], relative(ROOT, file));
      else opaque.push(relative(ROOT, file));
    }
  }
  return { used, opaque };
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

function expectCovered(entries: string[], namespaces: readonly string[], skip?: (file: string) => boolean) {
  const { used, opaque } = namespacesUsed(reachable(entries, skip));
  expect(opaque, "useTranslations with a namespace that is not a literal cannot be checked").toEqual([]);
  const allowed = new Set<string>([...SHARED_NAMESPACES, ...namespaces]);
  const missing = [...used].filter(([namespace]) => !allowed.has(namespace)).map(([ns, file]) => `${ns} (${file})`);
  expect(missing, entries.map((e) => relative(ROOT, e)).join(", ")).toEqual([]);
}

describe("messages sent to the browser", () => {
  it("keeps the shared namespaces and the asked ones, in that order, skipping absent ones", () => {
    const picked = pickNamespaces({ common: 1, errors: 2, shell: 3, ai: 4, backups: 5 }, ["ai", "nowhere"]);
    expect(picked).toEqual({ common: 1, errors: 2, shell: 3, ai: 4 });
  });

  it("names only namespaces that exist", () => {
    for (const namespace of [...SHARED_NAMESPACES, ...Object.values(AREA_NAMESPACES).flat()]) {
      expect(Object.keys(en)).toContain(namespace);
    }
  });

  it("every area folder of the console has a layout that sends its area's messages", () => {
    const areas = readdirSync(CONSOLE, { withFileTypes: true }).filter(
      (e) => e.isDirectory() && !e.name.startsWith("["),
    );
    expect(areas.length).toBeGreaterThan(5);
    for (const { name } of areas) {
      expect(Object.keys(AREA_NAMESPACES), `app/(console)/${name} has no entry in AREA_NAMESPACES`).toContain(name);
      const layout = join(CONSOLE, name, "layout.tsx");
      expect(existsSync(layout), `app/(console)/${name}/layout.tsx`).toBe(true);
      expect(readFileSync(layout, "utf8")).toContain(`<AreaMessages area="${name}">`);
    }
  });

  it("no client component of an area asks for a namespace its pages do not send", () => {
    const areas = readdirSync(CONSOLE, { withFileTypes: true }).filter(
      (e) => e.isDirectory() && !e.name.startsWith("["),
    );
    for (const { name } of areas) expectCovered(routeFiles(join(CONSOLE, name)), AREA_NAMESPACES[name as Area]);
  });

  it("the frame, the home page, the login page and the pages outside any area stay within theirs", () => {
    expectCovered(
      [
        join(ROOT, "app/layout.tsx"),
        join(CONSOLE, "layout.tsx"),
        join(CONSOLE, "error.tsx"),
        join(CONSOLE, "not-found.tsx"),
      ],
      [],
      inTranslateMode,
    );
    expectCovered(routeFiles(join(ROOT, "app/(unknown)")), [], inTranslateMode);
    expectCovered([join(CONSOLE, "page.tsx")], AREA_NAMESPACES.home);
    expectCovered(routeFiles(join(ROOT, "app/(auth)")), AREA_NAMESPACES.login);
  });

  it("translate mode stays within what the frame sends while it is on", () => {
    const entry = join(TRANSLATE_MODE, "TranslateModeRoot.tsx");
    expect(reachable([join(CONSOLE, "layout.tsx")])).toContain(entry);
    expectCovered([entry], TRANSLATE_MODE_NAMESPACES);
  });

  it("would notice a component that asks for another area's messages", () => {
    // The check itself can fail: the AI keys page does use the "ai" namespace, which the backups area does not send.
    const { used } = namespacesUsed(reachable(routeFiles(join(CONSOLE, "ai"))));
    expect(used.has("ai")).toBe(true);
    expect(() => expectCovered(routeFiles(join(CONSOLE, "ai")), AREA_NAMESPACES.backups)).toThrow();
  });
});
