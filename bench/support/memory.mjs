/**
 * The console process's memory, seen from outside: RSS from /proc/<pid>/status, and the V8 heap through the
 * process's own inspector (started with `--inspect=127.0.0.1:0`, loopback only), which can also force a full GC so
 * that "after" is not read while garbage is still waiting for its collection.
 */
import { readFileSync } from "node:fs";
import { WebSocket } from "undici";

const kB = (status, field) => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  return match ? Number(match[1]) * 1024 : NaN;
};

/** Resident set size now and its high-water mark, in bytes. */
export function rss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return { rss: kB(status, "VmRSS"), hwm: kB(status, "VmHWM") };
}

/** One short inspector session: runs the given methods in order and resolves with their results. */
function inspect(inspectorUrl, methods) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(inspectorUrl);
    const results = [];
    let next = 0;
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`inspector did not answer ${methods[next]}`));
    }, 30_000);
    const send = () => socket.send(JSON.stringify({ id: next + 1, method: methods[next] }));
    socket.onopen = send;
    socket.onerror = (event) => {
      clearTimeout(timer);
      reject(new Error(`inspector: ${event.message ?? "connection failed"}`));
    };
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.id !== next + 1) return; // an event, not our answer
      if (message.error) {
        clearTimeout(timer);
        socket.close();
        reject(new Error(`${methods[next]}: ${message.error.message}`));
        return;
      }
      results.push(message.result);
      next += 1;
      if (next < methods.length) return send();
      clearTimeout(timer);
      socket.close();
      resolve(results);
    };
  });
}

/** V8 heap in use and reserved, in bytes; with `gc: true`, after a full collection. */
export async function heap(inspectorUrl, { gc = false } = {}) {
  if (!inspectorUrl) return { used: NaN, total: NaN };
  const methods = gc ? ["HeapProfiler.collectGarbage", "Runtime.getHeapUsage"] : ["Runtime.getHeapUsage"];
  const results = await inspect(inspectorUrl, methods);
  const usage = results.at(-1);
  return { used: usage.usedSize, total: usage.totalSize };
}

/** Samples RSS every `everyMs` until stopped; keeps the peak. The heap is sampled every `heapEveryMs`. */
export function sampler(pid, inspectorUrl, { everyMs = 250, heapEveryMs = 2_000 } = {}) {
  const peak = { rss: 0, heapUsed: 0, heapTotal: 0 };
  const rssTimer = setInterval(() => {
    try {
      peak.rss = Math.max(peak.rss, rss(pid).rss);
    } catch {
      // the process is gone; the benchmark notices on its own
    }
  }, everyMs);
  let busy = false;
  const heapTimer = setInterval(() => {
    if (busy || !inspectorUrl) return;
    busy = true;
    heap(inspectorUrl)
      .then((h) => {
        peak.heapUsed = Math.max(peak.heapUsed, h.used);
        peak.heapTotal = Math.max(peak.heapTotal, h.total);
      })
      .catch(() => {})
      .finally(() => (busy = false));
  }, heapEveryMs);
  return {
    stop() {
      clearInterval(rssTimer);
      clearInterval(heapTimer);
      // VmHWM covers any spike between two samples.
      try {
        peak.rss = Math.max(peak.rss, rss(pid).hwm);
      } catch {
        // gone
      }
      return peak;
    },
  };
}

export const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
