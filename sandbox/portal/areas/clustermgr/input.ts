/**
 * Normalising clustermgr inputs: the two loose forms the catalog accepts, worker counts (digit string or integer)
 * and zones (comma-separated string or array), and the naming rules of cluster objects.
 */
import { badRequest } from "../../area";

/** minimum_workers / maximum_workers → integer; the catalog has already checked digits and bounds. */
export const workerCount = (value: string | number): number => Number(value);

/** zones → array of zone names, blanks dropped. */
export const zoneList = (value: string | readonly string[]): string[] =>
  (typeof value === "string" ? value.split(",") : value).map((zone) => zone.trim()).filter(Boolean);

const DNS_LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/** A name that must be a DNS label (lowercase letters, digits, inner dashes) of at most `max` characters. */
export function dnsLabel(value: string, field: string, max = 63): string {
  if (value.length > max || !DNS_LABEL.test(value)) {
    throw badRequest(
      `${field}: must be a DNS label of at most ${max} characters (lowercase letters, digits and inner dashes)`,
      field,
    );
  }
  return value;
}

/** Worker counts must make sense together. */
export function checkWorkerRange(minimum: number, maximum: number) {
  if (maximum < 1) throw badRequest("maximum_workers: must be at least 1", "maximum_workers");
  if (minimum > maximum) {
    throw badRequest(`minimum_workers: ${minimum} is more than maximum_workers ${maximum}`, "minimum_workers");
  }
}
