/**
 * What a quota counts, so that every place showing one writes it with its unit: OpenStack counts RAM in MiB and
 * block storage in GiB, object storage in GB; the other quotas count things (cores, instances, ports), whose name
 * is the unit.
 */
import { formatBytes, formatNumber } from "./format";

export type QuotaUnit = "mib" | "gib" | "gb";

const UNITS: Record<string, QuotaUnit> = {
  ram: "mib",
  gigabytes: "gib",
  backup_gigabytes: "gib",
  storage_gb: "gb",
};

const BYTES: Record<QuotaUnit, { bytes: number; binary: boolean }> = {
  mib: { bytes: 2 ** 20, binary: true },
  gib: { bytes: 2 ** 30, binary: true },
  gb: { bytes: 1e9, binary: false },
};

/** The unit of a quota's figures; null for a quota that counts things. */
export function quotaUnit(name: string): QuotaUnit | null {
  return UNITS[name] ?? (name.endsWith("_gb") ? "gb" : null);
}

/**
 * One figure of a quota, as a reader compares them: `formatQuotaAmount(260_086, "ram", "en")` → "254 GiB",
 * `formatQuotaAmount(1421, "gigabytes", "de")` → "1,4 TiB", `formatQuotaAmount(94, "cores", "en")` → "94".
 */
export function formatQuotaAmount(value: number | null | undefined, quota: string, locale: string): string {
  const unit = quotaUnit(quota);
  if (!unit || typeof value !== "number") return formatNumber(value, locale);
  const { bytes, binary } = BYTES[unit];
  return formatBytes(value * bytes, locale, { binary });
}
