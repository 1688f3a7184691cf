/** Catalog routes: infrastructure projects, credentials and inventory. Their schemas are in `../operations/iaas.ts`; assembled in `lib/portal/routes.ts`. */
import type { RouteTable } from "../route";

/** Everything a project owned is gone with it, so every list that showed its resources is stale. */
const PROJECT_RESOURCE_READS = [
  "iaas.projects.list",
  "iaas.credentials.list",
  "iaas.servers.list",
  "iaas.volumes.list",
  "iaas.networks.list",
  "iaas.loadBalancers.list",
] as const;

// prettier-ignore
export const iaasRoutes = {
  "iaas.availabilityZones.list": { area: "iaas", method: "GET", path: "/iaas/availability_zones", permission: "iaas_availability_zones-get" },
  "iaas.credentials.list": { area: "iaas", method: "GET", path: "/iaas/credentials/{project_id}", permission: "iaas_credentials-get" },
  "iaas.credentials.create": { area: "iaas", method: "POST", path: "/iaas/credentials/{project_id}", permission: "iaas_credentials-post", hasBody: true, invalidates: ["iaas.credentials.list"] },
  "iaas.credential.delete": { area: "iaas", method: "DELETE", path: "/iaas/credentials/{project_id}/credential/{credential_id}", permission: "iaas_credential-delete", invalidates: ["iaas.credentials.list"] },
  "iaas.domains.list": { area: "iaas", method: "GET", path: "/iaas/domains", permission: "iaas_domains-get" },
  "iaas.domains.create": { area: "iaas", method: "POST", path: "/iaas/domains", permission: "iaas_domains-post", hasBody: true, invalidates: ["iaas.domains.list"] },
  "iaas.loadBalancers.list": { area: "iaas", method: "GET", path: "/iaas/loadbalancers", permission: "iaas_loadbalancers-get" },
  "iaas.networks.list": { area: "iaas", method: "GET", path: "/iaas/networks", permission: "iaas_networks-get" },
  "iaas.project.delete": { area: "iaas", method: "DELETE", path: "/iaas/project/{project_id}", permission: "iaas_project-delete", invalidates: PROJECT_RESOURCE_READS },
  "iaas.project.disable": { area: "iaas", method: "PATCH", path: "/iaas/project/{project_id}/disable", permission: "iaas_project_disable-patch", invalidates: ["iaas.projects.list"] },
  "iaas.project.enable": { area: "iaas", method: "PATCH", path: "/iaas/project/{project_id}/enable", permission: "iaas_project_enable-patch", invalidates: ["iaas.projects.list"] },
  "iaas.projects.list": { area: "iaas", method: "GET", path: "/iaas/projects", permission: "iaas_projects-get", hasBody: true },
  "iaas.projects.create": { area: "iaas", method: "POST", path: "/iaas/projects", permission: "iaas_projects-post", hasBody: true, invalidates: ["iaas.projects.list", "iaas.domains.list"] },
  "iaas.projectQuotas.set": { area: "iaas", method: "POST", path: "/iaas/projects/quotas", permission: "iaas_projects_quotas-post", hasBody: true, invalidates: ["iaas.projects.list"] },
  "iaas.servers.list": { area: "iaas", method: "GET", path: "/iaas/servers", permission: "iaas_servers-get" },
  "iaas.volumeTypes.list": { area: "iaas", method: "GET", path: "/iaas/volume_types", permission: "iaas_volume_types-get" },
  "iaas.volumes.list": { area: "iaas", method: "GET", path: "/iaas/volumes", permission: "iaas_volumes-get" },
} as const satisfies RouteTable;
