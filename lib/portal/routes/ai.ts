/** Catalog routes: AI keys, projects, costs, models and providers. Their schemas are in `../operations/ai.ts`; assembled in `lib/portal/routes.ts`. */
import type { RouteTable } from "../route";

/** Reads that show a project's members. */
const MEMBER_READS = ["ai.projectUsers.list", "ai.project.get", "ai.projects.list"] as const;

/** Reads that show a key or the projects it counts towards. */
const KEY_READS = ["ai.key.get", "ai.keys.list", "ai.project.get", "ai.projects.list"] as const;

// prettier-ignore
export const aiRoutes = {
  "ai.costs.all": { area: "ai", method: "GET", path: "/ai/cost/all", permission: "ai_all_costs-get" },
  "ai.customer.get": { area: "ai", method: "GET", path: "/ai/customer", permission: "ai_customer-get" },
  "ai.keys.list": { area: "ai", method: "GET", path: "/ai/keys", permission: "ai-get", hasBody: true },
  "ai.keys.create": { area: "ai", method: "POST", path: "/ai/keys", permission: "ai-post", hasBody: true, invalidates: ["ai.keys.list", "ai.projects.list", "ai.project.get"] },
  "ai.key.delete": { area: "ai", method: "DELETE", path: "/ai/keys/{key_id}", permission: "ai_key-delete", invalidates: ["ai.keys.list", "ai.projects.list", "ai.project.get"] },
  "ai.key.get": { area: "ai", method: "GET", path: "/ai/keys/{key_id}", permission: "ai_key-get" },
  "ai.key.update": { area: "ai", method: "PATCH", path: "/ai/keys/{key_id}", permission: "ai_key-patch", hasBody: true, invalidates: KEY_READS },
  "ai.key.assign": { area: "ai", method: "PATCH", path: "/ai/keys/{key_id}/assignments", permission: "ai_key_assignments-patch", hasBody: true, invalidates: KEY_READS },
  "ai.key.cost": { area: "ai", method: "GET", path: "/ai/keys/{key_id}/cost", permission: "ai_key_cost-get", hasBody: true },
  "ai.models.list": { area: "ai", method: "GET", path: "/ai/models", permission: "ai_models-get", hasBody: true },
  "ai.project.delete": { area: "ai", method: "DELETE", path: "/ai/project/{ai_project_id}", permission: "ai_team_management-delete", invalidates: ["ai.projects.list", "ai.keys.list", "ai.key.get"] },
  "ai.project.get": { area: "ai", method: "GET", path: "/ai/project/{ai_project_id}", permission: "ai_team_management-get" },
  "ai.project.update": { area: "ai", method: "PATCH", path: "/ai/project/{ai_project_id}", permission: "ai_team_management-patch", hasBody: true, invalidates: ["ai.project.get", "ai.projects.list", "ai.keys.list", "ai.key.get"] },
  "ai.project.cost": { area: "ai", method: "GET", path: "/ai/project/{ai_project_id}/cost", permission: "ai_team_management_cost-get", hasBody: true },
  "ai.project.toggle": { area: "ai", method: "PATCH", path: "/ai/project/{ai_project_id}/toggle", permission: "ai_team_management_toggle-patch", invalidates: ["ai.project.get", "ai.projects.list"] },
  "ai.projectUsers.remove": { area: "ai", method: "DELETE", path: "/ai/project/{ai_project_id}/users", permission: "ai_team_users_management-delete", hasBody: true, invalidates: MEMBER_READS },
  "ai.projectUsers.list": { area: "ai", method: "GET", path: "/ai/project/{ai_project_id}/users", permission: "ai_team_users_management-get" },
  "ai.projectUsers.add": { area: "ai", method: "POST", path: "/ai/project/{ai_project_id}/users", permission: "ai_team_users_management-post", hasBody: true, invalidates: MEMBER_READS },
  "ai.projects.list": { area: "ai", method: "GET", path: "/ai/projects", permission: "ai_teams_management-get" },
  "ai.projects.create": { area: "ai", method: "POST", path: "/ai/projects", permission: "ai_teams_management-post", hasBody: true, invalidates: ["ai.projects.list", "ai.keys.list", "ai.project.get", "ai.key.get"] },
  "ai.providers.list": { area: "ai", method: "GET", path: "/ai/providers", permission: "ai_providers-get" },
} as const satisfies RouteTable;
