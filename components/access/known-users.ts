import type { AIUser } from "@/lib/portal/schemas/ai";

/** A portal account the console has seen as an AI project member, with what the user form needs to name it. */
export interface KnownUser {
  id: string;
  reseller: string;
  /** The client's id when the portal gives it (the path accepts id or name), else its name. */
  client: string;
  display: string;
  email: string;
  /** `undefined` when the portal did not say. */
  enabled: boolean | undefined;
  projects: string[];
}

const enabledOf = (value: string | undefined) => (value === "true" ? true : value === "false" ? false : undefined);

/**
 * Members of every AI project, one entry per user id (the projects each is in joined), sorted by name. Members
 * without an id, a reseller or a client cannot be named on the user path and are left out.
 */
export function knownUsersOf(
  memberLists: readonly { project: string; members: readonly AIUser[] | undefined }[],
): KnownUser[] {
  const byId = new Map<string, KnownUser>();
  for (const { project, members } of memberLists) {
    for (const member of members ?? []) {
      const client = member.client_id || member.client;
      if (!member.id || !member.reseller || !client) continue;
      const known = byId.get(member.id);
      if (known) {
        if (!known.projects.includes(project)) known.projects.push(project);
        continue;
      }
      const name = [member.firstName, member.lastName].filter(Boolean).join(" ");
      byId.set(member.id, {
        id: member.id,
        reseller: member.reseller,
        client,
        display: name && member.username ? `${name} (${member.username})` : name || member.username || member.id,
        email: member.email ?? "",
        enabled: enabledOf(member.enabled),
        projects: [project],
      });
    }
  }
  return [...byId.values()].sort((a, b) => a.display.localeCompare(b.display));
}
