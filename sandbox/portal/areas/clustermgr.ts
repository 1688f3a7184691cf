/**
 * The sandbox portal's Cluster management area (clustermgr): cloud profiles, cluster projects, clusters (shoots),
 * worker groups, secrets and secret bindings.
 *
 * Sandbox choices where the spec is silent:
 * - A project `p` owns the namespace `garden-p` (spec.namespace); namespaced paths take that namespace.
 * - Cluster operations: lastOperation {type Create | Reconcile | Delete, state Processing → Succeeded} with progress
 *   0 → 100 % over 20 s (Create), 10 s (Reconcile: any update, worker groups included) or 8 s (Delete, then gone);
 *   conditions become True on success. Seeded clusters also show Error and Failed, which stay until an update.
 * - Updating a cluster with worker data changes its `worker-default` group; without that group: 409
 *   "the default worker group worker-default does not exist in this cluster".
 * - Delete cluster: a Delete operation, or gone at once with `force: true`. Delete project: 409 while it has
 *   clusters unless `force` (then clusters, secrets and bindings go with it). Delete secret: 409 while bound.
 * - Single-object GETs (project, cluster, secret, binding, profile) answer an array of one, as the spec shows.
 * - Secret data is masked: every key answers "****".
 * - Kubeconfigs: `expiration_seconds` 600..604800 (default 3600); 409 while the cluster has no API server yet.
 * - GET /clustermgr/shoots: `cluster_project` is the project object with the cluster under `cluster_project.shoot`.
 * - Images and cluster versions list plain version strings; the profile object keeps Gardener's richer shape.
 */
import { defineArea } from "../area";
import { seedClustermgr } from "../seed/clustermgr";
import {
  clusterVersions,
  getCloudProfile,
  listCloudProfiles,
  listImages,
  listMachineTypes,
  listRegions,
} from "./clustermgr/cloudprofiles";
import { adminClusterConfig, viewerClusterConfig } from "./clustermgr/kubeconfig";
import { tickShoots } from "./clustermgr/lifecycle";
import type { ClustermgrState } from "./clustermgr/model";
import {
  createProject,
  deleteProject,
  getProject,
  listAllShoots,
  listProjects,
  updateProject,
} from "./clustermgr/projects";
import {
  createBinding,
  createSecret,
  deleteSecret,
  getBinding,
  getSecret,
  listBindings,
  listSecrets,
  updateSecret,
} from "./clustermgr/secrets";
import { createShoot, deleteShoot, getShoot, listShoots, updateShoot } from "./clustermgr/shoots";
import {
  createWorkerGroup,
  deleteWorkerGroup,
  getWorkerGroup,
  listWorkerGroups,
  updateWorkerGroup,
} from "./clustermgr/workers";

export type { ClustermgrState } from "./clustermgr/model";

export const clustermgrArea = defineArea<ClustermgrState>({
  key: "clustermgr",
  seed: (region, services, options) => seedClustermgr(region, services, options),
  tick: tickShoots,
  handlers: {
    "clustermgr.secretBindings.list": listBindings,
    "clustermgr.secretBindings.create": createBinding,
    "clustermgr.secretBinding.get": getBinding,
    "clustermgr.secrets.list": listSecrets,
    "clustermgr.secrets.create": createSecret,
    "clustermgr.secret.delete": deleteSecret,
    "clustermgr.secret.get": getSecret,
    "clustermgr.secret.update": updateSecret,
    "clustermgr.shoots.list": listShoots,
    "clustermgr.shoots.create": createShoot,
    "clustermgr.shoot.delete": deleteShoot,
    "clustermgr.shoot.get": getShoot,
    "clustermgr.shoot.update": updateShoot,
    "clustermgr.shoot.adminConfig": adminClusterConfig,
    "clustermgr.shoot.viewerConfig": viewerClusterConfig,
    "clustermgr.workerGroups.list": listWorkerGroups,
    "clustermgr.workerGroups.create": createWorkerGroup,
    "clustermgr.workerGroup.delete": deleteWorkerGroup,
    "clustermgr.workerGroup.get": getWorkerGroup,
    "clustermgr.workerGroup.update": updateWorkerGroup,
    "clustermgr.cloudProfile.get": getCloudProfile,
    "clustermgr.cloudProfile.images": listImages,
    "clustermgr.cloudProfile.clusterVersions": clusterVersions,
    "clustermgr.cloudProfile.machineTypes": listMachineTypes,
    "clustermgr.cloudProfile.regions": listRegions,
    "clustermgr.cloudProfiles.list": listCloudProfiles,
    "clustermgr.projects.list": listProjects,
    "clustermgr.projects.create": createProject,
    "clustermgr.project.delete": deleteProject,
    "clustermgr.project.get": getProject,
    "clustermgr.project.update": updateProject,
    "clustermgr.allShoots.list": listAllShoots,
  },
});

export default clustermgrArea;
