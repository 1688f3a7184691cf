/**
 * Light or dark: the user's choice, kept in localStorage under the key the root layout's pre-paint script reads,
 * or the system setting when there is no choice. Applied as the `dark` class on <html>; the root layout's script
 * applies it on load and follows the system's changes.
 */
export type ModePreference = "system" | "light" | "dark";

export const MODE_STORAGE_KEY = "console-theme";
/** Fired on the window when this tab changes the preference (the `storage` event only reaches other tabs). */
export const MODE_CHANGE_EVENT = "console:mode";

const systemDark = () => window.matchMedia("(prefers-color-scheme: dark)").matches;

export function readModePreference(): ModePreference {
  try {
    const stored = window.localStorage.getItem(MODE_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

export function applyModePreference(preference: ModePreference): void {
  const dark = preference === "dark" || (preference === "system" && systemDark());
  document.documentElement.classList.toggle("dark", dark);
}

export function saveModePreference(preference: ModePreference): void {
  try {
    if (preference === "system") window.localStorage.removeItem(MODE_STORAGE_KEY);
    else window.localStorage.setItem(MODE_STORAGE_KEY, preference);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
  applyModePreference(preference);
  window.dispatchEvent(new Event(MODE_CHANGE_EVENT));
}
