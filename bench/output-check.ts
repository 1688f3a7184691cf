/**
 * What the BFF's shape check of a portal read costs: the catalog's lenient output schema applied to the sandbox's
 * answer of every read that takes no path parameter, and to the same answers grown to 10,000 records, next to the
 * JSON.parse the proxy does anyway. The figures decide whether the check stays on in production (docs/robustness.md).
 *
 * Usage: `npx tsx bench/output-check.ts` (env: BENCH_ROUNDS, default 200). Prints a summary and writes
 * bench/results/output-check.json; fails when a typical read's check costs more than BUDGET_MS.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { request } from "undici";
import { operationList } from "../lib/portal/operations";
import type { OperationDef } from "../lib/portal/operation";
import { startSandbox } from "../sandbox/start";

/** A typical read's check must stay under this (median over the reads), or it would not be kept on. */
const BUDGET_MS = 0.5;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 200);
const LARGE = 10_000;

/** Median milliseconds of `run`, over ROUNDS runs after a warm-up. */
function median(run: () => void, rounds = ROUNDS): number {
  for (let i = 0; i < Math.min(20, rounds); i++) run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** The answer's list (itself, or an object's first array field) grown to LARGE records. */
function grown(data: unknown): unknown {
  const grow = (items: unknown[]) => Array.from({ length: LARGE }, (_, i) => items[i % items.length]);
  if (Array.isArray(data)) return data.length ? grow(data) : null;
  if (data && typeof data === "object") {
    const entry = Object.entries(data).find(([, v]) => Array.isArray(v) && v.length > 0);
    return entry ? { ...data, [entry[0]]: grow(entry[1] as unknown[]) } : null;
  }
  return null;
}

interface Row {
  operation: string;
  bytes: number;
  parseMs: number;
  checkMs: number;
}

async function main() {
  const sandbox = await startSandbox({
    dataDir: mkdtempSync(path.join(tmpdir(), "bench-shapes-")),
    reset: true,
    gateway: false,
  });
  const reads = operationList.filter(
    (op): op is OperationDef & { output: NonNullable<OperationDef["output"]> } =>
      op.method === "GET" && op.output !== null && !op.path.includes("{"),
  );
  const typical: Row[] = [];
  const large: Row[] = [];
  try {
    for (const op of reads) {
      // undici sends a GET body (the operations that take one get `{}`, as from the BFF); fetch cannot. A read
      // whose body needs more than `{}` (a project id) is refused or dropped by the sandbox and left out.
      const response = await request(`${sandbox.portalUrl}${op.path}`, {
        method: "GET",
        headers: {
          "auth-token": "demo-admin-token",
          region: "eu-central",
          ...(op.body ? { "content-type": "application/json" } : {}),
        },
        body: op.body ? "{}" : undefined,
      }).catch(() => null);
      if (!response) continue;
      const text = await response.body.text();
      if (response.statusCode !== 200) continue;
      if (!text.trim()) continue;
      const data: unknown = JSON.parse(text);
      if (!op.output.safeParse(data).success)
        throw new Error(`${op.id}: the sandbox's answer does not fit the catalog`);
      typical.push({
        operation: op.id,
        bytes: text.length,
        parseMs: median(() => JSON.parse(text)),
        checkMs: median(() => op.output.safeParse(data)),
      });
      const big = grown(data);
      if (big === null) continue;
      const bigText = JSON.stringify(big);
      large.push({
        operation: op.id,
        bytes: bigText.length,
        parseMs: median(() => JSON.parse(bigText), 10),
        checkMs: median(() => op.output.safeParse(big), 10),
      });
    }
  } finally {
    await sandbox.close();
  }
  const mid = (rows: Row[], key: "checkMs" | "parseMs") => {
    const sorted = rows.map((r) => r[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  const worst = (rows: Row[]) => rows.reduce((a, b) => (b.checkMs > a.checkMs ? b : a));
  const summary = {
    reads: typical.length,
    loadAverage: loadavg()[0],
    typical: { medianCheckMs: mid(typical, "checkMs"), medianParseMs: mid(typical, "parseMs"), worst: worst(typical) },
    large: {
      items: LARGE,
      medianCheckMs: mid(large, "checkMs"),
      medianParseMs: mid(large, "parseMs"),
      worst: worst(large),
    },
  };
  const ms = (n: number) => `${n.toFixed(3)} ms`;
  console.log(`output check over ${typical.length} reads (load ${summary.loadAverage.toFixed(1)}):`);
  console.log(
    `  typical answer: check ${ms(summary.typical.medianCheckMs)} median (JSON.parse ${ms(summary.typical.medianParseMs)}), worst ${summary.typical.worst.operation} ${ms(summary.typical.worst.checkMs)}`,
  );
  console.log(
    `  ${LARGE} records: check ${ms(summary.large.medianCheckMs)} median (JSON.parse ${ms(summary.large.medianParseMs)}), worst ${summary.large.worst.operation} ${ms(summary.large.worst.checkMs)}`,
  );
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/output-check.json", JSON.stringify({ summary, typical, large }, null, 2));
  if (summary.typical.medianCheckMs > BUDGET_MS) {
    console.error(`a typical read's check costs more than ${BUDGET_MS} ms`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
