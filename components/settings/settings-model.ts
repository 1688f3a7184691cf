import type { Property } from "@/lib/portal/schemas/profiles";

export type PropertyRow = Property & { property: string };
export const hasName = (p: Property): p is PropertyRow => typeof p.property === "string" && p.property !== "";

/**
 * The theme's fields are "not shown" in the spec; the console reads name, logo and four colours when present, each
 * dropped when it has another type (plain checks, not zod: this module is on the settings page's first load).
 */
const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
export const THEME_COLORS = ["primary", "accent", "background", "foreground"] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];
export interface Theme {
  name?: string;
  logo_url?: string;
  client_id?: string;
  reseller_id?: string;
  colors?: Partial<Record<ThemeColor, string>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const color = (value: unknown) => (typeof value === "string" && COLOR.test(value) ? value : undefined);

export function parseTheme(data: unknown): Theme | null {
  if (!isRecord(data)) return null;
  const colors = isRecord(data.colors) ? data.colors : undefined;
  return {
    name: text(data.name),
    logo_url: text(data.logo_url),
    client_id: text(data.client_id),
    reseller_id: text(data.reseller_id),
    colors: colors && Object.fromEntries(THEME_COLORS.map((role) => [role, color(colors[role])])),
  };
}

/** The ids a theme can be asked for, read from the session's contexts (`client.id`, `reseller.id`). */
const idOf = (value: unknown) =>
  isRecord(value) && typeof value.id === "string" && value.id !== "" ? value.id : undefined;
export function contextIds(context: Record<string, Record<string, unknown>> | undefined) {
  return { client: idOf(context?.client), reseller: idOf(context?.reseller) };
}

/** A context value as text; objects and arrays are shown as JSON by the caller. */
export const isPlain = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);
