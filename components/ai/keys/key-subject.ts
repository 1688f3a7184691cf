/** A key as its actions read it, from the key's page (its detail) or from the key list (its row). */
import type { AIKeyDetail } from "@/lib/portal/schemas/ai";
import type { KeyRow } from "../model/keys";
import { readKeyFacts } from "../model/records";
import type { NameAndDescription } from "../shared/EditNameDialog";
import type { KeyAssignment } from "./KeyAssignDialog";

export interface KeySubject {
  id: string;
  /** What toasts call it and what the user types to delete it. */
  name: string;
  active: boolean;
  /** What the edit form starts from. */
  current: NameAndDescription;
  /** What the assign form starts from. */
  assignment: KeyAssignment;
}

export function keyOfDetail(keyId: string, detail: AIKeyDetail): KeySubject {
  const { projectId, userId, userName } = readKeyFacts(detail);
  return {
    id: keyId,
    name: detail.name ?? keyId,
    active: detail.is_active !== false,
    current: { name: detail.name ?? "", description: detail.description ?? "" },
    assignment: { projectId, userId, userName },
  };
}

export function keyOfRow(row: KeyRow): KeySubject {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    current: { name: row.name, description: row.description },
    assignment: {
      projectId: row.projectId || undefined,
      userId: row.userId || undefined,
      userName: row.user || undefined,
    },
  };
}
