/**
 * Expiry of shared URLs. The portal takes `expire` as seconds from now (digits) or an ISO date-time and answers
 * with `expire_date`; these helpers build the one and read the other.
 */
export type ExpiryStatus = "expired" | "soon" | "active" | "unknown";

/** A URL expiring within a day is flagged. */
export const SOON_MS = 24 * 3600 * 1000;

export function expiryStatus(expireDate: string | undefined, now: number, soonMs = SOON_MS): ExpiryStatus {
  const at = expireDate ? Date.parse(expireDate) : Number.NaN;
  if (Number.isNaN(at)) return "unknown";
  if (at <= now) return "expired";
  return at - now <= soonMs ? "soon" : "active";
}

export const EXPIRY_UNITS = { minutes: 60, hours: 3600, days: 86_400 } as const;
export type ExpiryUnit = keyof typeof EXPIRY_UNITS;

/** Seconds from now are sent as at most nine digits; longer lifetimes are given as a date. */
export const MAX_EXPIRE_SECONDS = 999_999_999;

/** `expire` for "in 3 days": the seconds as a digit string. */
export const expireAfter = (amount: number, unit: ExpiryUnit): string =>
  String(Math.round(amount * EXPIRY_UNITS[unit]));

/**
 * `expire` for a local date-time from a `datetime-local` input ("2025-06-01T12:00"): an ISO instant, or null when
 * it cannot be read.
 */
export function expireAt(local: string): string | null {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
