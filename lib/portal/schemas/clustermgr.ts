/** Record schemas of the managed cluster service (clustermgr). Lenient output schemas. */
import { z } from "zod";
import { oArr, oBool, oInt, oObj, oStr } from "./fields";

/** ClusterObject: a cluster-API style object (projects, shoots, worker-group results). */
export const ClusterObject = z.looseObject({ metadata: oObj(), spec: oObj(), status: oObj() });
export type ClusterObject = z.infer<typeof ClusterObject>;

/** ClusterStatus: the delete result. */
export const ClusterStatus = z.looseObject({
  apiVersion: oStr(),
  kind: oStr(),
  reason: oStr(),
  status: oStr(),
  details: oObj(),
  metadata: oObj(),
});
export type ClusterStatus = z.infer<typeof ClusterStatus>;

export const WorkerGroup = z.looseObject({
  machine: oObj(),
  maximum: oInt(),
  minimum: oInt(),
  name: oStr(),
  zones: oArr(),
});
export type WorkerGroup = z.infer<typeof WorkerGroup>;

export const ClusterConfig = z.looseObject({
  expirationSeconds: oInt(),
  expirationTimestamp: oStr(),
  clusterconfig: oStr(),
});
export type ClusterConfig = z.infer<typeof ClusterConfig>;

export const MachineType = z.looseObject({
  architecture: oStr(),
  cpu: oStr(),
  gpu: oStr(),
  memory: oStr(),
  name: oStr(),
  storage: oObj(),
  usable: oBool(),
});
export type MachineType = z.infer<typeof MachineType>;

/** A secret binding, as listed: {credentialsRef {}, metadata {}, provider {}}. */
export const SecretBinding = z.looseObject({ credentialsRef: oObj(), metadata: oObj(), provider: oObj() });
export type SecretBinding = z.infer<typeof SecretBinding>;

/** A secret binding, as created: {metadata {}, provider {}, secretRef {}}. */
export const SecretBindingCreated = z.looseObject({ metadata: oObj(), provider: oObj(), secretRef: oObj() });
export type SecretBindingCreated = z.infer<typeof SecretBindingCreated>;

/** A cluster secret: {data {}, metadata {}, type string}. */
export const ClusterSecret = z.looseObject({ data: oObj(), metadata: oObj(), type: oStr() });
export type ClusterSecret = z.infer<typeof ClusterSecret>;

/** A cloud profile: {metadata {}, spec {}}. */
export const CloudProfile = z.looseObject({ metadata: oObj(), spec: oObj() });
export type CloudProfile = z.infer<typeof CloudProfile>;

/** A machine image of a cloud profile: {name, versions[]}. */
export const CloudProfileImage = z.looseObject({ name: oStr(), versions: oArr() });
export type CloudProfileImage = z.infer<typeof CloudProfileImage>;

/** The cluster versions of a cloud profile: {defaultVersion string, versions[]}. */
export const ClusterVersions = z.looseObject({ defaultVersion: oStr(), versions: oArr() });
export type ClusterVersions = z.infer<typeof ClusterVersions>;

/** A region of a cloud profile: {name, zones[]}. */
export const CloudProfileRegion = z.looseObject({ name: oStr(), zones: oArr() });
export type CloudProfileRegion = z.infer<typeof CloudProfileRegion>;

/** The result of deleting a cluster project: {msg string}. */
export const ClusterProjectDeleted = z.looseObject({ msg: oStr() });
export type ClusterProjectDeleted = z.infer<typeof ClusterProjectDeleted>;

/** A shoot of GET /clustermgr/shoots, with its cluster project and infrastructure names. */
export const ShootOverview = z.looseObject({
  cluster_project: oObj(),
  iaas_domain_id: oStr(),
  iaas_domain_name: oStr(),
  iaas_project_id: oStr(),
  iaas_project_name: oStr(),
});
export type ShootOverview = z.infer<typeof ShootOverview>;
