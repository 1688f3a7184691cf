/** Reading infrastructure projects for the screens: state, owner and the choices offered by the forms. */
import type { StatusTone } from "@/components/ui/status-badge";
import type { IaaSProject } from "@/lib/portal/schemas/iaas";

export type ProjectState = "enabled" | "disabled" | "unknown";

export const projectState = (project: IaaSProject): ProjectState =>
  project.enabled === true ? "enabled" : project.enabled === false ? "disabled" : "unknown";

export const PROJECT_STATE_TONE: Record<ProjectState, StatusTone> = {
  enabled: "ok",
  disabled: "neutral",
  unknown: "neutral",
};

export const projectHref = (id: string) => `/infrastructure/projects/${encodeURIComponent(id)}`;

/** A project's client as the portal knows it: the id when there is one, else the name. */
export const clientOf = (project: IaaSProject) => project.client || project.client_name || "";

/** The quota profile a project was created with, when the portal reports it (not in the spec's record). */
export function quotaProfileOf(project: IaaSProject): string | undefined {
  const value = (project as Record<string, unknown>).quota_profile;
  return typeof value === "string" && value !== "" ? value : undefined;
}

export interface Choice {
  value: string;
  label: string;
}

const byLabel = (a: Choice, b: Choice) => a.label.localeCompare(b.label);

/** Clients seen on projects, for the client filter and the create form's suggestions. */
export function clientChoices(projects: readonly IaaSProject[]): Choice[] {
  const seen = new Map<string, Choice>();
  for (const project of projects) {
    const value = clientOf(project);
    if (value && !seen.has(value)) seen.set(value, { value, label: project.client_name || value });
  }
  return [...seen.values()].sort(byLabel);
}

/** Resellers seen on projects. */
export function resellerChoices(projects: readonly IaaSProject[]): Choice[] {
  const names = new Set(projects.map((p) => p.reseller).filter((r): r is string => Boolean(r)));
  return [...names].sort().map((name) => ({ value: name, label: name }));
}

/** Projects whose state and client match the filters (the domain filter is applied by the portal). */
export function filterProjects<P extends IaaSProject>(
  projects: readonly P[],
  filters: { state?: string; client?: string },
): P[] {
  return projects.filter(
    (project) =>
      (!filters.state || projectState(project) === filters.state) &&
      (!filters.client || clientOf(project) === filters.client || project.client_name === filters.client),
  );
}
