/**
 * Normalising clustermgr inputs: the two loose forms the catalog accepts, worker counts (digit string or integer)
 * and zones (comma-separated string or array), and the naming rules of cluster objects.
 */
import { z } from "zod";
import { badRequest } from "../../area";

const MAX_WORKERS = 1000;

/** minimum_workers / maximum_workers → integer. */
export const workerCount = z
  .union([z.number().int(), z.string().regex(/^\d{1,6}$/, "expected a number of workers")])
  .transform(Number)
  .pipe(z.number().int().min(0).max(MAX_WORKERS, `at most ${MAX_WORKERS} workers`));

/** zones → array of zone names, blanks dropped. */
export const zoneList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(",")).map((zone) => zone.trim()).filter(Boolean));

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
