import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { OperationDef } from "./operation";
import {
  buildPath,
  inputSchema,
  isOperationId,
  matchOperation,
  operationList,
  operationPieces,
  operations,
} from "./operations";
import * as ai from "./schemas/ai";
import * as backups from "./schemas/backups";
import * as clustermgr from "./schemas/clustermgr";
import { MAX_STRING } from "./schemas/fields";
import * as i18n from "./schemas/i18n";
import * as iaas from "./schemas/iaas";
import * as misc from "./schemas/misc";
import * as notifications from "./schemas/notifications";
import * as objstore from "./schemas/objstore";
import * as profiles from "./schemas/profiles";
import * as tasks from "./schemas/tasks";

/**
 * The spec's endpoint tables, transcribed independently of the catalog:
 * [id, area, method, path template, permission, required body fields, optional body fields].
 */
type Row = [string, string, string, string, string, string[], string[]];
// prettier-ignore
const EXPECTED: Row[] = [
  ["ai.costs.all", "ai", "GET", "/ai/cost/all", "ai_all_costs-get", [], []],
  ["ai.customer.get", "ai", "GET", "/ai/customer", "ai_customer-get", [], []],
  ["ai.keys.list", "ai", "GET", "/ai/keys", "ai-get", [], ["ai_project_id", "end", "start"]],
  ["ai.keys.create", "ai", "POST", "/ai/keys", "ai-post", ["description", "name", "tier", "user_bound"], ["project_id", "user"]],
  ["ai.key.delete", "ai", "DELETE", "/ai/keys/{key_id}", "ai_key-delete", [], []],
  ["ai.key.get", "ai", "GET", "/ai/keys/{key_id}", "ai_key-get", [], []],
  ["ai.key.update", "ai", "PATCH", "/ai/keys/{key_id}", "ai_key-patch", [], ["active", "budgets", "description", "llms", "name", "rate_limits"]],
  ["ai.key.assign", "ai", "PATCH", "/ai/keys/{key_id}/assignments", "ai_key_assignments-patch", [], ["project_id", "user_id"]],
  ["ai.key.cost", "ai", "GET", "/ai/keys/{key_id}/cost", "ai_key_cost-get", [], ["end", "start"]],
  ["ai.models.list", "ai", "GET", "/ai/models", "ai_models-get", [], ["list_all", "project", "providers"]],
  ["ai.project.delete", "ai", "DELETE", "/ai/project/{ai_project_id}", "ai_team_management-delete", [], []],
  ["ai.project.get", "ai", "GET", "/ai/project/{ai_project_id}", "ai_team_management-get", [], []],
  ["ai.project.update", "ai", "PATCH", "/ai/project/{ai_project_id}", "ai_team_management-patch", [], ["apply_keys", "budgets", "description", "llms", "name", "rate_limits", "remove"]],
  ["ai.project.cost", "ai", "GET", "/ai/project/{ai_project_id}/cost", "ai_team_management_cost-get", [], ["end", "start"]],
  ["ai.project.toggle", "ai", "PATCH", "/ai/project/{ai_project_id}/toggle", "ai_team_management_toggle-patch", [], []],
  ["ai.projectUsers.remove", "ai", "DELETE", "/ai/project/{ai_project_id}/users", "ai_team_users_management-delete", ["users_ids"], []],
  ["ai.projectUsers.list", "ai", "GET", "/ai/project/{ai_project_id}/users", "ai_team_users_management-get", [], []],
  ["ai.projectUsers.add", "ai", "POST", "/ai/project/{ai_project_id}/users", "ai_team_users_management-post", ["users_ids"], []],
  ["ai.projects.list", "ai", "GET", "/ai/projects", "ai_teams_management-get", [], []],
  ["ai.projects.create", "ai", "POST", "/ai/projects", "ai_teams_management-post", ["description", "name", "tier"], ["apply_keys"]],
  ["ai.providers.list", "ai", "GET", "/ai/providers", "ai_providers-get", [], []],
  ["backup.create", "backups", "POST", "/backup", "create_backup-post", ["policy_id", "resource_id", "resource_type", "starting_hour"], []],
  ["backup.get", "backups", "GET", "/backup/{backup_id}", "backup-get", [], []],
  ["backup.cancel", "backups", "PATCH", "/backup/{backup_id}/cancel", "cancel_backup-patch", [], []],
  ["backup.extend", "backups", "PATCH", "/backup/{backup_id}/extend", "extend_backup_time-patch", ["ttl"], []],
  ["backup.forceStart", "backups", "POST", "/backup/{backup_id}/force_start", "force_backup_start-post", [], []],
  ["backup.unassignPolicy", "backups", "DELETE", "/backup/{backup_id}/unassign/{policy_id}", "unassign_backup_policy-delete", ["reason", "resource_id", "ttl"], []],
  ["backup.policies.list", "backups", "GET", "/backup/policies", "backup_policies-get", [], ["show_all"]],
  ["backup.project.get", "backups", "GET", "/backup/resource/project/{project_id}/details", "backup_project-get", [], []],
  ["backup.vm.get", "backups", "GET", "/backup/resource/project/{project_id}/vm/{vm_id}/details", "backup_vm-get", [], []],
  ["backup.vmVolumes.list", "backups", "GET", "/backup/resource/project/{project_id}/vm/{vm_id}/volumes", "backup_vm_volumes-get", [], ["get_all", "simple"]],
  ["backup.vms.list", "backups", "GET", "/backup/resource/project/{project_id}/vms", "backup_vms-get", [], ["get_all", "simple"]],
  ["backup.volume.get", "backups", "GET", "/backup/resource/project/{project_id}/volume/{volume_id}/details", "backup_volume-get", [], []],
  ["backup.projects.list", "backups", "GET", "/backup/resource/projects", "backup_projects-get", [], ["get_all", "simple"]],
  ["backup.resources.get", "backups", "GET", "/backup/resources", "backup_resources-get", [], []],
  ["backups.list", "backups", "GET", "/backups", "backups-get", [], []],
  ["backups.forResource", "backups", "GET", "/backups/{resource_id}", "backups_resource-get", [], []],
  ["backups.refreshResources", "backups", "PATCH", "/backups/refresh_resources", "backup_refresh-patch", [], []],
  ["resources.backups.get", "backups", "GET", "/resources/backups", "resources_backups-get", [], []],
  ["resources.computeVolumes.get", "backups", "GET", "/resources/compute_volumes", "resources_compute_volumes-get", [], []],
  ["backup.restore", "backups", "POST", "/restore/{backup_id}", "restore_backup-post", [], []],
  ["backup.restoreImage", "backups", "POST", "/restore/{backup_id}/image", "restore_backup_image-post", ["volume_name"], []],
  ["backup.restoreVolume", "backups", "POST", "/restore/{backup_id}/volume", "restore_backup_volume-post", ["availability_zone", "volume_name", "volume_type"], []],
  ["context.get", "context", "GET", "/context", "context-get", [], []],
  ["dashboard.get", "dashboards", "GET", "/dashboard/{dashboard_path}", "dashboard-get", [], []],
  ["dashboard.elements.list", "dashboards", "GET", "/dashboard/elements", "elements_get-get", [], []],
  ["dashboards.menu", "dashboards", "GET", "/dashboards", "dashboards-get", [], []],
  ["dashboards.all", "dashboards", "GET", "/dashboards/all", "dashboard_all-get", [], []],
  ["objaccess.get", "objaccess", "GET", "/objaccess", "objaccess-get", ["resource_id"], []],
  ["objaccess.update", "objaccess", "PATCH", "/objaccess", "objaccess-patch", ["access_key", "resource_id", "secret_key"], []],
  ["clustermgr.secretBindings.list", "clustermgr", "GET", "/clustermgr/{namespace}/secretbindings", "clustermgr_secret_bindings-get", [], []],
  ["clustermgr.secretBindings.create", "clustermgr", "POST", "/clustermgr/{namespace}/secretbindings", "clustermgr_secret_bindings-post", ["secret_name", "secretbinding_name"], []],
  ["clustermgr.secretBinding.get", "clustermgr", "GET", "/clustermgr/{namespace}/secretbindings/{secret_binding_name}", "clustermgr_secret_bindings_actions-get", [], []],
  ["clustermgr.secrets.list", "clustermgr", "GET", "/clustermgr/{namespace}/secrets", "clustermgr_secrets-get", [], []],
  ["clustermgr.secrets.create", "clustermgr", "POST", "/clustermgr/{namespace}/secrets", "clustermgr_secrets-post", ["app_credential_id", "app_credential_name", "app_credential_secret", "domain_name", "project_name", "secret_name"], []],
  ["clustermgr.secret.delete", "clustermgr", "DELETE", "/clustermgr/{namespace}/secrets/{secret_name}", "clustermgr_secret_actions-delete", [], []],
  ["clustermgr.secret.get", "clustermgr", "GET", "/clustermgr/{namespace}/secrets/{secret_name}", "clustermgr_secret_actions-get", [], []],
  ["clustermgr.secret.update", "clustermgr", "PATCH", "/clustermgr/{namespace}/secrets/{secret_name}", "clustermgr_secret_actions-patch", [], ["app_credential_id", "app_credential_name", "app_credential_secret", "domain_name", "project_name"]],
  ["clustermgr.shoots.list", "clustermgr", "GET", "/clustermgr/{namespace}/shoots", "clustermgr_shoots-get", [], []],
  ["clustermgr.shoots.create", "clustermgr", "POST", "/clustermgr/{namespace}/shoots", "clustermgr_shoots-post", ["cloud_profile_name", "image_name", "image_version", "cluster_version", "iaas_flavor", "purpose", "region", "secret_binding_name", "shoot_name", "zones"], ["maximum_workers", "minimum_workers", "network_type"]],
  ["clustermgr.shoot.delete", "clustermgr", "DELETE", "/clustermgr/{namespace}/shoots/{shoot_name}", "clustermgr_shoot_actions-delete", [], ["force"]],
  ["clustermgr.shoot.get", "clustermgr", "GET", "/clustermgr/{namespace}/shoots/{shoot_name}", "clustermgr_shoot_actions-get", [], []],
  ["clustermgr.shoot.update", "clustermgr", "PATCH", "/clustermgr/{namespace}/shoots/{shoot_name}", "clustermgr_shoot_actions-patch", [], ["image_name", "image_version", "cluster_version", "maximum_workers", "minimum_workers", "iaas_flavor", "purpose", "secret_binding_name", "zones"]],
  ["clustermgr.shoot.adminConfig", "clustermgr", "GET", "/clustermgr/{namespace}/shoots/{shoot_name}/adminclusterconfig", "clustermgr_shoot_cluster_admin_config_actions-get", [], ["expiration_seconds"]],
  ["clustermgr.shoot.viewerConfig", "clustermgr", "GET", "/clustermgr/{namespace}/shoots/{shoot_name}/viewerclusterconfig", "clustermgr_shoot_cluster_viwer_config_actions-get", [], ["expiration_seconds"]],
  ["clustermgr.workerGroups.list", "clustermgr", "GET", "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups", "clustermgr_shoot_worker_groups-get", [], []],
  ["clustermgr.workerGroups.create", "clustermgr", "POST", "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups", "clustermgr_shoot_worker_groups-post", ["image_name", "image_version", "maximum_workers", "minimum_workers", "iaas_flavor", "worker_name", "zones"], []],
  ["clustermgr.workerGroup.delete", "clustermgr", "DELETE", "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups/{worker_group_name}", "clustermgr_shoot_worker_groups_operations-delete", [], []],
  ["clustermgr.workerGroup.get", "clustermgr", "GET", "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups/{worker_group_name}", "clustermgr_shoot_worker_groups_operations-get", [], []],
  ["clustermgr.workerGroup.update", "clustermgr", "PATCH", "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups/{worker_group_name}", "clustermgr_shoot_worker_groups_operations-patch", [], ["image_name", "image_version", "maximum_workers", "minimum_workers", "iaas_flavor", "zones"]],
  ["clustermgr.cloudProfile.get", "clustermgr", "GET", "/clustermgr/cloudprofile/{cloudprofilename}", "clustermgr_cloud_profile-get", [], []],
  ["clustermgr.cloudProfile.images", "clustermgr", "GET", "/clustermgr/cloudprofile/{cloudprofilename}/images", "clustermgr_images-get", [], []],
  ["clustermgr.cloudProfile.clusterVersions", "clustermgr", "GET", "/clustermgr/cloudprofile/{cloudprofilename}/cluster-versions", "clustermgr_cluster_versions-get", [], []],
  ["clustermgr.cloudProfile.machineTypes", "clustermgr", "GET", "/clustermgr/cloudprofile/{cloudprofilename}/machine-types", "clustermgr_machine_types-get", [], []],
  ["clustermgr.cloudProfile.regions", "clustermgr", "GET", "/clustermgr/cloudprofile/{cloudprofilename}/regions", "clustermgr_regions-get", [], []],
  ["clustermgr.cloudProfiles.list", "clustermgr", "GET", "/clustermgr/cloudprofiles", "clustermgr_cloud_profiles-get", [], ["cloudprofilename"]],
  ["clustermgr.projects.list", "clustermgr", "GET", "/clustermgr/projects", "clustermgr_projects-get", [], ["namespace_filter", "project_name"]],
  ["clustermgr.projects.create", "clustermgr", "POST", "/clustermgr/projects", "clustermgr_projects-post", ["project_id", "purpose"], ["description", "owner", "reseller_prefix"]],
  ["clustermgr.project.delete", "clustermgr", "DELETE", "/clustermgr/projects/{project_name}", "clustermgr_project_action-delete", [], ["force"]],
  ["clustermgr.project.get", "clustermgr", "GET", "/clustermgr/projects/{project_name}", "clustermgr_project_action-get", [], []],
  ["clustermgr.project.update", "clustermgr", "PATCH", "/clustermgr/projects/{project_name}", "clustermgr_project_action-patch", [], ["description", "owner", "prepare_delete", "purpose"]],
  ["clustermgr.allShoots.list", "clustermgr", "GET", "/clustermgr/shoots", "clustermgr_all_shoots-get", [], ["cluster_project_name", "shoot_name"]],
  ["i18n.lang.get", "i18n", "GET", "/i18n/lang/{lang}", "i18n_lang-get", [], []],
  ["i18n.lang.save", "i18n", "POST", "/i18n/lang/{lang}", "i18n_lang-post", ["key", "value"], ["insert"]],
  ["i18n.lang.table", "i18n", "GET", "/i18n/lang/{lang}/table", "i18n_lang_table-get", [], []],
  ["i18n.langs.list", "i18n", "GET", "/i18n/langs", "i18n_langs-get", [], []],
  ["notifications.list", "notifications", "GET", "/notification", "notification-get", [], ["unread"]],
  ["notifications.markRead", "notifications", "PATCH", "/notification", "notification-patch", ["id"], []],
  ["iaas.availabilityZones.list", "iaas", "GET", "/iaas/availability_zones", "iaas_availability_zones-get", [], []],
  ["iaas.credentials.list", "iaas", "GET", "/iaas/credentials/{project_id}", "iaas_credentials-get", [], []],
  ["iaas.credentials.create", "iaas", "POST", "/iaas/credentials/{project_id}", "iaas_credentials-post", ["access_key", "description", "roles", "secret_key", "user_bound"], []],
  ["iaas.credential.delete", "iaas", "DELETE", "/iaas/credentials/{project_id}/credential/{credential_id}", "iaas_credential-delete", [], []],
  ["iaas.domains.list", "iaas", "GET", "/iaas/domains", "iaas_domains-get", [], []],
  ["iaas.domains.create", "iaas", "POST", "/iaas/domains", "iaas_domains-post", ["name"], []],
  ["iaas.loadBalancers.list", "iaas", "GET", "/iaas/loadbalancers", "iaas_loadbalancers-get", [], []],
  ["iaas.networks.list", "iaas", "GET", "/iaas/networks", "iaas_networks-get", [], []],
  ["iaas.project.delete", "iaas", "DELETE", "/iaas/project/{project_id}", "iaas_project-delete", [], []],
  ["iaas.project.disable", "iaas", "PATCH", "/iaas/project/{project_id}/disable", "iaas_project_disable-patch", [], []],
  ["iaas.project.enable", "iaas", "PATCH", "/iaas/project/{project_id}/enable", "iaas_project_enable-patch", [], []],
  ["iaas.projects.list", "iaas", "GET", "/iaas/projects", "iaas_projects-get", [], ["domain"]],
  ["iaas.projects.create", "iaas", "POST", "/iaas/projects", "iaas_projects-post", ["name", "quota_profile"], ["client", "description", "reseller"]],
  ["iaas.projectQuotas.set", "iaas", "POST", "/iaas/projects/quotas", "iaas_projects_quotas-post", ["client", "project_id", "reseller"], ["limit", "quota", "quota_profile"]],
  ["iaas.servers.list", "iaas", "GET", "/iaas/servers", "iaas_servers-get", [], []],
  ["iaas.volumeTypes.list", "iaas", "GET", "/iaas/volume_types", "iaas_volume_types-get", [], []],
  ["iaas.volumes.list", "iaas", "GET", "/iaas/volumes", "iaas_volumes-get", [], []],
  ["profiles.list", "profiles", "GET", "/profile", "profile-get", [], ["profile_type"]],
  ["profiles.assignment.remove", "profiles", "DELETE", "/profile/assign", "profile_assign-delete", ["client_id", "entity", "profile_id", "profile_type", "reseller_name"], []],
  ["profiles.assignment.replace", "profiles", "PATCH", "/profile/assign", "profile_assign-patch", ["client_id", "entity", "profile_ids", "profile_type", "reseller_name"], []],
  ["profiles.assignment.add", "profiles", "POST", "/profile/assign", "profile_assign-post", ["client_id", "entity", "profile_id", "profile_type", "reseller_name"], []],
  ["profile.dashboards.list", "profiles", "GET", "/profile/dashboard/{name}", "profile_dashboard-get", [], []],
  ["profile.permissions.list", "profiles", "GET", "/profile/permission/{name}", "profile_permissions-get", [], []],
  ["profile.profiles.list", "profiles", "GET", "/profile/profiles/{name}", "profile_profiles-get", [], []],
  ["quotas.profiles.list", "quotas", "GET", "/profile/quota", "quota_profile-get", [], []],
  ["quotas.profile.show", "quotas", "POST", "/profile/quota/{profile_id}", "quota_profile_show-post", [], ["client_id", "reseller_name", "resource_id"]],
  ["profiles.tree.get", "profiles", "GET", "/profiles/tree", "profiles_tree-get", [], []],
  ["property.list", "property", "GET", "/property", "property-get", [], []],
  ["property.save", "property", "POST", "/property", "property-post", ["description", "property", "value"], []],
  ["quotas.list", "quotas", "GET", "/quota", "quota-get", [], []],
  ["quotas.limit.set", "quotas", "POST", "/quota", "quota-post", ["client_id", "limit", "quota", "reseller", "resource_id"], []],
  ["quotas.increase.request", "quotas", "POST", "/quota/increase", "quota_increase-post", ["increase", "quotas"], []],
  ["quotas.overview.lines", "quotas", "GET", "/quota/overview/line", "quota_line-get", [], []],
  ["quotas.requests.list", "quotas", "GET", "/quota/requests", "quota_requests-get", [], []],
  ["quotas.requests.accept", "quotas", "PATCH", "/quota/requests/accept", "quota_requests_accept-patch", ["quotas"], []],
  ["quotas.requests.reject", "quotas", "PATCH", "/quota/requests/reject", "quota_requests_reject-patch", ["quotas"], []],
  ["quotas.tree.get", "quotas", "GET", "/quota/tree", "quota_tree-get", [], []],
  ["quotas.limits.set", "quotas", "POST", "/quotas", "quotas-post", ["client_id", "quotas", "reseller", "resource_id"], []],
  ["users.disable", "users", "PATCH", "/reseller/{name}/client/{client}/user/{id}/disable", "user_disable-disable", ["reseller"], []],
  ["users.enable", "users", "PATCH", "/reseller/{name}/client/{client}/user/{id}/enable", "user_activate-enable", ["reseller"], []],
  ["users.iaasRole.add", "users", "PATCH", "/reseller/{name}/client/{client}/user/{id}/iaas/role/add", "user_iaas_role-patch", [], ["domain_id", "project_id", "role"]],
  ["objstore.objectVersions.deleteAll", "objstore", "DELETE", "/objstore/objects/versions", "objstore_delete_objects_versions-delete", ["bucket", "project_id", "objstore_url"], []],
  ["objstore.sharedBucket.delete", "objstore", "DELETE", "/objstore/shared_bucket", "objstore_shared_bucket-delete", ["bucket"], []],
  ["objstore.sharedBuckets.list", "objstore", "GET", "/objstore/shared_bucket", "objstore_shared_bucket-get", [], []],
  ["objstore.sharedBucket.create", "objstore", "POST", "/objstore/shared_bucket", "objstore_shared_bucket-post", ["bucket", "project_id", "objstore_url"], []],
  ["objstore.sharedUrl.get", "objstore", "GET", "/objstore/shared_url", "objstore_shared_url-get", ["bucket", "key"], []],
  ["objstore.sharedUrl.create", "objstore", "POST", "/objstore/shared_url", "objstore_shared_url-post", ["bucket", "expire", "key", "url"], []],
  ["tasks.list", "tasks", "GET", "/task", "task-get", [], ["unread"]],
  ["tasks.create", "tasks", "POST", "/task", "task-post", ["name"], []],
  ["task.markRead", "tasks", "POST", "/task/{task_id}", "task_read-post", [], []],
  ["task.run", "tasks", "POST", "/task/{task_id}/run", "task_run-post", [], []],
  ["task.steps.list", "tasks", "GET", "/task/{task_id}/step", "task_step-get", [], []],
  ["task.steps.create", "tasks", "POST", "/task/{task_id}/step", "task_step-post", ["description", "method", "params", "step_path"], ["step_id"]],
  ["theme.get", "themes", "GET", "/theme", "theme-get", [], ["client_id", "reseller_id"]],
];

