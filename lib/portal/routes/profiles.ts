/** Catalog routes: profiles and their assignments. Their schemas are in `../operations/profiles.ts`; assembled in `lib/portal/routes.ts`. */
import type { RouteTable } from "../route";

// prettier-ignore
export const profileRoutes = {
  "profiles.list": { area: "profiles", method: "GET", path: "/profile", permission: "profile-get", hasBody: true },
  "profiles.assignment.remove": { area: "profiles", method: "DELETE", path: "/profile/assign", permission: "profile_assign-delete", hasBody: true },
  "profiles.assignment.replace": { area: "profiles", method: "PATCH", path: "/profile/assign", permission: "profile_assign-patch", hasBody: true },
  "profiles.assignment.add": { area: "profiles", method: "POST", path: "/profile/assign", permission: "profile_assign-post", hasBody: true },
  "profile.dashboards.list": { area: "profiles", method: "GET", path: "/profile/dashboard/{name}", permission: "profile_dashboard-get" },
  "profile.permissions.list": { area: "profiles", method: "GET", path: "/profile/permission/{name}", permission: "profile_permissions-get" },
  "profile.profiles.list": { area: "profiles", method: "GET", path: "/profile/profiles/{name}", permission: "profile_profiles-get" },
  "profiles.tree.get": { area: "profiles", method: "GET", path: "/profiles/tree", permission: "profiles_tree-get" },
  "property.list": { area: "property", method: "GET", path: "/property", permission: "property-get" },
  "property.save": { area: "property", method: "POST", path: "/property", permission: "property-post", hasBody: true, invalidates: ["property.list"] },
} as const satisfies RouteTable;
