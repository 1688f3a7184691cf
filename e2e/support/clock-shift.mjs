/**
 * Preloaded into a console process (`NODE_OPTIONS=--import <this file>`) by tests of time-based behaviour:
 * `Date.now()` runs ahead of the real clock by the number of milliseconds written in the file CLOCK_SHIFT_FILE
 * (read again at most every 20 ms), so a test can move a real `next start` hours forward without waiting.
 * Without CLOCK_SHIFT_FILE it changes nothing.
 */
import { readFileSync } from "node:fs";

const file = process.env.CLOCK_SHIFT_FILE;
if (file) {
  const realNow = Date.now.bind(Date);
  let shift = 0;
  let readAt = -Infinity;
  Date.now = () => {
    const now = realNow();
    if (now - readAt > 20) {
      readAt = now;
      try {
        shift = Number(readFileSync(file, "utf8")) || 0;
      } catch {
        shift = 0;
      }
    }
    return now + shift;
  };
}
