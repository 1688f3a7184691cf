import { z } from "zod";
import type { Property } from "@/lib/portal/schemas/profiles";

export type PropertyRow = Property & { property: string };
export const hasName = (p: Property): p is PropertyRow => typeof p.property === "string" && p.property !== "";

/** The theme's fields are "not shown" in the spec; the console reads name, logo and four colours when present. */
const Color = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i);
export const THEME_COLORS = ["primary", "accent", "background", "foreground"] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];
const ThemeSchema = z.looseObject({
  name: z.string().optional().catch(undefined),
  logo_url: z.string().optional().catch(undefined),
  client_id: z.string().optional().catch(undefined),
  reseller_id: z.string().optional().catch(undefined),
  colors: z
    .looseObject({ primary: Color.optional().catch(undefined), accent: Color.optional().catch(undefined), background: Color.optional().catch(undefined), foreground: Color.optional().catch(undefined) })
    .optional()
    .catch(undefined),
});
export type Theme = z.infer<typeof ThemeSchema>;
export const parseTheme = (data: unknown): Theme | null => ThemeSchema.safeParse(data).data ?? null;

/** The ids a theme can be asked for, read from the session's contexts (`client.id`, `reseller.id`). */
const Ided = z.looseObject({ id: z.string().min(1) });
export function contextIds(context: Record<string, Record<string, unknown>> | undefined) {
  return {
    client: Ided.safeParse(context?.client).data?.id,
    reseller: Ided.safeParse(context?.reseller).data?.id,
  };
}

/** A context value as text; objects and arrays are shown as JSON by the caller. */
export const isPlain = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);
