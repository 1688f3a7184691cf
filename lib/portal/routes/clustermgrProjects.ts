/** Catalog routes: cloud profiles, cluster projects and the cross-project cluster list. Their schemas are in `../operations/clustermgrProjects.ts`; assembled in `lib/portal/routes.ts`. */
import type { RouteTable } from "../route";

// prettier-ignore
export const clustermgrProjectRoutes = {
  "clustermgr.cloudProfile.get": { area: "clustermgr", method: "GET", path: "/clustermgr/cloudprofile/{cloudprofilename}", permission: "clustermgr_cloud_profile-get" },
  "clustermgr.cloudProfile.images": { area: "clustermgr", method: "GET", path: "/clustermgr/cloudprofile/{cloudprofilename}/images", permission: "clustermgr_images-get" },
  "clustermgr.cloudProfile.clusterVersions": { area: "clustermgr", method: "GET", path: "/clustermgr/cloudprofile/{cloudprofilename}/cluster-versions", permission: "clustermgr_cluster_versions-get" },
  "clustermgr.cloudProfile.machineTypes": { area: "clustermgr", method: "GET", path: "/clustermgr/cloudprofile/{cloudprofilename}/machine-types", permission: "clustermgr_machine_types-get" },
  "clustermgr.cloudProfile.regions": { area: "clustermgr", method: "GET", path: "/clustermgr/cloudprofile/{cloudprofilename}/regions", permission: "clustermgr_regions-get" },
  "clustermgr.cloudProfiles.list": { area: "clustermgr", method: "GET", path: "/clustermgr/cloudprofiles", permission: "clustermgr_cloud_profiles-get", hasBody: true },
  "clustermgr.projects.list": { area: "clustermgr", method: "GET", path: "/clustermgr/projects", permission: "clustermgr_projects-get", hasBody: true },
  "clustermgr.projects.create": { area: "clustermgr", method: "POST", path: "/clustermgr/projects", permission: "clustermgr_projects-post", hasBody: true, invalidates: ["clustermgr.projects.list"] },
  "clustermgr.project.delete": { area: "clustermgr", method: "DELETE", path: "/clustermgr/projects/{project_name}", permission: "clustermgr_project_action-delete", hasBody: true, invalidates: ["clustermgr.projects.list", "clustermgr.allShoots.list"] },
  "clustermgr.project.get": { area: "clustermgr", method: "GET", path: "/clustermgr/projects/{project_name}", permission: "clustermgr_project_action-get" },
  "clustermgr.project.update": { area: "clustermgr", method: "PATCH", path: "/clustermgr/projects/{project_name}", permission: "clustermgr_project_action-patch", hasBody: true, invalidates: ["clustermgr.project.get", "clustermgr.projects.list"] },
  "clustermgr.allShoots.list": { area: "clustermgr", method: "GET", path: "/clustermgr/shoots", permission: "clustermgr_all_shoots-get", hasBody: true },
} as const satisfies RouteTable;
