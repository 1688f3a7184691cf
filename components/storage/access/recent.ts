/**
 * Resource ids looked up on the access-keys tab. The portal has no operation listing them, so the ones used are
 * remembered in the page's address (`recent`, comma-separated, newest first): a link or a reload keeps them.
 */
export const MAX_RECENT = 6;
const MAX_ID = 512;

const valid = (id: string) => id !== "" && id.length <= MAX_ID && !id.includes(",");

export function parseRecent(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(",")
        .map((id) => id.trim())
        .filter(valid),
    ),
  ].slice(0, MAX_RECENT);
}

/** `id` first, without duplicates, at most MAX_RECENT. An id that cannot be kept (a comma in it) is left out. */
export function pushRecent(list: readonly string[], id: string): string[] {
  const rest = list.filter((other) => other !== id);
  return (valid(id) ? [id, ...rest] : rest).slice(0, MAX_RECENT);
}

export const removeRecent = (list: readonly string[], id: string) => list.filter((other) => other !== id);

export const serializeRecent = (list: readonly string[]): string | null => (list.length > 0 ? list.join(",") : null);
