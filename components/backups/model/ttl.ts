/**
 * Time to live. PATCH …/extend takes `ttl` as an ISO date-time (the new expiry) or a digit string of days added to
 * the current expiry (to now when that has passed): the sandbox's rule, the spec says only "ttl".
 */
export const DAY_MS = 86_400_000;
export const MAX_TTL_DAYS = 3650;

/** The expiry a number of days gives, as the portal computes it. */
export function expiryAfterDays(currentExpiry: string | undefined, days: number, nowMs: number): Date {
  const current = currentExpiry ? Date.parse(currentExpiry) : Number.NaN;
  const base = Math.max(nowMs, Number.isFinite(current) ? current : nowMs);
  return new Date(base + days * DAY_MS);
}

/** `datetime-local` value (local time, no zone) → ISO instant, or null when it is not a valid date. */
export function localDateTimeToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** ISO instant → `datetime-local` value in the browser's zone. */
export function isoToLocalDateTime(iso: string | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
