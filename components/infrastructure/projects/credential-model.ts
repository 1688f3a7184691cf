/**
 * EC2-style credentials of a project. The list's `blob` is JSON text holding the access key only; the create answer
 * is the one place the secret appears (as `secret_key` and inside `blob`), and the screens show it once.
 */
import type { IaaSCredential } from "@/lib/portal/schemas/iaas";

// Plain checks rather than zod: the credentials list is a project's first paint, where zod would cost ~32 kB.
const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const str = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

function readBlob(blob: unknown): { access?: string; secret?: string } {
  if (typeof blob !== "string") return {};
  try {
    const fields = fieldsOf(JSON.parse(blob));
    return { access: text(fields.access), secret: text(fields.secret) };
  } catch {
    return {};
  }
}

export const accessKeyOf = (credential: IaaSCredential): string | undefined => readBlob(credential.blob).access;

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

/** The secret and access key of a create answer `{credential: {...}}`. */
export function createdKeys(
  answer: unknown,
  sent: { access_key: string; secret_key: string },
): { access: string; secret: string } {
  const credential = fieldsOf(answer);
  const blob = readBlob(credential.blob);
  return {
    access: blob.access ?? sent.access_key,
    secret: text(credential.secret_key) ?? blob.secret ?? sent.secret_key,
  };
}

/** "member, reader" or "member reader" → ["member", "reader"]. */
export const parseRoles = (text: string) => [...new Set(text.split(/[\s,]+/).filter(Boolean))];
