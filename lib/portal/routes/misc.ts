/** Catalog routes: context, dashboards, object-access keys, users and themes. Their schemas are in `../operations/misc.ts`; assembled in `lib/portal/routes.ts`. */
import type { RouteTable } from "../route";

// prettier-ignore
export const miscRoutes = {
  "context.get": { area: "context", method: "GET", path: "/context", permission: "context-get" },
  "dashboard.get": { area: "dashboards", method: "GET", path: "/dashboard/{dashboard_path}", permission: "dashboard-get" },
  "dashboard.elements.list": { area: "dashboards", method: "GET", path: "/dashboard/elements", permission: "elements_get-get" },
  "dashboards.menu": { area: "dashboards", method: "GET", path: "/dashboards", permission: "dashboards-get" },
  "dashboards.all": { area: "dashboards", method: "GET", path: "/dashboards/all", permission: "dashboard_all-get" },
  "objaccess.get": { area: "objaccess", method: "GET", path: "/objaccess", permission: "objaccess-get", hasBody: true },
  "objaccess.update": { area: "objaccess", method: "PATCH", path: "/objaccess", permission: "objaccess-patch", hasBody: true, invalidates: ["objaccess.get"] },
  "users.disable": { area: "users", method: "PATCH", path: "/reseller/{name}/client/{client}/user/{id}/disable", permission: "user_disable-disable", hasBody: true, invalidates: ["ai.projectUsers.list"] },
  "users.enable": { area: "users", method: "PATCH", path: "/reseller/{name}/client/{client}/user/{id}/enable", permission: "user_activate-enable", hasBody: true, invalidates: ["ai.projectUsers.list"] },
  "users.iaasRole.add": { area: "users", method: "PATCH", path: "/reseller/{name}/client/{client}/user/{id}/iaas/role/add", permission: "user_iaas_role-patch", hasBody: true },
  "theme.get": { area: "themes", method: "GET", path: "/theme", permission: "theme-get", hasBody: true },
} as const satisfies RouteTable;
