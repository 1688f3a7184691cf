/**
 * Writes lib/i18n/where-used.json: which page uses which message key, read from the code (lib/i18n/where-used-scan.ts).
 * Run after adding or moving messages or the components that show them (`npm run where-used`); a unit test fails
 * while the file is stale.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { scanWhereUsed } from "../lib/i18n/where-used-scan";
import { unusedKeys } from "../lib/i18n/where-used";

const root = fileURLToPath(new URL("..", import.meta.url));
const data = scanWhereUsed(root);
writeFileSync(new URL("../lib/i18n/where-used.json", import.meta.url), `${JSON.stringify(data)}\n`);
console.log(
  `where-used: ${data.keys.length} keys, ${data.routes.length} pages, ${data.files.length} files; ` +
    `${unusedKeys(data).length} keys used nowhere`,
);
