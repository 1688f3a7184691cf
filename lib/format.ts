/**
 * Locale-aware formatting for the console. Every helper takes the locale explicitly (from next-intl's `useLocale()`)
 * so that server and client render the same text, and returns "—" for missing or invalid input instead of throwing:
 * a malformed timestamp from upstream must not blank a table.
 */

export type DateInput = Date | string | number;

const MISSING = "—";

/*
 * Intl formatters are expensive to build (tens of microseconds each) and a table renders thousands of cells, so
 * they are cached per locale and options.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, create: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

function relativeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached(relativeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

function toDate(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined || input === "") return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

function isFiniteNumber(n: number | null | undefined): n is number {
  return typeof n === "number" && Number.isFinite(n);
}

/**
 * An amount in the currency the upstream stated: `formatMoney(12.5, "de", "EUR")` → "12,50 €". `null`: nothing
 * stated one, so the amount is shown without a currency ("12.50"), never in an assumed one. Amounts below one cent
 * keep enough digits to stay non-zero.
 */
export function formatMoney(value: number | null | undefined, locale: string, currency: string | null): string {
  if (!isFiniteNumber(value)) return MISSING;
  const tiny = value !== 0 && Math.abs(value) < 0.01;
  const digits = tiny ? { maximumSignificantDigits: 3 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return numberFormat(
    locale,
    currency === null ? digits : { style: "currency", currency, ...(tiny ? digits : {}) },
  ).format(value);
}

/** `formatNumber(1234.5, "de")` → "1.234,5". */
export function formatNumber(
  value: number | null | undefined,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  if (!isFiniteNumber(value)) return MISSING;
  return numberFormat(locale, options).format(value);
}

/**
 * Compact where the locale abbreviates, grouped like every other figure where it does not: `formatCompact(1_234_567,
 * "en")` → "1.2M", `formatCompact(1500, "de")` → "1.500" (German writes no abbreviation for thousands, and its
 * compact pattern would drop the separator: "1500").
 */
export function formatCompact(
  value: number | null | undefined,
  locale: string,
  options: Intl.NumberFormatOptions = {},
): string {
  if (!isFiniteNumber(value)) return MISSING;
  const digits = { minimumFractionDigits: 0, maximumFractionDigits: Math.abs(value) >= 10 ? 0 : 1 };
  const compact = numberFormat(locale, {
    ...options,
    notation: "compact",
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  if (compact.formatToParts(value).some((part) => part.type === "compact")) return compact.format(value);
  return numberFormat(locale, { ...options, ...digits }).format(value);
}

/**
 * Money short enough for a chart's axis, written the way the locale writes every amount (same symbol, separators
 * and place of the currency): `formatMoneyShort(1500, "de", "EUR")` → "1.500 €", `formatMoneyShort(3200, "en",
 * "USD")` → "$3.2K"; below 10, the cents of an amount that has any ("$4.50", but "$8" beside "$16" on an axis);
 * `null` as the currency: without one, as formatMoney.
 */
export function formatMoneyShort(value: number | null | undefined, locale: string, currency: string | null): string {
  if (!isFiniteNumber(value)) return MISSING;
  if (Math.abs(value) < 10 && !Number.isInteger(value)) return formatMoney(value, locale, currency);
  return formatCompact(value, locale, currency === null ? {} : { style: "currency", currency });
}

/** `formatPercent(0.425, "en")` → "42.5%" (input is a ratio, not a percentage). */
export function formatPercent(ratio: number | null | undefined, locale: string, maximumFractionDigits = 1): string {
  if (!isFiniteNumber(ratio)) return MISSING;
  return numberFormat(locale, { style: "percent", maximumFractionDigits }).format(ratio);
}

export interface DateFormatOptions {
  /** IANA zone; pass it when server and browser must agree (e.g. "UTC"), otherwise the runtime's zone is used. */
  timeZone?: string;
}

/** `formatDate("2025-03-01T10:00:00Z", "en")` → "Mar 1, 2025". */
export function formatDate(
  input: DateInput | null | undefined,
  locale: string,
  options: DateFormatOptions = {},
): string {
  const date = toDate(input);
  if (!date) return MISSING;
  return dateTimeFormat(locale, { dateStyle: "medium", timeZone: options.timeZone }).format(date);
}

/** `formatDateTime("2025-03-01T10:00:00Z", "en", {timeZone: "UTC"})` → "Mar 1, 2025, 10:00 AM". */
export function formatDateTime(
  input: DateInput | null | undefined,
  locale: string,
  options: DateFormatOptions = {},
): string {
  const date = toDate(input);
  if (!date) return MISSING;
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: options.timeZone }).format(date);
}

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/**
 * `formatRelative(inThreeDays, now, "en")` → "in 3 days"; `formatRelative(twoHoursAgo, now, "en", "short")` →
 * "2 hr. ago". `now` is a parameter so that callers decide when time moves (and tests stay deterministic).
 */
export function formatRelative(
  input: DateInput | null | undefined,
  now: DateInput,
  locale: string,
  style: Intl.RelativeTimeFormatStyle = "long",
): string {
  const date = toDate(input);
  const reference = toDate(now);
  if (!date || !reference) return MISSING;
  const seconds = (date.getTime() - reference.getTime()) / 1000;
  const format = relativeFormat(locale, { numeric: "auto", style });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size || unit === "second") {
      return format.format(Math.round(seconds / size), unit);
    }
  }
  return MISSING;
}