const byId = new Map(operationList.map((op) => [op.id, op]));
const opOf = (id: string): OperationDef => {
  const op = byId.get(id);
  if (!op) throw new Error(`missing operation ${id}`);
  return op;
};
const templateParams = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
const issuePaths = (r: { success: boolean; error?: z.ZodError }) =>
  (r.error?.issues ?? []).map((i) => i.path.join("."));

describe("catalog completeness", () => {
  it("has the 142 operations of the spec, one per table row", () => {
    expect(EXPECTED).toHaveLength(142);
    expect(operationList).toHaveLength(142);
    expect(Object.keys(operations)).toHaveLength(142);
    // no piece silently overrides another's id when spread together
    expect(operationPieces.reduce((n, piece) => n + Object.keys(piece).length, 0)).toBe(142);
    expect(new Set(operationList.map((op) => op.id)).size).toBe(142);
    expect(new Set(EXPECTED.map((r) => r[0])).size).toBe(142);
    expect([...byId.keys()].sort()).toEqual(EXPECTED.map((r) => r[0]).sort());
  });

  it("keys equal ids, ids are <area>.<resource>.<verb>-style lower camel", () => {
    for (const [key, op] of Object.entries(operations)) {
      expect(op.id).toBe(key);
      expect(key).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*){1,2}$/);
      expect(isOperationId(key)).toBe(true);
      expect(op.summary.length).toBeGreaterThan(0);
    }
    expect(isOperationId("toString")).toBe(false);
  });

  it("method + path template pairs are unique", () => {
    const routes = operationList.map((op) => `${op.method} ${op.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(EXPECTED)("%s: area, method, path and permission match the spec", (id, area, method, path, permission) => {
    const op = opOf(id);
    expect({ area: op.area, method: op.method, path: op.path, permission: op.permission }).toEqual({
      area,
      method,
      path,
      permission,
    });
  });
});

describe("inputs", () => {
  it.each(EXPECTED)(
    "%s: every {param} has a string schema, and nothing else is a param",
    (id, _area, _method, path) => {
      const op = opOf(id);
      const names = templateParams(path);
      expect(Object.keys(op.params.shape).sort()).toEqual([...names].sort());
      for (const name of names) {
        const schema = op.params.shape[name] as z.ZodType;
        expect(schema.safeParse("abc").success).toBe(true);
        expect(schema.safeParse("").success).toBe(false);
        expect(schema.safeParse("..").success).toBe(false);
        expect(schema.safeParse("a/b").success).toBe(false);
        expect(schema.safeParse(1).success).toBe(false);
        expect(schema.safeParse("x".repeat(513)).success).toBe(false);
      }
      expect(op.params.safeParse({ ...Object.fromEntries(names.map((n) => [n, "v"])), extra: "v" }).success).toBe(
        false,
      );
    },
  );

  it.each(EXPECTED)(
    "%s: body fields and required-ness match the spec",
    (id, _area, _method, _path, _permission, required, optional) => {
      const op = opOf(id);
      if (required.length + optional.length === 0) {
        expect(op.body).toBeNull();
        return;
      }
      expect(op.body).not.toBeNull();
      const shape = op.body!.shape as Record<string, z.ZodType>;
      expect(Object.keys(shape).sort()).toEqual([...required, ...optional].sort());
      for (const name of required) expect(shape[name].safeParse(undefined).success, name).toBe(false);
      for (const name of optional) expect(shape[name].safeParse(undefined).success, name).toBe(true);
      // unknown body fields are rejected, named in the issue
      const r = op.body!.safeParse({ not_a_field: "x" });
      expect(r.success).toBe(false);
      expect(JSON.stringify(r.error?.issues)).toContain("not_a_field");
    },
  );

  it("no operation uses a name both as path parameter and body field", () => {
    for (const op of operationList) {
      if (!op.body) continue;
      for (const name of Object.keys(op.params.shape)) expect(Object.keys(op.body.shape), op.id).not.toContain(name);
    }
  });

  const BOOLEANS = [
    "user_bound",
    "active",
    "list_all",
    "show_all",
    "get_all",
    "simple",
    "unread",
    "force",
    "insert",
    "prepare_delete",
  ];
  const STRING_ARRAYS = ["llms", "users_ids", "providers", "profile_ids", "roles", "apply_keys", "remove"];
  const OBJECT_ARRAYS = ["budgets", "rate_limits", "quotas"];
  const INTEGERS = ["limit", "increase"];
  const SPECIAL = ["expiration_seconds", "starting_hour", "minimum_workers", "maximum_workers", "zones"];

  it("body field types follow the documented naming rules; everything else is a bounded string", () => {
    for (const op of operationList) {
      if (!op.body) continue;
      for (const [name, schema] of Object.entries(op.body.shape as Record<string, z.ZodType>)) {
        const ok = (v: unknown) => schema.safeParse(v).success;
        const where = `${op.id}.${name}`;
        if (BOOLEANS.includes(name)) {
          expect([ok(true), ok("true")], where).toEqual([true, false]);
        } else if (STRING_ARRAYS.includes(name)) {
          expect([ok(["a"]), ok("a"), ok([{}])], where).toEqual([true, false, false]);
        } else if (OBJECT_ARRAYS.includes(name)) {
          expect([ok([{ a: 1 }]), ok("a"), ok(["a"])], where).toEqual([true, false, false]);
        } else if (INTEGERS.includes(name)) {
          expect([ok(5), ok(1.5), ok("5")], where).toEqual([true, false, false]);
        } else if (SPECIAL.includes(name)) {
          continue; // checked below
        } else {
          expect([ok("x"), ok(1), ok(true), ok("x".repeat(MAX_STRING + 1))], where).toEqual([
            true,
            false,
            false,
            false,
          ]);
        }
      }
    }
  });
});

describe("literal samples from the spec (at least two per area)", () => {
  const SAMPLES: [string, string, string[]][] = [
    ["ai.key.delete", "ai_key-delete", []],
    ["ai.keys.create", "ai-post", ["description", "name", "tier", "user_bound"]],
    ["ai.projectUsers.add", "ai_team_users_management-post", ["users_ids"]],
    ["backup.create", "create_backup-post", ["policy_id", "resource_id", "resource_type", "starting_hour"]],
    ["backup.unassignPolicy", "unassign_backup_policy-delete", ["reason", "resource_id", "ttl"]],
    ["context.get", "context-get", []],
    ["dashboard.elements.list", "elements_get-get", []],
    ["dashboards.all", "dashboard_all-get", []],
    ["objaccess.get", "objaccess-get", ["resource_id"]],
    ["objaccess.update", "objaccess-patch", ["access_key", "resource_id", "secret_key"]],
    ["clustermgr.shoot.viewerConfig", "clustermgr_shoot_cluster_viwer_config_actions-get", []],
    [
      "clustermgr.workerGroups.create",
      "clustermgr_shoot_worker_groups-post",
      ["image_name", "image_version", "maximum_workers", "minimum_workers", "iaas_flavor", "worker_name", "zones"],
    ],
    ["i18n.lang.save", "i18n_lang-post", ["key", "value"]],
    ["i18n.langs.list", "i18n_langs-get", []],
    ["notifications.list", "notification-get", []],
    ["notifications.markRead", "notification-patch", ["id"]],
    [
      "iaas.credentials.create",
      "iaas_credentials-post",
      ["access_key", "description", "roles", "secret_key", "user_bound"],
    ],
    ["iaas.projectQuotas.set", "iaas_projects_quotas-post", ["client", "project_id", "reseller"]],
    [
      "profiles.assignment.replace",
      "profile_assign-patch",
      ["client_id", "entity", "profile_ids", "profile_type", "reseller_name"],
    ],
    ["profile.permissions.list", "profile_permissions-get", []],
    ["property.save", "property-post", ["description", "property", "value"]],
    ["property.list", "property-get", []],
    ["quotas.limit.set", "quota-post", ["client_id", "limit", "quota", "reseller", "resource_id"]],
    ["quotas.profiles.list", "quota_profile-get", []],
    ["users.disable", "user_disable-disable", ["reseller"]],
    ["users.enable", "user_activate-enable", ["reseller"]],
    ["objstore.sharedUrl.create", "objstore_shared_url-post", ["bucket", "expire", "key", "url"]],
    [
      "objstore.objectVersions.deleteAll",
      "objstore_delete_objects_versions-delete",
      ["bucket", "project_id", "objstore_url"],
    ],
    ["task.steps.create", "task_step-post", ["description", "method", "params", "step_path"]],
    ["task.markRead", "task_read-post", []],
    ["theme.get", "theme-get", []],
  ];
  it.each(SAMPLES)("%s requires %s and body %j", (id, permission, required) => {
    const op = opOf(id);
    expect(op.permission).toBe(permission);
    const shape = (op.body?.shape ?? {}) as Record<string, z.ZodType>;
    expect(
      Object.keys(shape)
        .filter((k) => !shape[k].safeParse(undefined).success)
        .sort(),
    ).toEqual([...required].sort());
  });
  it("covers every area", () => {
    const areas = new Set(SAMPLES.map(([id]) => opOf(id).area));
    expect(areas).toEqual(new Set(operationList.map((op) => op.area)));
  });
});

describe("matchOperation", () => {
  const idOf = (method: string, path: string) => matchOperation(method, path)?.op.id ?? null;

  it("literal segments win over {param} segments", () => {
    expect(idOf("GET", "/backup/policies")).toBe("backup.policies.list");
    expect(idOf("GET", "/backup/b-1")).toBe("backup.get");
    expect(idOf("GET", "/dashboard/elements")).toBe("dashboard.elements.list");
    expect(idOf("GET", "/dashboard/home")).toBe("dashboard.get");
    expect(idOf("GET", "/clustermgr/projects")).toBe("clustermgr.projects.list");
    expect(idOf("GET", "/clustermgr/shoots")).toBe("clustermgr.allShoots.list");
    expect(idOf("GET", "/clustermgr/garden-x/shoots")).toBe("clustermgr.shoots.list");
    expect(idOf("GET", "/clustermgr/projects/shoots")).toBe("clustermgr.project.get");
    expect(idOf("GET", "/clustermgr/cloudprofiles")).toBe("clustermgr.cloudProfiles.list");
    expect(idOf("GET", "/clustermgr/cloudprofile/p1/images")).toBe("clustermgr.cloudProfile.images");
    expect(idOf("GET", "/backups/refresh_resources")).toBe("backups.forResource");
    expect(idOf("PATCH", "/backups/refresh_resources")).toBe("backups.refreshResources");
    expect(idOf("GET", "/profile/quota")).toBe("quotas.profiles.list");
    expect(idOf("POST", "/profile/quota/p1")).toBe("quotas.profile.show");
    expect(idOf("POST", "/iaas/projects/quotas")).toBe("iaas.projectQuotas.set");
  });

  it("returns decoded params by name", () => {
    expect(matchOperation("GET", "/clustermgr/ns%201/shoots/s1/workergroups/wg%C3%A9")).toEqual({
      op: operations["clustermgr.workerGroup.get"],
      params: { namespace: "ns 1", shoot_name: "s1", worker_group_name: "wgé" },
    });
    expect(matchOperation("patch", "/reseller/r/client/c/user/u%2B1/disable")?.params).toEqual({
      name: "r",
      client: "c",
      id: "u+1",
    });
  });

  it("rejects unknown routes, methods and malformed paths", () => {
    expect(idOf("GET", "/nope")).toBeNull();
    expect(idOf("PUT", "/ai/keys")).toBeNull();
    expect(idOf("POST", "/backup/b1")).toBeNull();
    expect(idOf("GET", "/ai/keys/")).toBeNull();
    expect(idOf("GET", "//ai/keys")).toBeNull();
    expect(idOf("GET", "/ai/keys/%E0%A4%A")).toBeNull();
    expect(idOf("GET", "/")).toBeNull();
    expect(idOf("GET", "/ai/keys/k1/extra")).toBeNull();
  });

  it.each([
    "/ai/keys/..",
    "/ai/keys/.",
    "/ai/keys/%2e%2e",
    "/ai/keys/%2E",
    "/ai/keys/a%2Fb",
    "/ai/keys/a%2fb",
    "/ai/keys/a%5Cb",
    "/ai/keys/a\\b",
    "/ai/keys/a%00b",
    "/ai/keys/a%0Ab",
    "/ai/keys/%7F",
    "/ai/keys/../keys",
    "/ai/%2e%2e/keys",
  ])("rejects traversal or unsafe segment %s", (path) => {
    expect(matchOperation("GET", path)).toBeNull();
  });

  it.each(EXPECTED)("%s: routes to itself through buildPath", (id) => {
    const op = opOf(id);
    const params = Object.fromEntries(templateParams(op.path).map((n) => [n, `${n} x/é?#%`.replace("/", "")]));
    expect(matchOperation(op.method, buildPath(op, params))).toEqual({ op, params });
  });
});

