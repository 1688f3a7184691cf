/**
 * Fields of key and project records beyond the spec's list (the portal may send more than it shows; the sandbox
 * sends tier, llms, user_id, created_at...). Read leniently: absent or mistyped is undefined.
 */
import { z } from "zod";

const str = z.string().optional().catch(undefined);
const strings = z.array(z.string()).optional().catch(undefined);
const ref = z.looseObject({ id: str, name: str }).optional().catch(undefined);

const KeyExtras = z.looseObject({
  project_id: str,
  user_id: str,
  user: str,
  tier: str,
  llms: strings,
  created_at: str,
  team: ref,
  customer: ref,
  model_limits: z.array(z.unknown()).optional().catch(undefined),
});

export interface KeyFacts {
  projectId?: string;
  projectName?: string;
  userId?: string;
  userName?: string;
  tier?: string;
  createdAt?: string;
  customerName?: string;
  /** Allowed model ids: `llms` when sent, else the models named in `model_limits`. */
  models?: string[];
}

/** Model ids named by `model_limits` lines (`"id"` or `{model}`/`{id}`/`{name}`). */
export function modelsOfLimits(lines: readonly unknown[] | undefined): string[] | undefined {
  if (!lines) return undefined;
  return lines.flatMap((line) => {
    if (typeof line === "string") return [line];
    const parsed = z.looseObject({ model: str, id: str, name: str, allowed: z.boolean().optional().catch(undefined) }).safeParse(line);
    if (!parsed.success || parsed.data.allowed === false) return [];
    const id = parsed.data.model ?? parsed.data.id ?? parsed.data.name;
    return id ? [id] : [];
  });
}

export function readKeyFacts(detail: unknown): KeyFacts {
  const parsed = KeyExtras.safeParse(detail);
  if (!parsed.success) return {};
  const d = parsed.data;
  return {
    projectId: d.project_id || d.team?.id || undefined,
    projectName: d.team?.name,
    userId: d.user_id || undefined,
    userName: d.user,
    tier: d.tier,
    createdAt: d.created_at,
    customerName: d.customer?.name,
    models: d.llms ?? modelsOfLimits(d.model_limits),
  };
}

const ProjectExtras = z.looseObject({ tier: str, created_at: str, customer: ref, members: z.number().optional().catch(undefined) });

export function readProjectFacts(detail: unknown): { tier?: string; createdAt?: string; customerName?: string; members?: number } {
  const parsed = ProjectExtras.safeParse(detail);
  if (!parsed.success) return {};
  return { tier: parsed.data.tier, createdAt: parsed.data.created_at, customerName: parsed.data.customer?.name, members: parsed.data.members };
}

/** A project's keys (`keys[]`): ids with a name and state where given; plain strings are ids. */
export function readProjectKeys(raw: unknown): { id: string; name: string; active?: boolean }[] {
  if (!Array.isArray(raw)) return [];
  const Key = z.looseObject({ id: str, key_id: str, name: str, is_active: z.boolean().optional().catch(undefined) });
  return raw.flatMap((item) => {
    if (typeof item === "string") return [{ id: item, name: item }];
    const parsed = Key.safeParse(item);
    const id = parsed.success ? (parsed.data.id ?? parsed.data.key_id) : undefined;
    if (!parsed.success || !id) return [];
    return [{ id, name: parsed.data.name ?? id, active: parsed.data.is_active }];
  });
}

/** Model ids of a project: `llms {}` (detail, keyed by id) or `llm[]` (list; strings or objects). */
export function readProjectModels(record: { llms?: Record<string, unknown>; llm?: unknown[] }): string[] {
  if (record.llms && typeof record.llms === "object") return Object.keys(record.llms);
  if (Array.isArray(record.llm)) return modelsOfLimits(record.llm) ?? [];
  return [];
}
