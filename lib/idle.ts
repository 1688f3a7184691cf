/**
 * Runs `task` once the browser is idle after the page has loaded: for fetching code split off the first load (the
 * command palette, popup contents) before the user asks for it, without competing with hydration. Returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a short delay keeps the task out of the hydration work all the same.
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}
