/**
 * The portal's branding (GET /theme) turned into the console's CSS variables (app/globals.css).
 *
 * The spec shows no response fields for the theme, so the answer is read leniently: colours under `colors` or at
 * the top level (`primary`, `accent`, `background`, `foreground`, each also as `<name>_color`), a `name`, a
 * `logo_url`. Every colour is validated (see colors.ts) and written back as `#rrggbb`; a colour that would make
 * text unreadable in the current mode is dropped, and the console's own palette (globals.css) stays the fallback.
 */
import { guard } from "@/lib/guards";
import { contrast, parseColor, readableInk, toHex, type Rgb } from "./colors";

export type ColorMode = "light" | "dark";

/** The CSS variables a theme may override; nothing else is ever written. */
export const THEME_VARIABLES = ["--accent", "--accent-ink", "--surface", "--ink"] as const;
export type ThemeVariable = (typeof THEME_VARIABLES)[number];

export interface BrandTheme {
  name?: string;
  logoUrl?: string;
  primary?: Rgb;
  accent?: Rgb;
  background?: Rgb;
  foreground?: Rgb;
}

const ColorNames = ["primary", "accent", "background", "foreground"] as const;
// Guards, not zod: the shell reads the theme on every page (zod would add 32 kB to each first load).
const Loose = guard.looseObjectOf({ colors: guard.optional(guard.recordOf(guard.unknown)) });

/** The console's default surfaces, which a theme colour must stand out against (kept in step with globals.css). */
const DEFAULT_SURFACE: Record<ColorMode, Rgb> = { light: [255, 255, 255], dark: [21, 27, 35] };

/** Reads a theme answer; null when it carries nothing usable (the caller keeps the fallback theme). */
export function parseBrandTheme(raw: unknown): BrandTheme | null {
  const parsed = Loose.safeParse(raw);
  if (!parsed.success) return null;
  const record = parsed.data as Record<string, unknown>;
  const colors = parsed.data.colors ?? {};
  const theme: BrandTheme = {};
  for (const name of ColorNames) {
    const rgb = parseColor(colors[name]) ?? parseColor(record[name]) ?? parseColor(record[`${name}_color`]);
    if (rgb) theme[name] = rgb;
  }
  const name = typeof record.name === "string" ? record.name.trim().slice(0, 60) : "";
  if (name) theme.name = name;
  const logo = safeLogoUrl(record.logo_url ?? record.logo);
  if (logo) theme.logoUrl = logo;
  return Object.keys(theme).length > 0 ? theme : null;
}

/** A logo may come from this console's origin (a root-relative path) or over https; nothing else (no data:, no js). */
export function safeLogoUrl(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 500) return undefined;
  if (/^\/(?![/\\])[\w\-./%]*$/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The variables to set for one colour mode. The brand's primary colour becomes the console's accent where it keeps
 * a 4.5:1 contrast with the surface (the accent also colours link text, so WCAG's text ratio applies, not the 3:1
 * for controls); background and foreground apply in light mode only, and only as a pair that reads at 4.5:1, since
 * a portal theme is designed for one light page.
 */
export function themeVariables(theme: BrandTheme | null, mode: ColorMode): Partial<Record<ThemeVariable, string>> {
  if (!theme) return {};
  const vars: Partial<Record<ThemeVariable, string>> = {};
  let surface = DEFAULT_SURFACE[mode];
  if (mode === "light" && theme.background && theme.foreground && contrast(theme.background, theme.foreground) >= 4.5) {
    surface = theme.background;
    vars["--surface"] = toHex(theme.background);
    vars["--ink"] = toHex(theme.foreground);
  }
  const accent = theme.primary ?? theme.accent;
  if (accent && contrast(accent, surface) >= 4.5) {
    vars["--accent"] = toHex(accent);
    vars["--accent-ink"] = toHex(readableInk(accent));
  }
  return vars;
}
