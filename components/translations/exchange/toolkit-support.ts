/**
 * Debian's translate-toolkit for the exchange tests: each tool started as a program (once per file, never per
 * unit), files in a temporary folder, and a clear failure when the toolkit is not installed.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The toolkit is Python started once per conversion; on a loaded 2-core machine one test takes up to a minute. */
export const TOOLKIT_TIMEOUT = 120_000;

const TOOLS = ["po2xliff", "xliff2po", "po2csv", "csv2po", "pofilter"];

export function toolkitFolder(): {
  file: (name: string, text?: string) => string;
  read: (name: string) => string;
  remove: () => void;
} {
  const missing = TOOLS.filter((name) => !existsSync(`/usr/bin/${name}`));
  if (missing.length > 0) {
    throw new Error(
      `translate-toolkit is missing (${missing.join(", ")} not in /usr/bin): install it with "apt-get install translate-toolkit" (npm test installs it).`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), "toolkit-"));
  const file = (name: string, text?: string) => {
    const full = path.join(dir, name);
    if (text !== undefined) writeFileSync(full, text);
    return full;
  };
  return {
    file,
    read: (name) => readFileSync(file(name), "utf8"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function tool(name: string, ...args: string[]): string {
  return execFileSync(`/usr/bin/${name}`, ["--progress=none", ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}