const DECIMAL_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"] as const;
const BINARY_SUFFIXES = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"] as const;

/**
 * `formatBytes(1_500_000, "en")` → "1.5 MB" (SI, powers of 1000, as storage quotas are sold);
 * `formatBytes(1_572_864, "en", {binary: true})` → "1.5 MiB".
 */
export function formatBytes(
  bytes: number | null | undefined,
  locale: string,
  options: { binary?: boolean } = {},
): string {
  if (!isFiniteNumber(bytes)) return MISSING;
  const base = options.binary ? 1024 : 1000;
  let value = Math.abs(bytes);
  let index = 0;
  while (value >= base && index < DECIMAL_UNITS.length - 1) {
    value /= base;
    index += 1;
  }
  const signed = bytes < 0 ? -value : value;
  const digits = index === 0 ? 0 : 1;
  // Intl's short unit for "byte" is the whole word in most locales; "B" reads better next to kB and MB.
  if (options.binary || index === 0) {
    const number = numberFormat(locale, { maximumFractionDigits: digits }).format(signed);
    return `${number} ${BINARY_SUFFIXES[index]}`;
  }
  return numberFormat(locale, {
    style: "unit",
    unit: DECIMAL_UNITS[index],
    unitDisplay: "short",
    maximumFractionDigits: digits,
  }).format(signed);
}

/**
 * Price per one million tokens from a price per token: `perMillion(0.000002)` → 2. Rounded to 12 significant digits
 * so that binary floating point (0.0000015 * 1e6 = 1.4999999999999998) does not leak into the UI.
 */
export function perMillion(costPerToken: number): number {
  if (!Number.isFinite(costPerToken)) return Number.NaN;
  return Number((costPerToken * 1_000_000).toPrecision(12));
}

/**
 * A list price with every digit it has and never an exponent: `formatPrice(2e-7, "en", "EUR")` → "€0.0000002",
 * `formatPrice(2.5, "en", "EUR")` → "€2.50"; `null` as the currency: without one ("2.50"). Rounded to 12
 * significant digits, so binary floating point stays hidden.
 */
export function formatPrice(value: number | null | undefined, locale: string, currency: string | null): string {
  if (!isFiniteNumber(value)) return MISSING;
  const style = currency === null ? {} : { style: "currency" as const, currency };
  const size = Math.abs(value);
  if (size === 0 || size >= 0.01) {
    return numberFormat(locale, { ...style, minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(value);
  }
  return numberFormat(locale, { ...style, maximumSignificantDigits: 12 }).format(Number(value.toPrecision(12)));
}

/**
 * A day as a forecast names it, in UTC as the portal counts budget windows: "December 3" ("3. Dezember", "3 décembre";
 * the month written out, so that no abbreviation's dot meets a sentence's), with the year when it is not the year of
 * `now`, and with the time for windows shorter than a day ("December 3 at 14:00").
 */
export function formatDay(ms: number, locale: string, now: number, withTime = false): string {
  if (!Number.isFinite(ms)) return MISSING;
  const year = new Date(ms).getUTCFullYear() !== new Date(now).getUTCFullYear();
  return dateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    ...(year ? { year: "numeric" as const } : {}),
    ...(withTime ? { hour: "2-digit" as const, minute: "2-digit" as const, hourCycle: "h23" as const } : {}),
    timeZone: "UTC",
  }).format(ms);
}

/** A number with exactly `digits` decimals for files and machines: `fixedDecimal(2e-7, 4)` → "0.0000". */
export function fixedDecimal(value: number, digits: number): string {
  if (!Number.isFinite(value)) return "";
  return numberFormat("en-US", {
    useGrouping: false,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A number for files and machines: plain decimal notation, no grouping, no exponent (`2e-7` → "0.0000002"). */
export function plainDecimal(value: number): string {
  if (!Number.isFinite(value)) return "";
  return numberFormat("en-US", { useGrouping: false, maximumSignificantDigits: 12 }).format(value);
}
