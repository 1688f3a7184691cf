/**
 * The browser's copy of the operation catalog's routing facts: id → method, path template, permission, and whether
 * the operation takes a JSON body. `lib/api` needs only these to call the BFF and to name permissions; importing the
 * catalog itself would ship all 142 operations' zod schemas to every page (about 23 kB gzip). The BFF still checks
 * every call against the full catalog, and `operation-routes.test.ts` proves this table equals it, entry for entry.
 */
import type { HttpMethod } from "@/lib/portal/operation";
import type { OperationId } from "@/lib/portal/operations";

export interface OperationRoute {
  method: HttpMethod;
  /** Path template exactly as the catalog writes it, e.g. `/ai/keys/{key_id}`. */
  path: string;
  permission: string;
  /** True when the operation has body fields (sent as JSON, or for GET as query parameters). */
  body: boolean;
}

/** [method, path, permission, 1 when it has a body]: compact, since this ships to every page. */
type Row = readonly [HttpMethod, string, string, 1?];

// prettier-ignore
const ROWS = {
  "ai.costs.all": ["GET", "/ai/cost/all", "ai_all_costs-get"],
  "ai.customer.get": ["GET", "/ai/customer", "ai_customer-get"],
  "ai.keys.list": ["GET", "/ai/keys", "ai-get", 1],
  "ai.keys.create": ["POST", "/ai/keys", "ai-post", 1],
  "ai.key.delete": ["DELETE", "/ai/keys/{key_id}", "ai_key-delete"],
  "ai.key.get": ["GET", "/ai/keys/{key_id}", "ai_key-get"],
  "ai.key.update": ["PATCH", "/ai/keys/{key_id}", "ai_key-patch", 1],
  "ai.key.assign": ["PATCH", "/ai/keys/{key_id}/assignments", "ai_key_assignments-patch", 1],
  "ai.key.cost": ["GET", "/ai/keys/{key_id}/cost", "ai_key_cost-get", 1],
  "ai.models.list": ["GET", "/ai/models", "ai_models-get", 1],
  "ai.project.delete": ["DELETE", "/ai/project/{ai_project_id}", "ai_team_management-delete"],
  "ai.project.get": ["GET", "/ai/project/{ai_project_id}", "ai_team_management-get"],
  "ai.project.update": ["PATCH", "/ai/project/{ai_project_id}", "ai_team_management-patch", 1],
  "ai.project.cost": ["GET", "/ai/project/{ai_project_id}/cost", "ai_team_management_cost-get", 1],
  "ai.project.toggle": ["PATCH", "/ai/project/{ai_project_id}/toggle", "ai_team_management_toggle-patch"],
  "ai.projectUsers.remove": ["DELETE", "/ai/project/{ai_project_id}/users", "ai_team_users_management-delete", 1],
  "ai.projectUsers.list": ["GET", "/ai/project/{ai_project_id}/users", "ai_team_users_management-get"],
  "ai.projectUsers.add": ["POST", "/ai/project/{ai_project_id}/users", "ai_team_users_management-post", 1],
  "ai.projects.list": ["GET", "/ai/projects", "ai_teams_management-get"],
  "ai.projects.create": ["POST", "/ai/projects", "ai_teams_management-post", 1],
  "ai.providers.list": ["GET", "/ai/providers", "ai_providers-get"],
  "backup.create": ["POST", "/backup", "create_backup-post", 1],
  "backup.get": ["GET", "/backup/{backup_id}", "backup-get"],
  "backup.cancel": ["PATCH", "/backup/{backup_id}/cancel", "cancel_backup-patch"],
  "backup.extend": ["PATCH", "/backup/{backup_id}/extend", "extend_backup_time-patch", 1],
  "backup.forceStart": ["POST", "/backup/{backup_id}/force_start", "force_backup_start-post"],
  "backup.unassignPolicy": ["DELETE", "/backup/{backup_id}/unassign/{policy_id}", "unassign_backup_policy-delete", 1],
  "backup.policies.list": ["GET", "/backup/policies", "backup_policies-get", 1],
  "backup.project.get": ["GET", "/backup/resource/project/{project_id}/details", "backup_project-get"],
  "backup.vm.get": ["GET", "/backup/resource/project/{project_id}/vm/{vm_id}/details", "backup_vm-get"],
  "backup.vmVolumes.list": ["GET", "/backup/resource/project/{project_id}/vm/{vm_id}/volumes", "backup_vm_volumes-get", 1],
  "backup.vms.list": ["GET", "/backup/resource/project/{project_id}/vms", "backup_vms-get", 1],
  "backup.volume.get": ["GET", "/backup/resource/project/{project_id}/volume/{volume_id}/details", "backup_volume-get"],
  "backup.projects.list": ["GET", "/backup/resource/projects", "backup_projects-get", 1],
  "backup.resources.get": ["GET", "/backup/resources", "backup_resources-get"],
  "backups.list": ["GET", "/backups", "backups-get"],
  "backups.forResource": ["GET", "/backups/{resource_id}", "backups_resource-get"],
  "backups.refreshResources": ["PATCH", "/backups/refresh_resources", "backup_refresh-patch"],
  "resources.backups.get": ["GET", "/resources/backups", "resources_backups-get"],
  "resources.computeVolumes.get": ["GET", "/resources/compute_volumes", "resources_compute_volumes-get"],
  "backup.restore": ["POST", "/restore/{backup_id}", "restore_backup-post"],
  "backup.restoreImage": ["POST", "/restore/{backup_id}/image", "restore_backup_image-post", 1],
  "backup.restoreVolume": ["POST", "/restore/{backup_id}/volume", "restore_backup_volume-post", 1],
  "context.get": ["GET", "/context", "context-get"],
  "dashboard.get": ["GET", "/dashboard/{dashboard_path}", "dashboard-get"],
  "dashboard.elements.list": ["GET", "/dashboard/elements", "elements_get-get"],
  "dashboards.menu": ["GET", "/dashboards", "dashboards-get"],
  "dashboards.all": ["GET", "/dashboards/all", "dashboard_all-get"],
  "objaccess.get": ["GET", "/objaccess", "objaccess-get", 1],
  "objaccess.update": ["PATCH", "/objaccess", "objaccess-patch", 1],
  "users.disable": ["PATCH", "/reseller/{name}/client/{client}/user/{id}/disable", "user_disable-disable", 1],
  "users.enable": ["PATCH", "/reseller/{name}/client/{client}/user/{id}/enable", "user_activate-enable", 1],
  "users.iaasRole.add": ["PATCH", "/reseller/{name}/client/{client}/user/{id}/iaas/role/add", "user_iaas_role-patch", 1],
  "theme.get": ["GET", "/theme", "theme-get", 1],
  "clustermgr.secretBindings.list": ["GET", "/clustermgr/{namespace}/secretbindings", "clustermgr_secret_bindings-get"],
  "clustermgr.secretBindings.create": ["POST", "/clustermgr/{namespace}/secretbindings", "clustermgr_secret_bindings-post", 1],
  "clustermgr.secretBinding.get": ["GET", "/clustermgr/{namespace}/secretbindings/{secret_binding_name}", "clustermgr_secret_bindings_actions-get"],
  "clustermgr.secrets.list": ["GET", "/clustermgr/{namespace}/secrets", "clustermgr_secrets-get"],
  "clustermgr.secrets.create": ["POST", "/clustermgr/{namespace}/secrets", "clustermgr_secrets-post", 1],
  "clustermgr.secret.delete": ["DELETE", "/clustermgr/{namespace}/secrets/{secret_name}", "clustermgr_secret_actions-delete"],
  "clustermgr.secret.get": ["GET", "/clustermgr/{namespace}/secrets/{secret_name}", "clustermgr_secret_actions-get"],
  "clustermgr.secret.update": ["PATCH", "/clustermgr/{namespace}/secrets/{secret_name}", "clustermgr_secret_actions-patch", 1],
  "clustermgr.shoots.list": ["GET", "/clustermgr/{namespace}/shoots", "clustermgr_shoots-get"],
  "clustermgr.shoots.create": ["POST", "/clustermgr/{namespace}/shoots", "clustermgr_shoots-post", 1],
  "clustermgr.shoot.delete": ["DELETE", "/clustermgr/{namespace}/shoots/{shoot_name}", "clustermgr_shoot_actions-delete", 1],
  "clustermgr.shoot.get": ["GET", "/clustermgr/{namespace}/shoots/{shoot_name}", "clustermgr_shoot_actions-get"],
  "clustermgr.shoot.update": ["PATCH", "/clustermgr/{namespace}/shoots/{shoot_name}", "clustermgr_shoot_actions-patch", 1],
  "clustermgr.shoot.adminConfig": ["GET", "/clustermgr/{namespace}/shoots/{shoot_name}/adminclusterconfig", "clustermgr_shoot_cluster_admin_config_actions-get", 1],
  "clustermgr.shoot.viewerConfig": ["GET", "/clustermgr/{namespace}/shoots/{shoot_name}/viewerclusterconfig", "clustermgr_shoot_cluster_viwer_config_actions-get", 1],
  "clustermgr.workerGroups.list": ["GET", "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups", "clustermgr_shoot_worker_groups-get"],
  "clustermgr.workerGroups.create": ["POST", "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups", "clustermgr_shoot_worker_groups-post", 1],
  "clustermgr.workerGroup.delete": ["DELETE", "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups/{worker_group_name}", "clustermgr_shoot_worker_groups_operations-delete"],
  "clustermgr.workerGroup.get": ["GET", "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups/{worker_group_name}", "clustermgr_shoot_worker_groups_operations-get"],
  "clustermgr.workerGroup.update": ["PATCH", "/clustermgr/{namespace}/shoots/{shoot_name}/workergroups/{worker_group_name}", "clustermgr_shoot_worker_groups_operations-patch", 1],
  "clustermgr.cloudProfile.get": ["GET", "/clustermgr/cloudprofile/{cloudprofilename}", "clustermgr_cloud_profile-get"],
  "clustermgr.cloudProfile.images": ["GET", "/clustermgr/cloudprofile/{cloudprofilename}/images", "clustermgr_images-get"],
  "clustermgr.cloudProfile.clusterVersions": ["GET", "/clustermgr/cloudprofile/{cloudprofilename}/cluster-versions", "clustermgr_cluster_versions-get"],
  "clustermgr.cloudProfile.machineTypes": ["GET", "/clustermgr/cloudprofile/{cloudprofilename}/machine-types", "clustermgr_machine_types-get"],
  "clustermgr.cloudProfile.regions": ["GET", "/clustermgr/cloudprofile/{cloudprofilename}/regions", "clustermgr_regions-get"],
  "clustermgr.cloudProfiles.list": ["GET", "/clustermgr/cloudprofiles", "clustermgr_cloud_profiles-get", 1],
  "clustermgr.projects.list": ["GET", "/clustermgr/projects", "clustermgr_projects-get", 1],
  "clustermgr.projects.create": ["POST", "/clustermgr/projects", "clustermgr_projects-post", 1],
  "clustermgr.project.delete": ["DELETE", "/clustermgr/projects/{project_name}", "clustermgr_project_action-delete", 1],
  "clustermgr.project.get": ["GET", "/clustermgr/projects/{project_name}", "clustermgr_project_action-get"],
  "clustermgr.project.update": ["PATCH", "/clustermgr/projects/{project_name}", "clustermgr_project_action-patch", 1],
  "clustermgr.allShoots.list": ["GET", "/clustermgr/shoots", "clustermgr_all_shoots-get", 1],
  "i18n.lang.get": ["GET", "/i18n/lang/{lang}", "i18n_lang-get"],
  "i18n.lang.save": ["POST", "/i18n/lang/{lang}", "i18n_lang-post", 1],
  "i18n.lang.table": ["GET", "/i18n/lang/{lang}/table", "i18n_lang_table-get"],
  "i18n.langs.list": ["GET", "/i18n/langs", "i18n_langs-get"],
  "notifications.list": ["GET", "/notification", "notification-get", 1],
  "notifications.markRead": ["PATCH", "/notification", "notification-patch", 1],
  "iaas.availabilityZones.list": ["GET", "/iaas/availability_zones", "iaas_availability_zones-get"],
  "iaas.credentials.list": ["GET", "/iaas/credentials/{project_id}", "iaas_credentials-get"],
  "iaas.credentials.create": ["POST", "/iaas/credentials/{project_id}", "iaas_credentials-post", 1],
  "iaas.credential.delete": ["DELETE", "/iaas/credentials/{project_id}/credential/{credential_id}", "iaas_credential-delete"],
  "iaas.domains.list": ["GET", "/iaas/domains", "iaas_domains-get"],
  "iaas.domains.create": ["POST", "/iaas/domains", "iaas_domains-post", 1],
  "iaas.loadBalancers.list": ["GET", "/iaas/loadbalancers", "iaas_loadbalancers-get"],
  "iaas.networks.list": ["GET", "/iaas/networks", "iaas_networks-get"],
  "iaas.project.delete": ["DELETE", "/iaas/project/{project_id}", "iaas_project-delete"],
  "iaas.project.disable": ["PATCH", "/iaas/project/{project_id}/disable", "iaas_project_disable-patch"],
  "iaas.project.enable": ["PATCH", "/iaas/project/{project_id}/enable", "iaas_project_enable-patch"],
  "iaas.projects.list": ["GET", "/iaas/projects", "iaas_projects-get", 1],
  "iaas.projects.create": ["POST", "/iaas/projects", "iaas_projects-post", 1],
  "iaas.projectQuotas.set": ["POST", "/iaas/projects/quotas", "iaas_projects_quotas-post", 1],
  "iaas.servers.list": ["GET", "/iaas/servers", "iaas_servers-get"],
  "iaas.volumeTypes.list": ["GET", "/iaas/volume_types", "iaas_volume_types-get"],
  "iaas.volumes.list": ["GET", "/iaas/volumes", "iaas_volumes-get"],
  "profiles.list": ["GET", "/profile", "profile-get", 1],
  "profiles.assignment.remove": ["DELETE", "/profile/assign", "profile_assign-delete", 1],
  "profiles.assignment.replace": ["PATCH", "/profile/assign", "profile_assign-patch", 1],
  "profiles.assignment.add": ["POST", "/profile/assign", "profile_assign-post", 1],
  "profile.dashboards.list": ["GET", "/profile/dashboard/{name}", "profile_dashboard-get"],
  "profile.permissions.list": ["GET", "/profile/permission/{name}", "profile_permissions-get"],
  "profile.profiles.list": ["GET", "/profile/profiles/{name}", "profile_profiles-get"],
  "profiles.tree.get": ["GET", "/profiles/tree", "profiles_tree-get"],
  "property.list": ["GET", "/property", "property-get"],
  "property.save": ["POST", "/property", "property-post", 1],
  "quotas.profiles.list": ["GET", "/profile/quota", "quota_profile-get"],
  "quotas.profile.show": ["POST", "/profile/quota/{profile_id}", "quota_profile_show-post", 1],
  "quotas.list": ["GET", "/quota", "quota-get"],
  "quotas.limit.set": ["POST", "/quota", "quota-post", 1],
  "quotas.increase.request": ["POST", "/quota/increase", "quota_increase-post", 1],
  "quotas.overview.lines": ["GET", "/quota/overview/line", "quota_line-get"],
  "quotas.requests.list": ["GET", "/quota/requests", "quota_requests-get"],
  "quotas.requests.accept": ["PATCH", "/quota/requests/accept", "quota_requests_accept-patch", 1],
  "quotas.requests.reject": ["PATCH", "/quota/requests/reject", "quota_requests_reject-patch", 1],
  "quotas.tree.get": ["GET", "/quota/tree", "quota_tree-get"],
  "quotas.limits.set": ["POST", "/quotas", "quotas-post", 1],
  "objstore.objectVersions.deleteAll": ["DELETE", "/objstore/objects/versions", "objstore_delete_objects_versions-delete", 1],
  "objstore.sharedBucket.delete": ["DELETE", "/objstore/shared_bucket", "objstore_shared_bucket-delete", 1],
  "objstore.sharedBuckets.list": ["GET", "/objstore/shared_bucket", "objstore_shared_bucket-get"],
  "objstore.sharedBucket.create": ["POST", "/objstore/shared_bucket", "objstore_shared_bucket-post", 1],
  "objstore.sharedUrl.get": ["GET", "/objstore/shared_url", "objstore_shared_url-get", 1],
  "objstore.sharedUrl.create": ["POST", "/objstore/shared_url", "objstore_shared_url-post", 1],
  "tasks.list": ["GET", "/task", "task-get", 1],
  "tasks.create": ["POST", "/task", "task-post", 1],
  "task.markRead": ["POST", "/task/{task_id}", "task_read-post"],
  "task.run": ["POST", "/task/{task_id}/run", "task_run-post"],
  "task.steps.list": ["GET", "/task/{task_id}/step", "task_step-get"],
  "task.steps.create": ["POST", "/task/{task_id}/step", "task_step-post", 1],
} as const satisfies Record<OperationId, Row>;

const routes = new Map<string, OperationRoute>(
  Object.entries(ROWS).map(([id, row]: [string, Row]) => [id, { method: row[0], path: row[1], permission: row[2], body: row[3] === 1 }]),
);

/** The route of a catalog operation. */
export function operationRoute(id: OperationId): OperationRoute {
  const route = routes.get(id);
  // Only reachable when the table and the catalog drift apart, which the unit test rules out.
  if (!route) throw new Error(`Unknown operation ${id}`);
  return route;
}

/** Every operation id of the table, in catalog order. */
export const operationIds = Object.keys(ROWS) as OperationId[];
