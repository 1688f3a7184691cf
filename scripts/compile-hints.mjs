/**
 * Marks every client chunk of a build with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+):
 * the browser then compiles the chunk's functions while the script downloads, on a background thread, instead of
 * one by one on the main thread when each is first called, which keeps that work out of the page's blocking time
 * (figures in docs/performance.md).
 *
 * Every chunk, not only the first load's: the rest are fetched when about to be used (a dialog on hover, a popover
 * on press). Browsers without the feature read a comment. Source maps (NEXT_SOURCE_MAPS=1) get one empty line at
 * their start so that they still point at the right code. Run after `next build` (`npm run build` does); running it
 * twice changes nothing. `node scripts/compile-hints.mjs [dist-dir]` (default NEXT_DIST_DIR or .next).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** A source map for the chunk with the hint line above it: its mappings start one line later. */
function shiftMap(map) {
  if (Array.isArray(map.sections)) {
    return {
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        offset: { ...section.offset, line: section.offset.line + 1 },
      })),
    };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

/** Adds the hint to each `.js` chunk under `<dist>/static/chunks` that lacks it; returns how many it changed. */
export function addCompileHints(dist) {
  const chunks = join(dist, "static", "chunks");
  if (!existsSync(chunks)) throw new Error(`${chunks} does not exist: run \`next build\` first`);
  let changed = 0;
  for (const name of readdirSync(chunks, { recursive: true })) {
    if (typeof name !== "string" || !name.endsWith(".js")) continue;
    const file = join(chunks, name);
    const code = readFileSync(file, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + code);
    changed++;
    // The chunk names its map in its last comment; Turbopack's is not always <chunk>.map.
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapName && !mapName.includes(":") ? join(chunks, name, "..", mapName) : `${file}.map`;
    if (existsSync(mapFile))
      writeFileSync(mapFile, JSON.stringify(shiftMap(JSON.parse(readFileSync(mapFile, "utf8")))));
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dist = process.argv[2] || process.env.NEXT_DIST_DIR || ".next";
  try {
    console.log(`compile hints: ${addCompileHints(dist)} chunks marked in ${dist}`);
  } catch (error) {
    console.error(`compile hints: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
