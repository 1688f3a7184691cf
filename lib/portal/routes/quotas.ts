/** Catalog routes: quotas, limits and increase requests. Their schemas are in `../operations/quotas.ts`; assembled in `lib/portal/routes.ts`. */
import type { RouteTable } from "../route";

/** Every read a quota write can change. */
const QUOTA_READS = [
  "quotas.overview.lines",
  "quotas.list",
  "quotas.tree.get",
  "quotas.requests.list",
  "quotas.profiles.list",
] as const;

// prettier-ignore
export const quotaRoutes = {
  "quotas.profiles.list": { area: "quotas", method: "GET", path: "/profile/quota", permission: "quota_profile-get" },
  "quotas.profile.show": { area: "quotas", method: "POST", path: "/profile/quota/{profile_id}", permission: "quota_profile_show-post", hasBody: true, invalidates: QUOTA_READS },
  "quotas.list": { area: "quotas", method: "GET", path: "/quota", permission: "quota-get" },
  "quotas.limit.set": { area: "quotas", method: "POST", path: "/quota", permission: "quota-post", hasBody: true, invalidates: QUOTA_READS },
  "quotas.increase.request": { area: "quotas", method: "POST", path: "/quota/increase", permission: "quota_increase-post", hasBody: true, invalidates: QUOTA_READS },
  "quotas.overview.lines": { area: "quotas", method: "GET", path: "/quota/overview/line", permission: "quota_line-get" },
  "quotas.requests.list": { area: "quotas", method: "GET", path: "/quota/requests", permission: "quota_requests-get" },
  "quotas.requests.accept": { area: "quotas", method: "PATCH", path: "/quota/requests/accept", permission: "quota_requests_accept-patch", hasBody: true, invalidates: QUOTA_READS },
  "quotas.requests.reject": { area: "quotas", method: "PATCH", path: "/quota/requests/reject", permission: "quota_requests_reject-patch", hasBody: true, invalidates: QUOTA_READS },
  "quotas.tree.get": { area: "quotas", method: "GET", path: "/quota/tree", permission: "quota_tree-get" },
  "quotas.limits.set": { area: "quotas", method: "POST", path: "/quotas", permission: "quotas-post", hasBody: true, invalidates: QUOTA_READS },
} as const satisfies RouteTable;
