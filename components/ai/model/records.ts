/**
 * Fields of key and project records beyond the spec's list (the portal may send more than it shows; the sandbox
 * sends tier, llms, user_id, created_at...). Read leniently: absent or mistyped is undefined.
 */
import { bool, isRecord, num, str, strings } from "./read";

/** A reference to another record (`team`, `customer`): its id and name where given. */
const ref = (value: unknown) => (isRecord(value) ? { id: str(value.id), name: str(value.name) } : undefined);

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
    if (!isRecord(line) || bool(line.allowed) === false) return [];
    const id = str(line.model) ?? str(line.id) ?? str(line.name);
    return id ? [id] : [];
  });
}

export function readKeyFacts(detail: unknown): KeyFacts {
  if (!isRecord(detail)) return {};
  const team = ref(detail.team);
  return {
    projectId: str(detail.project_id) || team?.id || undefined,
    projectName: team?.name,
    userId: str(detail.user_id) || undefined,
    userName: str(detail.user),
    tier: str(detail.tier),
    createdAt: str(detail.created_at),
    customerName: ref(detail.customer)?.name,
    models:
      strings(detail.llms) ?? modelsOfLimits(Array.isArray(detail.model_limits) ? detail.model_limits : undefined),
  };
}

export function readProjectFacts(detail: unknown): {
  tier?: string;
  createdAt?: string;
  customerName?: string;
  members?: number;
} {
  if (!isRecord(detail)) return {};
  return {
    tier: str(detail.tier),
    createdAt: str(detail.created_at),
    customerName: ref(detail.customer)?.name,
    members: num(detail.members),
  };
}

/** A project's keys (`keys[]`): ids with a name and state where given; plain strings are ids. */
export function readProjectKeys(raw: unknown): { id: string; name: string; active?: boolean }[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    if (typeof item === "string") return [{ id: item, name: item }];
    const id = isRecord(item) ? (str(item.id) ?? str(item.key_id)) : undefined;
    if (!isRecord(item) || !id) return [];
    return [{ id, name: str(item.name) ?? id, active: bool(item.is_active) }];
  });
}

/** Model ids of a project: `llms {}` (detail, keyed by id) or `llm[]` (list; strings or objects). */
export function readProjectModels(record: { llms?: Record<string, unknown>; llm?: unknown[] }): string[] {
  if (record.llms && typeof record.llms === "object") return Object.keys(record.llms);
  if (Array.isArray(record.llm)) return modelsOfLimits(record.llm) ?? [];
  return [];
}
