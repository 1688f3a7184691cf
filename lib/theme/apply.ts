import { THEME_VARIABLES, themeVariables, type BrandTheme, type ColorMode, type ThemeVariable } from "./theme";

/** The variables a palette sets in each colour mode. */
export type Palette = (mode: ColorMode) => Partial<Record<ThemeVariable, string>>;

/** The mode the page shows now: the root layout and the toggle put `dark` on <html>. */
export const currentMode = (root: HTMLElement): ColorMode => (root.classList.contains("dark") ? "dark" : "light");

/**
 * Writes the theme's variables on <html> through the CSSOM (allowed by the CSP, unlike a <style> tag) and clears
 * every theme variable it does not set, so switching to the fallback or to the other mode leaves nothing behind.
 */
export function applyTheme(root: HTMLElement, theme: BrandTheme | null): void {
  applyPalette(root, (mode) => themeVariables(theme, mode));
}

function applyPalette(root: HTMLElement, palette: Palette): void {
  const vars = palette(currentMode(root));
  for (const name of THEME_VARIABLES) {
    const value = vars[name];
    if (value) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  }
}

/** Applies now and again whenever the colour mode changes; returns the cleanup that restores the fallback. */
export function followTheme(root: HTMLElement, theme: BrandTheme | null): () => void {
  return followPalette(root, (mode) => themeVariables(theme, mode));
}

/** `followTheme` for variables already worked out per mode (the colours this browser last showed). */
export function followPalette(root: HTMLElement, palette: Palette): () => void {
  applyPalette(root, palette);
  const observer = new MutationObserver(() => applyPalette(root, palette));
  observer.observe(root, { attributes: true, attributeFilter: ["class"] });
  return () => {
    observer.disconnect();
    applyTheme(root, null);
  };
}
