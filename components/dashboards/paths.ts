/** A portal dashboard path: one segment (`/dashboard/{dashboard_path}`), so nothing that could leave the route. */
export const isDashboardPath = (path: string) => /^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/.test(path);
