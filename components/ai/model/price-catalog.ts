/**
 * The price catalog (GET /ai/cost/all) arranged for reading: each field in one group, with the unit it is priced
 * in. Token, character and pixel prices are shown per million units (0.0000025 per token reads as 2.50 per 1M).
 */

export const PRICE_GROUPS = [
  "input",
  "output",
  "cache",
  "audio",
  "image",
  "video",
  "search",
  "above128k",
  "above200k",
  "above272k",
  "batch",
  "flex",
  "priority",
] as const;
export type PriceGroup = (typeof PRICE_GROUPS)[number];

export const PRICE_UNITS = ["token", "character", "pixel", "second", "image", "query", "session"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** Units priced so low that one unit rounds to nothing: shown per million. */
export const PER_MILLION_UNITS = ["token", "character", "pixel"] as const satisfies readonly PriceUnit[];

/**
 * One group per field. Service tiers and context-size surcharges come first: an "above 200k, priority" price
 * belongs with the other priority prices, since that is the choice a user makes; the medium decides the rest.
 */
export function priceGroup(field: string): PriceGroup {
  if (field.startsWith("search_") || field.startsWith("code_interpreter")) return "search";
  if (field.includes("_batches")) return "batch";
  if (field.endsWith("_flex")) return "flex";
  if (field.endsWith("_priority")) return "priority";
  if (field.includes("above_272k")) return "above272k";
  if (field.includes("above_200k")) return "above200k";
  if (field.includes("above_128k")) return "above128k";
  if (field.startsWith("cache_")) return "cache";
  if (field.includes("audio")) return "audio";
  if (field.includes("video")) return "video";
  if (field.includes("image") || field.includes("pixel")) return "image";
  if (field.startsWith("output_")) return "output";
  return "input";
}

export function priceUnit(field: string): PriceUnit {
  if (field.includes("per_session")) return "session";
  if (field.includes("per_query")) return "query";
  if (field.includes("per_pixel")) return "pixel";
  if (field.includes("per_character")) return "character";
  if (field.includes("per_second")) return "second";
  if (field.includes("token")) return "token";
  if (field.includes("per_image")) return "image";
  return "token";
}

export interface PriceRow {
  field: string;
  group: PriceGroup;
  unit: PriceUnit;
  /** The catalog's price per single unit. */
  perUnit: number;
  /** The price as shown: per million units for tokens, characters and pixels, else per unit. */
  shown: number;
  perMillion: boolean;
}

/** Rounded to 12 significant digits so that 0.0000015 × 1e6 shows as 1.5, not 1.4999999999999998. */
const scale = (value: number, factor: number) => Number((value * factor).toPrecision(12));

/** The catalog's numeric fields as rows, grouped in display order; non-numbers are skipped. */
export function priceRows(catalog: Record<string, unknown>): Map<PriceGroup, PriceRow[]> {
  const groups = new Map<PriceGroup, PriceRow[]>(PRICE_GROUPS.map((g) => [g, []]));
  for (const [field, value] of Object.entries(catalog)) {
    if (typeof value !== "number" || !Number.isFinite(value)) continue;
    const unit = priceUnit(field);
    const perMillion = (PER_MILLION_UNITS as readonly PriceUnit[]).includes(unit);
    const group = priceGroup(field);
    groups
      .get(group)
      ?.push({ field, group, unit, perUnit: value, shown: perMillion ? scale(value, 1_000_000) : value, perMillion });
  }
  for (const [group, rows] of groups) {
    if (rows.length === 0) groups.delete(group);
    else
      rows.sort((a, b) => PRICE_UNITS.indexOf(a.unit) - PRICE_UNITS.indexOf(b.unit) || a.field.localeCompare(b.field));
  }
  return groups;
}
