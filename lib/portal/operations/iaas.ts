/** Catalog piece: infrastructure (iaas) projects, domains, credentials and inventories. Their routes are in `../routes/iaas.ts`; joined in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineSchemas } from "../operation";
import { bool, int, noParams, optStr, pathParam, reqStr, reqStrArray, reqName, optText } from "../schemas/fields";
import {
  AvailabilityZone,
  IaaSCredential,
  IaaSCredentialCreated,
  IaaSDomain,
  IaaSDomainCreated,
  IaaSLoadBalancers,
  IaaSNetworks,
  IaaSProject,
  IaaSProjectCreated,
  IaaSProjectQuotas,
  IaaSServer,
  IaaSVolumes,
  VolumeType,
} from "../schemas/iaas";

const projectParams = () => z.strictObject({ project_id: pathParam() });

export const iaasOperations = {
  "iaas.availabilityZones.list": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(AvailabilityZone),
    summary: "Availability zones",
  }),
  "iaas.credentials.list": defineSchemas({
    params: projectParams(),
    body: null,
    output: z.array(IaaSCredential),
    summary: "Credentials of a project",
  }),
  "iaas.credentials.create": defineSchemas({
    params: projectParams(),
    body: z.strictObject({
      access_key: reqStr(),
      description: reqStr(),
      roles: reqStrArray(),
      secret_key: reqStr(),
      user_bound: bool(),
    }),
    output: IaaSCredentialCreated,
    summary: "Create a credential in a project",
  }),
  "iaas.credential.delete": defineSchemas({
    params: z.strictObject({ project_id: pathParam(), credential_id: pathParam() }),
    body: null,
    output: null,
    summary: "Delete a credential",
  }),
  "iaas.domains.list": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(IaaSDomain),
    summary: "Domains",
  }),
  "iaas.domains.create": defineSchemas({
    params: noParams(),
    body: z.strictObject({ name: reqName() }),
    output: IaaSDomainCreated,
    summary: "Create a domain",
  }),
  "iaas.loadBalancers.list": defineSchemas({
    params: noParams(),
    body: null,
    output: IaaSLoadBalancers,
    summary: "Load balancers and their parts",
  }),
  "iaas.networks.list": defineSchemas({
    params: noParams(),
    body: null,
    output: IaaSNetworks,
    summary: "Networks, ports, routers, floating IPs and security groups",
  }),
  "iaas.project.delete": defineSchemas({
    params: projectParams(),
    body: null,
    output: null,
    summary: "Delete a project",
  }),
  "iaas.project.disable": defineSchemas({
    params: projectParams(),
    body: null,
    output: null,
    summary: "Disable a project",
  }),
  "iaas.project.enable": defineSchemas({
    params: projectParams(),
    body: null,
    output: null,
    summary: "Enable a project",
  }),
  "iaas.projects.list": defineSchemas({
    params: noParams(),
    body: z.strictObject({ domain: optStr() }),
    output: z.array(IaaSProject),
    summary: "Projects, optionally of one domain",
  }),
  "iaas.projects.create": defineSchemas({
    params: noParams(),
    body: z.strictObject({
      name: reqName(),
      quota_profile: reqStr(),
      client: optStr(),
      description: optText(),
      reseller: optStr(),
    }),
    output: IaaSProjectCreated,
    summary: "Create a project",
  }),
  "iaas.projectQuotas.set": defineSchemas({
    params: noParams(),
    body: z.strictObject({
      client: reqStr(),
      project_id: reqStr(),
      reseller: reqStr(),
      limit: int().optional(),
      quota: optStr(),
      quota_profile: optStr(),
    }),
    output: IaaSProjectQuotas,
    summary: "Set the quotas of a project",
  }),
  "iaas.servers.list": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(IaaSServer),
    summary: "Servers",
  }),
  "iaas.volumeTypes.list": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(VolumeType),
    summary: "Volume types",
  }),
  "iaas.volumes.list": defineSchemas({
    params: noParams(),
    body: null,
    output: IaaSVolumes,
    summary: "Volumes, snapshots and volume backups",
  }),
};