describe("buildPath", () => {
  it("percent-encodes each parameter", () => {
    expect(buildPath(operations["ai.key.get"], { key_id: "a b?#&" })).toBe("/ai/keys/a%20b%3F%23%26");
    expect(buildPath(operations["backup.unassignPolicy"], { backup_id: "b1", policy_id: "p1" })).toBe(
      "/backup/b1/unassign/p1",
    );
    expect(buildPath(operations["ai.keys.list"], {})).toBe("/ai/keys");
  });
  it("refuses missing or unsafe parameters", () => {
    expect(() => buildPath(operations["ai.key.get"], {})).toThrow(/key_id/);
    for (const bad of ["", ".", "..", "a/b", "a\\b", "a\u0000"]) {
      expect(() => buildPath(operations["ai.key.get"], { key_id: bad })).toThrow(/key_id/);
    }
  });
});

describe("inputSchema", () => {
  it("merges params and body into one strict flat object, cached", () => {
    const op = operations["users.disable"];
    const schema = inputSchema(op);
    expect(inputSchema(op)).toBe(schema);
    expect(Object.keys(schema.shape).sort()).toEqual(["client", "id", "name", "reseller"]);
    expect(schema.safeParse({ name: "r", client: "c", id: "u", reseller: "r" }).success).toBe(true);
    expect(issuePaths(schema.safeParse({ name: "r", client: "c", id: "u" }))).toEqual(["reseller"]);
    expect(schema.safeParse({ name: "r", client: "c", id: "u", reseller: "r", x: 1 }).success).toBe(false);
    expect(inputSchema(operations["ai.keys.list"]).safeParse({}).success).toBe(true);
    expect(inputSchema(operations["ai.key.delete"]).safeParse({ key_id: "k" }).success).toBe(true);
  });
});

