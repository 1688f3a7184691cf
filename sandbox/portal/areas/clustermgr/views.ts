/** What the clustermgr operations answer: copies of stored objects, secrets masked. */
import type { ClusterProject, StoredBinding, StoredSecret, StoredShoot } from "./model";

export const shootView = (stored: StoredShoot) => structuredClone(stored.shoot);

export const projectView = (project: ClusterProject) => structuredClone(project);

/** Secret values never leave the sandbox: every data key is answered with "****". */
export const MASK = "****";

export function secretView(secret: StoredSecret) {
  return {
    data: Object.fromEntries(Object.keys(secret.data).map((key) => [key, MASK])),
    metadata: {
      name: secret.name,
      namespace: secret.namespace,
      uid: secret.uid,
      creationTimestamp: secret.created,
      labels: { "cloudprofile.clustermgr/name": "iaas-cloud", "provider.clustermgr/type": "openstack" },
    },
    type: "Opaque",
  };
}

const bindingMetadata = (binding: StoredBinding) => ({
  name: binding.name,
  namespace: binding.namespace,
  uid: binding.uid,
  creationTimestamp: binding.created,
});

/** As listed: {credentialsRef, metadata, provider}. */
export function bindingView(binding: StoredBinding) {
  return {
    credentialsRef: { apiVersion: "v1", kind: "Secret", name: binding.secret_name, namespace: binding.namespace },
    metadata: bindingMetadata(binding),
    provider: { type: binding.provider_type },
  };
}

/** As created: {metadata, provider, secretRef}. */
export function bindingCreatedView(binding: StoredBinding) {
  return {
    metadata: bindingMetadata(binding),
    provider: { type: binding.provider_type },
    secretRef: { name: binding.secret_name, namespace: binding.namespace },
  };
}

/** The delete result (a Kubernetes Status). */
export function statusView(kind: string, name: string, reason: string, uid?: string) {
  return {
    apiVersion: "v1",
    kind: "Status",
    metadata: {},
    status: "Success",
    reason,
    details: { name, kind, ...(uid ? { uid } : {}) },
  };
}
