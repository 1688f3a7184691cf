/** Catalog routes: namespaced cluster resources: secret bindings, secrets, clusters and worker groups. Their schemas are in `../operations/clustermgr.ts`; assembled in `lib/portal/routes.ts`. */
import type { RouteTable } from "../route";

/** Every read that shows a cluster: a change to one refreshes them all. */
const CLUSTER_READS = [
  "clustermgr.shoot.get",
  "clustermgr.shoots.list",
  "clustermgr.allShoots.list",
  "clustermgr.workerGroups.list",
  "clustermgr.workerGroup.get",
] as const;

/** Reads that show a cloud secret. */
const SECRET_READS = ["clustermgr.secrets.list", "clustermgr.secret.get"] as const;

// prettier-ignore
export const clustermgrRoutes = {
  "clustermgr.secretBindings.list": { area: "clustermgr", method: "GET", path: "/clustermgr/{namespace}/secretbindings", permission: "clustermgr_secret_bindings-get" },
  "clustermgr.secretBindings.create": { area: "clustermgr", method: "POST", path: "/clustermgr/{namespace}/secretbindings", permission: "clustermgr_secret_bindings-post", hasBody: true, invalidates: ["clustermgr.secretBindings.list", "clustermgr.secretBinding.get"] },
  "clustermgr.secretBinding.get": { area: "clustermgr", method: "GET", path: "/clustermgr/{namespace}/secretbindings/{secret_binding_name}", permission: "clustermgr_secret_bindings_actions-get" },
  "clustermgr.secrets.list": { area: "clustermgr", method: "GET", path: "/clustermgr/{namespace}/secrets", permission: "clustermgr_secrets-get" },
  "clustermgr.secrets.create": { area: "clustermgr", method: "POST", path: "/clustermgr/{namespace}/secrets", permission: "clustermgr_secrets-post", hasBody: true, invalidates: SECRET_READS },
  "clustermgr.secret.delete": { area: "clustermgr", method: "DELETE", path: "/clustermgr/{namespace}/secrets/{secret_name}", permission: "clustermgr_secret_actions-delete", invalidates: SECRET_READS },
  "clustermgr.secret.get": { area: "clustermgr", method: "GET", path: "/clustermgr/{namespace}/secrets/{secret_name}", permission: "clustermgr_secret_actions-get" },
  "clustermgr.secret.update": { area: "clustermgr", method: "PATCH", path: "/clustermgr/{namespace}/secrets/{secret_name}", permission: "clustermgr_secret_actions-patch", hasBody: true, invalidates: SECRET_READS },
  "clustermgr.shoots.list": { area: "clustermgr", method: "GET", path: "/clustermgr/{namespace}/shoots", permission: "clustermgr_shoots-get" },
  "clustermgr.shoots.create": { area: "clustermgr", method: "POST", path: "/clustermgr/{namespace}/shoots", permission: "clustermgr_shoots-post", hasBody: true, invalidates: ["clustermgr.shoots.list", "clustermgr.allShoots.list"] },
  "clustermgr.shoot.delete": { area: "clustermgr", method: "DELETE", path: "/clustermgr/{namespace}/shoots/{shoot_name}", permission: "clustermgr_shoot_actions-delete", hasBody: true, invalidates: CLUSTER_READS },
  "clustermgr.shoot.get": { area: "clustermgr", method: "GET", path: "/clustermgr/{namespace}/shoots/{shoot_name}", permission: "clustermgr_shoot_actions-get" },
  "clustermgr.shoot.update": { area: "clustermgr", method: "PATCH", path: "/clustermgr/{namespace}/shoots/{shoot_name}", permission: "clustermgr_shoot_actions-patch", hasBody: true, invalidates: CLUSTER_READS },
  "clustermgr.shoot.adminConfig": { area: "clustermgr", method: "GET", path: "/clustermgr/{namespace}/shoots/{shoot_name}/adminclusterconfig", permission: "clustermgr_shoot_cluster_admin_config_actions-get", hasBody: true },
  "clustermgr.shoot.viewerConfig": { area: "clustermgr", method: "GET", path: "/clustermgr/{namespace}/shoots/{shoot_name}/viewerclusterconfig", permission: "clustermgr_shoot_cluster_viwer_config_actions-get", hasBody: true },
  "clustermgr.workerGroups.list": { area: "clustermgr", method: "GET", path: "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups", permission: "clustermgr_shoot_worker_groups-get" },
  "clustermgr.workerGroups.create": { area: "clustermgr", method: "POST", path: "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups", permission: "clustermgr_shoot_worker_groups-post", hasBody: true, invalidates: CLUSTER_READS },
  "clustermgr.workerGroup.delete": { area: "clustermgr", method: "DELETE", path: "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups/{worker_group_name}", permission: "clustermgr_shoot_worker_groups_operations-delete", invalidates: CLUSTER_READS },
  "clustermgr.workerGroup.get": { area: "clustermgr", method: "GET", path: "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups/{worker_group_name}", permission: "clustermgr_shoot_worker_groups_operations-get" },
  "clustermgr.workerGroup.update": { area: "clustermgr", method: "PATCH", path: "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups/{worker_group_name}", permission: "clustermgr_shoot_worker_groups_operations-patch", hasBody: true, invalidates: CLUSTER_READS },
} as const satisfies RouteTable;