describe("body schemas: valid examples pass, invalid ones name the field", () => {
  const body = (id: keyof typeof operations) => inputSchema(operations[id]);

  it("ai.keys.create", () => {
    const valid = { description: "d", name: "n", tier: "basic", user_bound: false, project_id: "p" };
    expect(body("ai.keys.create").safeParse(valid).success).toBe(true);
    expect(issuePaths(body("ai.keys.create").safeParse({ ...valid, user_bound: "no" }))).toEqual(["user_bound"]);
    expect(issuePaths(body("ai.keys.create").safeParse({ ...valid, name: "" }))).toEqual(["name"]);
    const huge = body("ai.keys.create").safeParse({ ...valid, description: "x".repeat(1_000_000) });
    expect(issuePaths(huge)).toEqual(["description"]);
  });

  it("ai.key.update arrays", () => {
    const s = body("ai.key.update");
    expect(
      s.safeParse({ key_id: "k", budgets: [{ max: 5 }], rate_limits: [], llms: ["gpt"], active: true }).success,
    ).toBe(true);
    expect(issuePaths(s.safeParse({ key_id: "k", llms: [1] }))).toEqual(["llms.0"]);
    expect(issuePaths(s.safeParse({ key_id: "k", budgets: ["x"] }))).toEqual(["budgets.0"]);
  });

  it("backup.create starting_hour", () => {
    const s = body("backup.create");
    const base = { policy_id: "p", resource_id: "r", resource_type: "vm" };
    for (const h of ["02", "2", "23", 0, 23])
      expect(s.safeParse({ ...base, starting_hour: h }).success, String(h)).toBe(true);
    for (const h of ["24", "-1", "ab", 24, 1.5, ""]) {
      expect(issuePaths(s.safeParse({ ...base, starting_hour: h })), String(h)).toContain("starting_hour");
    }
  });

  it("clustermgr expiration_seconds, workers and zones", () => {
    const cfg = body("clustermgr.shoot.adminConfig");
    const p = { namespace: "n", shoot_name: "s" };
    for (const v of [1, 3600, "3600", 604_800])
      expect(cfg.safeParse({ ...p, expiration_seconds: v }).success).toBe(true);
    for (const v of [0, 604_801, "604801", "1h", 1.5]) {
      expect(issuePaths(cfg.safeParse({ ...p, expiration_seconds: v }))).toContain("expiration_seconds");
    }
    const wg = body("clustermgr.workerGroups.create");
    const valid = {
      ...p,
      image_name: "i",
      image_version: "1",
      maximum_workers: "3",
      minimum_workers: 1,
      iaas_flavor: "f",
      worker_name: "w",
      zones: "a,b",
    };
    expect(wg.safeParse(valid).success).toBe(true);
    expect(wg.safeParse({ ...valid, zones: ["a", "b"] }).success).toBe(true);
    expect(issuePaths(wg.safeParse({ ...valid, zones: [] }))).toContain("zones");
    expect(issuePaths(wg.safeParse({ ...valid, zones: "" }))).toContain("zones");
    expect(issuePaths(wg.safeParse({ ...valid, maximum_workers: "three" }))).toContain("maximum_workers");
    expect(issuePaths(wg.safeParse({ ...valid, minimum_workers: -1 }))).toContain("minimum_workers");
    expect(body("clustermgr.workerGroup.update").safeParse({ ...p, worker_group_name: "w" }).success).toBe(true);
  });

  it("required arrays are non-empty", () => {
    expect(issuePaths(body("ai.projectUsers.add").safeParse({ ai_project_id: "p", users_ids: [] }))).toEqual([
      "users_ids",
    ]);
    expect(issuePaths(body("quotas.requests.accept").safeParse({ quotas: [] }))).toEqual(["quotas"]);
    expect(body("quotas.increase.request").safeParse({ increase: 10, quotas: [{ quota: "cores" }] }).success).toBe(
      true,
    );
  });
});

