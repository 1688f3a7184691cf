/**
 * The last portal brand this browser showed, kept for the login page: it has no session to ask the portal with, so
 * it would otherwise show the console's fallback palette while the console itself wears the client's colours.
 * Only the theme's colour variables are kept (no name, no logo): nothing a signed-out visitor should not see.
 */
import type { Palette } from "@/lib/theme/apply";
import { THEME_VARIABLES, themeVariables, type BrandTheme, type ThemeVariable } from "@/lib/theme/theme";

const STORAGE_KEY = "console-brand";

export function rememberBrand(brand: BrandTheme): void {
  try {
    const modes = { light: themeVariables(brand, "light"), dark: themeVariables(brand, "dark") };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(modes));
  } catch {
    // Storage disabled: the login page keeps the fallback palette.
  }
}

/**
 * Applies the remembered colours before the login page's first paint (after the root layout's script has set the
 * colour mode). Only the theme's own variable names and `#rrggbb` values pass, whatever the storage holds.
 */
export const REMEMBERED_BRAND_SCRIPT = `try{var b=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})||"null"),r=document.documentElement,v=b&&b[r.classList.contains("dark")?"dark":"light"];if(v)${JSON.stringify(THEME_VARIABLES)}.forEach(function(n){if(/^#[0-9a-f]{6}$/i.test(v[n]))r.style.setProperty(n,v[n])})}catch(e){}`;

/**
 * The remembered colours as a palette, checked as the script checks them (the theme's own variable names, `#rrggbb`
 * values): what the console wears until the portal's theme is known, so a page opened while the portal cannot be
 * reached keeps the client's colours.
 */
export const rememberedPalette: Palette = (mode) => {
  try {
    const modes: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null");
    const stored = (modes as Record<string, Record<string, unknown> | undefined> | null)?.[mode];
    const vars: Partial<Record<ThemeVariable, string>> = {};
    for (const name of THEME_VARIABLES) {
      const value = stored?.[name];
      if (typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value)) vars[name] = value;
    }
    return vars;
  } catch {
    return {};
  }
};
