/**
 * Secrets (infrastructure application credentials) and secret bindings of a project's namespace, and who uses
 * them: bindings reference secrets, clusters reference bindings. Secret values are never read: the portal masks
 * them, and the console only keeps the names of the data keys.
 */
import type { Shoot } from "./shoot";
import { object, text } from "./wire";

export interface ClusterSecret {
  name: string;
  namespace?: string;
  created?: string;
  type?: string;
  /** Names of the data keys (never their values). */
  keys: string[];
}

export interface SecretBinding {
  name: string;
  namespace?: string;
  created?: string;
  secretName?: string;
  provider?: string;
}

export function toSecret(raw: unknown): ClusterSecret | null {
  const wire = object(raw);
  const metadata = object(wire?.metadata);
  const name = text(metadata?.name);
  if (!wire || !name) return null;
  return {
    name,
    namespace: text(metadata?.namespace),
    created: text(metadata?.creationTimestamp),
    type: text(wire.type),
    keys: Object.keys(object(wire.data) ?? {}),
  };
}

/** Listed bindings carry `credentialsRef`, created ones `secretRef`. */
export function toBinding(raw: unknown): SecretBinding | null {
  const wire = object(raw);
  const metadata = object(wire?.metadata);
  const name = text(metadata?.name);
  if (!wire || !name) return null;
  return {
    name,
    namespace: text(metadata?.namespace),
    created: text(metadata?.creationTimestamp),
    secretName: text(object(wire.credentialsRef)?.name) ?? text(object(wire.secretRef)?.name),
    provider: text(object(wire.provider)?.type),
  };
}

const each =
  <T>(parse: (raw: unknown) => T | null) =>
  (raw: unknown): T[] =>
    (Array.isArray(raw) ? raw : []).flatMap((item: unknown) => parse(item) ?? []);

export const toSecrets = each(toSecret);
export const toBindings = each(toBinding);

/** Secret name → the bindings that reference it. */
export function bindingsBySecret(bindings: readonly SecretBinding[]): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const binding of bindings) {
    if (!binding.secretName) continue;
    users.set(binding.secretName, [...(users.get(binding.secretName) ?? []), binding.name]);
  }
  return users;
}

/** Binding name → the clusters that use it. */
export function clustersByBinding(shoots: readonly Pick<Shoot, "name" | "secretBinding">[]): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const shoot of shoots) {
    if (!shoot.secretBinding) continue;
    users.set(shoot.secretBinding, [...(users.get(shoot.secretBinding) ?? []), shoot.name]);
  }
  return users;
}