describe("record schemas", () => {
  const modules = { ai, backups, clustermgr, i18n, iaas, misc, notifications, objstore, profiles, tasks };
  const records = Object.entries(modules).flatMap(([file, mod]) =>
    Object.entries(mod)
      .filter(([, v]) => v instanceof z.ZodObject)
      .map(([name, schema]) => [`${file}.${name}`, schema as z.ZodObject] as const),
  );

  it("export every record of the spec", () => {
    const names = new Set(records.map(([n]) => n.split(".")[1]));
    for (const name of [
      "CostCatalog",
      "AICustomer",
      "AIKeySummary",
      "AIKeyListItem",
      "AIKeyDetail",
      "AIKeyCost",
      "AIProjectCost",
      "AIProjectDetail",
      "AIProjectListItem",
      "AIProjectCreated",
      "AIModels",
      "AIProviders",
      "AIUser",
      "Backup",
      "BackupListItem",
      "BackupPolicy",
      "BackupProject",
      "BackupProjectListItem",
      "BackupVM",
      "BackupVMListItem",
      "BackupVolume",
      "BackupVolumeListItem",
      "ObjAccess",
      "ClusterObject",
      "ClusterStatus",
      "WorkerGroup",
      "ClusterConfig",
      "MachineType",
      "IaaSProject",
      "IaaSDomain",
      "IaaSCredential",
      "IaaSServer",
      "VolumeType",
      "Profile",
      "ProfileTreeNode",
      "ProfileEntry",
      "Property",
      "QuotaLine",
      "QuotaRequest",
      "Task",
      "TaskStep",
      "Notification",
      "Language",
      "LanguageToken",
      "Dashboard",
      "DashboardMenuItem",
      "DashboardStructure",
      "DashboardElement",
      "SharedBucket",
      "SharedUrl",
    ]) {
      expect(names, name).toContain(name);
    }
    expect(Object.keys(ai.CostCatalog.shape)).toHaveLength(55);
  });

  it.each(records)("%s: every field optional, unknown fields pass through", (_, schema) => {
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.parse({ some_future_field: { a: 1 } })).toEqual({ some_future_field: { a: 1 } });
  });

  it("fields are typed when present; nullable only where the spec says so", () => {
    const list = z.array(ai.AIKeyListItem);
    expect(list.parse([{ id: "k", is_active: true, extra: 1 }])).toEqual([{ id: "k", is_active: true, extra: 1 }]);
    expect(issuePaths(list.safeParse([{ id: "k", is_active: "yes" }]))).toEqual(["0.is_active"]);
    expect(issuePaths(backups.Backup.safeParse({ retries: 1.5 }))).toEqual(["retries"]);
    expect(issuePaths(backups.Backup.safeParse({ id: null }))).toEqual(["id"]);
    expect(iaas.VolumeType.safeParse({ qos_specs_id: null }).success).toBe(true);
    expect(tasks.Task.safeParse({ ended_at: null, read_at: 5, start_at: "2024-01-01" }).success).toBe(true);
    expect(profiles.QuotaRequest.safeParse({ date: { any: "thing" } }).success).toBe(true);
    expect(ai.AIProjectListItem.shape).toHaveProperty("llm");
    expect(ai.AIProjectListItem.shape).not.toHaveProperty("llms");
    expect(backups.BackupVMListItem.shape).not.toHaveProperty("relaxed");
    expect(backups.BackupVMListItem.shape).toHaveProperty("protected_resources");
  });

  it("list items, the theme and the quota tree are checked for what their readers rely on", () => {
    const output = (id: string) => operationList.find((op) => op.id === id)!.output!;
    const models = output("ai.models.list");
    expect(models.safeParse({ llms: ["gpt-5.2", { id: "a/b", input_cost_per_token: null, extra: 1 }] }).success).toBe(
      true,
    );
    expect(issuePaths(models.safeParse({ llms: [42] }))).toEqual(["llms.0"]);
    expect(models.safeParse({ llms: [{ id: "a/b", input_cost_per_token: "0.1" }] }).success).toBe(false);
    const providers = output("ai.providers.list");
    expect(providers.safeParse({ providers: ["openai", { id: "x", website: "https://x" }] }).success).toBe(true);
    expect(providers.safeParse({ providers: [{ enabled: "yes" }] }).success).toBe(false);
    const theme = output("theme.get");
    expect(theme.safeParse({ name: "Acme", colors: { primary: "#123456" }, extra: [1] }).success).toBe(true);
    expect(theme.safeParse("blue").success).toBe(false);
    expect(theme.safeParse({ colors: "blue" }).success).toBe(false);
    const tree = output("quotas.tree.get");
    const node = { id: "r", quotas: { cores: { limit: 8, used: 2 } }, children: [{ id: 7, children: [] }] };
    expect(tree.safeParse(node).success).toBe(true);
    expect(tree.safeParse([node]).success).toBe(true);
    expect(tree.safeParse({ ...node, children: [1] }).success).toBe(false);
    expect(tree.safeParse({ ...node, quotas: { cores: { used: "2" } } }).success).toBe(false);
  });

  it.each(operationList.filter((op) => op.output).map((op) => [op.id, op] as const))(
    "%s: output schema is lenient",
    (_, op) => {
      const out = op.output!;
      if (out instanceof z.ZodArray) {
        expect(out.parse([{ extra: 1 }])).toEqual([{ extra: 1 }]);
      } else if (out instanceof z.ZodObject) {
        expect(out.parse({ extra: 1 })).toEqual({ extra: 1 });
      } else {
        expect(out.safeParse({}).success).toBe(true);
      }
    },
  );
});
