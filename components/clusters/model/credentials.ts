/**
 * Secrets (infrastructure application credentials) and secret bindings of a project's namespace, and who uses
 * them: bindings reference secrets, clusters reference bindings. Secret values are never read: the portal masks
 * them, and the console only keeps the names of the data keys.
 */
import { z } from "zod";
import type { Shoot } from "./shoot";
import { read, text } from "./wire";

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

const Metadata = z.looseObject({ name: text, namespace: text, creationTimestamp: text }).optional().catch(undefined);
const Ref = z.looseObject({ name: text }).optional().catch(undefined);

const SecretWire = z.looseObject({
  metadata: Metadata,
  type: text,
  data: z.record(z.string(), z.unknown()).optional().catch(undefined),
});

/** Listed bindings carry `credentialsRef`, created ones `secretRef`. */
const BindingWire = z.looseObject({
  metadata: Metadata,
  credentialsRef: Ref,
  secretRef: Ref,
  provider: z.looseObject({ type: text }).optional().catch(undefined),
});

export function toSecret(raw: unknown): ClusterSecret | null {
  const wire = read(SecretWire, raw);
  const name = wire?.metadata?.name;
  if (!wire || !name) return null;
  return {
    name,
    namespace: wire.metadata?.namespace,
    created: wire.metadata?.creationTimestamp,
    type: wire.type,
    keys: Object.keys(wire.data ?? {}),
  };
}

export function toBinding(raw: unknown): SecretBinding | null {
  const wire = read(BindingWire, raw);
  const name = wire?.metadata?.name;
  if (!wire || !name) return null;
  return {
    name,
    namespace: wire.metadata?.namespace,
    created: wire.metadata?.creationTimestamp,
    secretName: wire.credentialsRef?.name ?? wire.secretRef?.name,
    provider: wire.provider?.type,
  };
}

const each = <T>(parse: (raw: unknown) => T | null) => (raw: unknown): T[] =>
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
