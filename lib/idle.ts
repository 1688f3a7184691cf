/**
 * Time after the page's load event before code split off the first load is fetched ahead of need. The first
 * seconds belong to what the user came for: the page's own data, its largest paint, and a main thread free for the
 * first input. On a slow phone or network, a speculative fetch of popups in that window delays all three (the
 * playground's preloads, zod and the markdown renderer, are about 400 kB of script to parse and run).
 */
const SETTLE_AFTER_LOAD_MS = 5_000;

/**
 * Runs `task` once the page has loaded, settled for SETTLE_AFTER_LOAD_MS and the browser is idle: for fetching code
 * split off the first load (the command palette, popup contents) before the user asks for it. Anything the user
 * presses earlier loads on demand (see DeferredPopup, LazyCommandPalette). Returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  let cancel: () => void = () => {};
  const settle = () => {
    const timer = window.setTimeout(() => {
      cancel = idle(task);
    }, SETTLE_AFTER_LOAD_MS);
    cancel = () => window.clearTimeout(timer);
  };
  if (document.readyState === "complete") settle();
  else {
    window.addEventListener("load", settle, { once: true });
    cancel = () => window.removeEventListener("load", settle);
  }
  return () => cancel();
}

function idle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: the settling time above has kept the task out of the first load already.
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
