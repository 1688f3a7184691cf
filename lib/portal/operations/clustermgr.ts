/** Catalog piece: managed clusters (clustermgr). Their routes are in `../routes/clustermgr.ts`; joined in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineSchemas } from "../operation";
import {
  ClusterConfig,
  ClusterObject,
  ClusterSecret,
  ClusterStatus,
  SecretBinding,
  SecretBindingCreated,
  WorkerGroup,
} from "../schemas/clustermgr";
import {
  bool,
  expirationSeconds,
  optStr,
  pathParam,
  reqStr,
  reqZones,
  workerCount,
  zones,
  reqName,
} from "../schemas/fields";
import { SHOOT_NAME_MAX, WORKER_NAME_MAX } from "../schemas/limits";

const ns = () => z.strictObject({ namespace: pathParam() });
const secretParams = () => z.strictObject({ namespace: pathParam(), secret_name: pathParam() });
const shootParams = () => z.strictObject({ namespace: pathParam(), shoot_name: pathParam() });
const workerGroupParams = () =>
  z.strictObject({ namespace: pathParam(), shoot_name: pathParam(), worker_group_name: pathParam() });
const forceBody = () => z.strictObject({ force: bool().optional() });
const configBody = () => z.strictObject({ expiration_seconds: expirationSeconds().optional() });

/** Namespaced resources: secret bindings, secrets, clusters (shoots) and worker groups. */
export const clustermgrOperations = {
  "clustermgr.secretBindings.list": defineSchemas({
    params: ns(),
    body: null,
    output: z.array(SecretBinding),
    summary: "Secret bindings of a namespace",
  }),
  "clustermgr.secretBindings.create": defineSchemas({
    params: ns(),
    body: z.strictObject({ secret_name: reqStr(), secretbinding_name: reqStr() }),
    output: SecretBindingCreated,
    summary: "Bind a secret in a namespace",
  }),
  "clustermgr.secretBinding.get": defineSchemas({
    params: z.strictObject({ namespace: pathParam(), secret_binding_name: pathParam() }),
    body: null,
    output: z.array(SecretBinding),
    summary: "One secret binding",
  }),
  "clustermgr.secrets.list": defineSchemas({
    params: ns(),
    body: null,
    output: z.array(ClusterSecret),
    summary: "Secrets of a namespace",
  }),
  "clustermgr.secrets.create": defineSchemas({
    params: ns(),
    body: z.strictObject({
      app_credential_id: reqStr(),
      app_credential_name: reqStr(),
      app_credential_secret: reqStr(),
      domain_name: reqStr(),
      project_name: reqStr(),
      secret_name: reqStr(),
    }),
    output: ClusterSecret,
    summary: "Create an infrastructure credential secret",
  }),
  "clustermgr.secret.delete": defineSchemas({
    params: secretParams(),
    body: null,
    output: ClusterStatus,
    summary: "Delete a secret",
  }),
  "clustermgr.secret.get": defineSchemas({
    params: secretParams(),
    body: null,
    output: z.array(ClusterSecret),
    summary: "One secret",
  }),
  "clustermgr.secret.update": defineSchemas({
    params: secretParams(),
    body: z.strictObject({
      app_credential_id: optStr(),
      app_credential_name: optStr(),
      app_credential_secret: optStr(),
      domain_name: optStr(),
      project_name: optStr(),
    }),
    output: ClusterSecret,
    summary: "Update a secret",
  }),
  "clustermgr.shoots.list": defineSchemas({
    params: ns(),
    body: null,
    output: z.array(ClusterObject),
    summary: "Clusters of a namespace",
  }),
  "clustermgr.shoots.create": defineSchemas({
    params: ns(),
    body: z.strictObject({
      cloud_profile_name: reqStr(),
      image_name: reqStr(),
      image_version: reqStr(),
      cluster_version: reqStr(),
      iaas_flavor: reqStr(),
      purpose: reqStr(),
      region: reqStr(),
      secret_binding_name: reqStr(),
      shoot_name: reqName(SHOOT_NAME_MAX),
      zones: reqZones(),
      maximum_workers: workerCount().optional(),
      minimum_workers: workerCount().optional(),
      network_type: optStr(),
    }),
    output: ClusterObject,
    summary: "Create a cluster",
  }),
  "clustermgr.shoot.delete": defineSchemas({
    params: shootParams(),
    body: forceBody(),
    output: ClusterStatus,
    summary: "Delete a cluster",
  }),
  "clustermgr.shoot.get": defineSchemas({
    params: shootParams(),
    body: null,
    output: z.array(ClusterObject),
    summary: "One cluster",
  }),
  "clustermgr.shoot.update": defineSchemas({
    params: shootParams(),
    body: z.strictObject({
      image_name: optStr(),
      image_version: optStr(),
      cluster_version: optStr(),
      maximum_workers: workerCount().optional(),
      minimum_workers: workerCount().optional(),
      iaas_flavor: optStr(),
      purpose: optStr(),
      secret_binding_name: optStr(),
      zones: zones().optional(),
    }),
    output: ClusterObject,
    summary: "Update a cluster (worker data goes to the default worker group)",
  }),
  "clustermgr.shoot.adminConfig": defineSchemas({
    params: shootParams(),
    body: configBody(),
    output: ClusterConfig,
    summary: "Admin kubeconfig of a cluster",
  }),
  "clustermgr.shoot.viewerConfig": defineSchemas({
    params: shootParams(),
    body: configBody(),
    output: ClusterConfig,
    summary: "Viewer kubeconfig of a cluster",
  }),
  "clustermgr.workerGroups.list": defineSchemas({
    params: shootParams(),
    body: null,
    output: z.array(WorkerGroup),
    summary: "Worker groups of a cluster",
  }),
  "clustermgr.workerGroups.create": defineSchemas({
    params: shootParams(),
    body: z.strictObject({
      image_name: reqStr(),
      image_version: reqStr(),
      maximum_workers: workerCount(),
      minimum_workers: workerCount(),
      iaas_flavor: reqStr(),
      worker_name: reqName(WORKER_NAME_MAX),
      zones: reqZones(),
    }),
    output: ClusterObject,
    summary: "Add a worker group to a cluster",
  }),
  "clustermgr.workerGroup.delete": defineSchemas({
    params: workerGroupParams(),
    body: null,
    output: ClusterObject,
    summary: "Remove a worker group",
  }),
  "clustermgr.workerGroup.get": defineSchemas({
    params: workerGroupParams(),
    body: null,
    output: WorkerGroup,
    summary: "One worker group",
  }),
  "clustermgr.workerGroup.update": defineSchemas({
    params: workerGroupParams(),
    body: z.strictObject({
      image_name: optStr(),
      image_version: optStr(),
      maximum_workers: workerCount().optional(),
      minimum_workers: workerCount().optional(),
      iaas_flavor: optStr(),
      zones: zones().optional(),
    }),
    output: ClusterObject,
    summary: "Update a worker group",
  }),
};
