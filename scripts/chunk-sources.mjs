/**
 * What a client chunk is made of: for each given chunk of a build made with NEXT_SOURCE_MAPS=1, the original
 * sources by the minified bytes they contribute (from the source map's mappings). A tool for trimming first-load
 * JavaScript: `node scripts/chunk-sources.mjs <dist-dir> <chunk name or /_next/static/... path> [...]`.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { SourceMapConsumer } from "source-map-js";

const [dist, ...chunks] = process.argv.slice(2);
if (!dist || chunks.length === 0) {
  console.error("usage: node scripts/chunk-sources.mjs <dist-dir> <chunk> [...]");
  process.exit(2);
}

for (const chunk of chunks) {
  const file = join(dist, "static/chunks", basename(chunk));
  const text = readFileSync(file, "utf8");
  // Turbopack names the map in the chunk's last comment (not always <chunk>.map).
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
  const mapFile = mapName ? join(dist, "static/chunks", basename(mapName)) : `${file}.map`;
  if (!existsSync(mapFile)) {
    console.log(`${chunk}: no source map (build with NEXT_SOURCE_MAPS=1)`);
    continue;
  }
  const code = text.split("\n");
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, "utf8")));
  const bytes = new Map();
  let previous = null;
  const flush = (next) => {
    if (!previous) return;
    const end =
      next && next.generatedLine === previous.generatedLine
        ? next.generatedColumn
        : (code[previous.generatedLine - 1]?.length ?? 0);
    const source = previous.source ?? "(unmapped)";
    bytes.set(source, (bytes.get(source) ?? 0) + Math.max(0, end - previous.generatedColumn));
  };
  consumer.eachMapping((mapping) => {
    flush(mapping);
    previous = mapping;
  });
  flush(null);
  const total = code.reduce((sum, line) => sum + line.length, 0);
  console.log(`\n${basename(chunk)}: ${(total / 1000).toFixed(1)} kB minified`);
  for (const [source, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(
      `  ${(size / 1000).toFixed(1).padStart(7)} kB  ${source.replace(/^.*node_modules\//, "npm:").replace(/^turbopack:\/\/\/\[project\]\//, "")}`,
    );
  }
}
