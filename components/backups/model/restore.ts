/** `last_restore`: a JSON string `{at, kind, target[, availability_zone, volume_type]}` (sandbox); else free text. */
import { looseObject } from "./guards";

export const RESTORE_KINDS = ["in_place", "image", "volume"] as const;

const RESTORE_FIELDS = ["at", "kind", "target", "availability_zone", "volume_type"] as const;

export type LastRestore =
  | { parsed: true; at?: string; kind?: string; target?: string; availabilityZone?: string; volumeType?: string }
  | { parsed: false; text: string };

/** Null when the backup was never restored. Text that is not that JSON is kept as it is. */
export function parseLastRestore(raw: string | undefined | null): LastRestore | null {
  if (!raw || raw.trim() === "") return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { parsed: false, text: raw };
  }
  // Strict on purpose: a field of another type means this is not the sandbox's JSON, so the text is shown as is.
  const object = looseObject(json);
  if (!object || RESTORE_FIELDS.some((field) => object[field] !== undefined && typeof object[field] !== "string")) {
    return { parsed: false, text: raw };
  }
  const field = (name: (typeof RESTORE_FIELDS)[number]) => object[name] as string | undefined;
  return {
    parsed: true,
    at: field("at"),
    kind: field("kind"),
    target: field("target"),
    availabilityZone: field("availability_zone"),
    volumeType: field("volume_type"),
  };
}
