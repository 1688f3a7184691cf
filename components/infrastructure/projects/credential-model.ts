/**
 * EC2-style credentials of a project. The list's `blob` is JSON text holding the access key only; the create answer
 * is the one place the secret appears (as `secret_key` and inside `blob`), and the screens show it once.
 */
import { z } from "zod";
import type { IaaSCredential } from "@/lib/portal/schemas/iaas";

const Blob = z.looseObject({ access: z.string().optional(), secret: z.string().optional() });

function readBlob(blob: unknown): z.infer<typeof Blob> {
  if (typeof blob !== "string") return {};
  try {
    return Blob.safeParse(JSON.parse(blob)).data ?? {};
  } catch {
    return {};
  }
}

export const accessKeyOf = (credential: IaaSCredential): string | undefined => readBlob(credential.blob).access;

const str = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/** Fields the portal may add to a credential beyond the spec's record (the sandbox keeps what was sent). */
export function extrasOf(credential: IaaSCredential): { description?: string; roles: string[]; userBound?: boolean } {
  const record = credential as Record<string, unknown>;
  const roles = Array.isArray(record.roles) ? record.roles.filter((r): r is string => typeof r === "string") : [];
  return {
    description: str(record.description),
    roles,
    userBound: typeof record.user_bound === "boolean" ? record.user_bound : undefined,
  };
}

const Created = z.looseObject({ secret_key: z.string().optional(), blob: z.string().optional(), id: z.string().optional() });

/** The secret and access key of a create answer `{credential: {...}}`. */
export function createdKeys(answer: unknown, sent: { access_key: string; secret_key: string }): { access: string; secret: string } {
  const credential = Created.safeParse(answer).data ?? {};
  const blob = readBlob(credential.blob);
  return { access: blob.access ?? sent.access_key, secret: credential.secret_key ?? blob.secret ?? sent.secret_key };
}

/** "member, reader" or "member reader" → ["member", "reader"]. */
export const parseRoles = (text: string) => [...new Set(text.split(/[\s,]+/).filter(Boolean))];
