/**
 * The palette runs a page's action the way its user would: by pressing the page's own button for it, found in the
 * page's main region by its text. So the action does exactly what the button does (its dialog, its checks, its
 * permission state), and no page keeps a second way in for the palette.
 */

/** How long a page may take to draw the control after the palette asked for it. */
const WAIT_MS = 10_000;

const nameOf = (element: HTMLElement) =>
  (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();

const usable = (element: HTMLElement) =>
  !element.hasAttribute("disabled") && element.getAttribute("aria-disabled") !== "true";

/** Whether the browser shows `target` (its path and every query parameter it names). */
function showing(target: string): boolean {
  const wanted = new URL(target, window.location.origin);
  if (wanted.pathname !== window.location.pathname) return false;
  const current = new URLSearchParams(window.location.search);
  return [...wanted.searchParams].every(([key, value]) => current.get(key) === value);
}

/**
 * Waits until the page at `target` shows a usable button or link named `label` in its main region, then presses it.
 * False when none appears in time (the page does not offer it now).
 */
export function pressPageControl(target: string, label: string): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const look = () => {
      if (showing(target)) {
        const main = document.getElementById("main");
        const control = [...(main?.querySelectorAll<HTMLElement>("button, a[href]") ?? [])].find(
          (element) => nameOf(element) === label && element.checkVisibility(),
        );
        if (control && usable(control)) {
          control.click();
          return resolve(true);
        }
      }
      if (performance.now() - started > WAIT_MS) return resolve(false);
      window.setTimeout(look, 100);
    };
    look();
  });
}
