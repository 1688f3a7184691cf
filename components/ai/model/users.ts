/**
 * AI users as the pickers know them. The portal has no "list users" operation for the AI area; the only source is
 * the members of each project (`GET /ai/project/{id}/users`), so the pickers offer the union of all members.
 */
import type { AIUser } from "@/lib/portal/schemas/ai";

export interface KnownUser {
  id: string;
  label: string;
  /** Secondary text: e-mail or username. */
  detail?: string;
  enabled: boolean;
}

/** "Ada Lovelace", else the username, else the e-mail, else the id. */
export function userLabel(user: AIUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.username || user.email || user.id || "";
}

/** AIUser.enabled is a string in the spec ("true"/"false"); anything but a clear "false" counts as enabled. */
export const isEnabledUser = (user: AIUser) => !/^(false|0|no|disabled)$/i.test(user.enabled ?? "");

/** The members of several projects, once each (by id), sorted by label. */
export function mergeUsers(lists: readonly (readonly AIUser[] | undefined)[]): KnownUser[] {
  const byId = new Map<string, KnownUser>();
  for (const list of lists) {
    for (const user of list ?? []) {
      if (!user.id || byId.has(user.id)) continue;
      byId.set(user.id, {
        id: user.id,
        label: userLabel(user),
        detail: user.email || user.username,
        enabled: isEnabledUser(user),
      });
    }
  }
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
}
