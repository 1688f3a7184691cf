/** Record schemas of the infrastructure (iaas) area. Lenient output schemas. */
import { z } from "zod";
import { oArr, oBool, oInt, oNullableStr, oObj, oStr } from "./fields";

export const IaaSProject = z.looseObject({
  client: oStr(),
  client_name: oStr(),
  description: oStr(),
  domain_id: oStr(),
  domain_name: oStr(),
  id: oStr(),
  name: oStr(),
  reseller: oStr(),
  updated: oStr(),
  enabled: oBool(),
});
export type IaaSProject = z.infer<typeof IaaSProject>;

export const IaaSDomain = z.looseObject({
  description: oStr(),
  id: oStr(),
  name: oStr(),
  enabled: oBool(),
  links: oObj(),
  options: oObj(),
  tags: oArr(),
});
export type IaaSDomain = z.infer<typeof IaaSDomain>;

export const IaaSCredential = z.looseObject({
  active: oBool(),
  blob: oStr(),
  id: oStr(),
  project_id: oStr(),
  type: oStr(),
  user_id: oStr(),
  user_name: oStr(),
});
export type IaaSCredential = z.infer<typeof IaaSCredential>;

export const IaaSServer = z.looseObject({
  addresses: oObj(),
  client: oStr(),
  created: oStr(),
  flavor: oObj(),
  host_id: oStr(),
  id: oStr(),
  image: oObj(),
  key_name: oStr(),
  metadata: oObj(),
  name: oStr(),
  project_id: oStr(),
  project_name: oStr(),
  reseller: oStr(),
  status: oStr(),
  updated: oStr(),
  user_id: oStr(),
});
export type IaaSServer = z.infer<typeof IaaSServer>;

export const VolumeType = z.looseObject({
  description: oStr(),
  id: oStr(),
  name: oStr(),
  extra_specs: oObj(),
  is_public: oBool(),
  /** Nullable per the spec. */
  qos_specs_id: oNullableStr(),
});
export type VolumeType = z.infer<typeof VolumeType>;

/** An availability zone: {zoneName string, zoneState {}}. */
export const AvailabilityZone = z.looseObject({ zoneName: oStr(), zoneState: oObj() });
export type AvailabilityZone = z.infer<typeof AvailabilityZone>;

/** POST /iaas/credentials/{project_id}: {credential {}}. */
export const IaaSCredentialCreated = z.looseObject({ credential: oObj() });
export type IaaSCredentialCreated = z.infer<typeof IaaSCredentialCreated>;

/** POST /iaas/domains: {domain {}}. */
export const IaaSDomainCreated = z.looseObject({ domain: oObj() });
export type IaaSDomainCreated = z.infer<typeof IaaSDomainCreated>;

/** POST /iaas/projects: {project {}}. */
export const IaaSProjectCreated = z.looseObject({ project: oObj() });
export type IaaSProjectCreated = z.infer<typeof IaaSProjectCreated>;

/** GET /iaas/loadbalancers: an object of arrays. */
export const IaaSLoadBalancers = z.looseObject({
  healthmonitors: oArr(),
  l7policies: oArr(),
  l7rules: oArr(),
  listeners: oArr(),
  loadbalancers: oArr(),
  members: oArr(),
  pools: oArr(),
});
export type IaaSLoadBalancers = z.infer<typeof IaaSLoadBalancers>;

/** GET /iaas/networks: an object of arrays. */
export const IaaSNetworks = z.looseObject({
  floating_ips: oArr(),
  networks: oArr(),
  ports: oArr(),
  routers: oArr(),
  security_groups: oArr(),
  security_groups_rules: oArr(),
});
export type IaaSNetworks = z.infer<typeof IaaSNetworks>;

/** GET /iaas/volumes: an object of arrays. */
export const IaaSVolumes = z.looseObject({ backups: oArr(), snapshots: oArr(), volumes: oArr() });
export type IaaSVolumes = z.infer<typeof IaaSVolumes>;

/** POST /iaas/projects/quotas: DNS-style counters (integers) plus quota {} and quota_set {}. */
export const IaaSProjectQuotas = z.looseObject({
  api_export_size: oInt(),
  recordset_records: oInt(),
  zone_records: oInt(),
  zone_recordsets: oInt(),
  zones: oInt(),
  quota: oObj(),
  quota_set: oObj(),
});
export type IaaSProjectQuotas = z.infer<typeof IaaSProjectQuotas>;
