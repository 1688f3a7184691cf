/**
 * Links to an AI key's and an AI project's page. In their own module so that a page linking to them does not load
 * the list's column definitions (and the badges and usage columns they bring) with its first paint.
 */
export const keyHref = (id: string) => `/ai/keys/${encodeURIComponent(id)}`;

export const projectHref = (id: string) => `/ai/projects/${encodeURIComponent(id)}`;
