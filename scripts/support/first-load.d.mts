/** Types of what TypeScript benches use from first-load.mjs. */
export const BUDGET_BYTES: number;
export function kB(bytes: number): number;
export function scriptsOf(html: string): string[];
