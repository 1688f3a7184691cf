/**
 * Colour values a portal theme may set. Only `#rgb`, `#rrggbb`, `rgb(r, g, b)` and `hsl(h, s%, l%)` pass: anything
 * else (named colours, `url(...)`, `var(...)`, `;`, comments) is refused, so a theme can never inject CSS.
 */

export type Rgb = readonly [r: number, g: number, b: number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;
const NUM = "(\\d{1,3}(?:\\.\\d{1,4})?)";
const HSL = new RegExp(`^hsl\\(\\s*${NUM}(?:deg)?\\s*,\\s*${NUM}%\\s*,\\s*${NUM}%\\s*\\)$`, "i");

/** The colour as red, green, blue (0–255), or null when it is not one of the accepted forms. */
export function parseColor(value: unknown): Rgb | null {
  if (typeof value !== "string" || value.length > 64) return null;
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join("") : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    return channels.every((c) => c <= 255) ? (channels as unknown as Rgb) : null;
  }
  const hsl = HSL.exec(text);
  if (hsl) {
    const [h, s, l] = hsl.slice(1, 4).map(Number);
    return h <= 360 && s <= 100 && l <= 100 ? hslToRgb(h, s / 100, l / 100) : null;
  }
  return null;
}

export const isSafeColor = (value: unknown): value is string => parseColor(value) !== null;

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** `#rrggbb` of a colour; the one form the console writes into its CSS variables. */
export const toHex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;

/** WCAG relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const NEAR_BLACK: Rgb = [11, 18, 32];

/** The text colour (white or near-black) that reads best on a background. */
export const readableInk = (background: Rgb): Rgb =>
  contrast(background, WHITE) >= contrast(background, NEAR_BLACK) ? WHITE : NEAR_BLACK;
