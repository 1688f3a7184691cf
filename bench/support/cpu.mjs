/**
 * CPU time a process spends per request, read from /proc/<pid>/stat (utime + stime of the process and its
 * threads). Unlike requests per second, this holds up on a shared, busy machine: waiting for a core is not counted,
 * only the work the console itself did for the requests sent.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of the process, in milliseconds. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start after the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * Sends `amount` requests with `connections` connections and returns the console's CPU milliseconds per request
 * (the sender's non-2xx answers or errors make it throw: a figure for failing requests would mean nothing).
 */
export async function cpuPerRequest(pid, { url, headers = {}, amount = 5_000, connections = 10 }) {
  const before = cpuMs(pid);
  const result = await autocannon({ url, headers, connections, amount });
  const spent = cpuMs(pid) - before;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { msPerRequest: spent / result.requests.total, requests: result.requests.total };
}
