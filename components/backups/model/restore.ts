/** `last_restore`: a JSON string `{at, kind, target[, availability_zone, volume_type]}` (sandbox); else free text. */
import { z } from "zod";

export const RESTORE_KINDS = ["in_place", "image", "volume"] as const;

const LastRestoreJson = z.looseObject({
  at: z.string().optional(),
  kind: z.string().optional(),
  target: z.string().optional(),
  availability_zone: z.string().optional(),
  volume_type: z.string().optional(),
});

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
  const result = LastRestoreJson.safeParse(json);
  if (!result.success) return { parsed: false, text: raw };
  const { at, kind, target, availability_zone, volume_type } = result.data;
  return { parsed: true, at, kind, target, availabilityZone: availability_zone, volumeType: volume_type };
}
