/**
 * Reading the quota answers the spec leaves free-form (requests, tree, map, profiles, own quotas) with zod. Only the
 * tabs that load on demand import this, so zod stays off the quotas page's first load.
 */
import { z } from "zod";
import type { QuotaRequest } from "@/lib/portal/schemas/profiles";

/** A request as the accept/reject items name it: its id when it has one, else client, resource and quota. */
export type QuotaRequestRow = QuotaRequest & { key: string };

const RequestId = z.looseObject({ id: z.string().min(1) });

export function requestRef(request: QuotaRequest): Record<string, unknown> {
  const withId = RequestId.safeParse(request);
  if (withId.success) return { id: withId.data.id };
  return { client: request.client, resource: request.resource, quota: request.quota };
}

export function toRequestRows(requests: QuotaRequest[]): QuotaRequestRow[] {
  return requests.map((request, i) => {
    const id = RequestId.safeParse(request).data?.id;
    return { ...request, key: id ?? `${request.client ?? ""}/${request.resource ?? ""}/${request.quota ?? i}` };
  });
}

/** GET /quota/tree has no described response; the sandbox (and the console) read reseller → clients → resources. */
const QuotaUsage = z.looseObject({ limit: z.number().optional(), used: z.number().optional() });
export interface QuotaTreeNode {
  id: string;
  name: string;
  type: string;
  quotas: Record<string, { limit?: number; used?: number }>;
  children: QuotaTreeNode[];
}
const QuotaTreeNodeSchema: z.ZodType<QuotaTreeNode> = z.lazy(() =>
  z.object({
    id: z.coerce.string(),
    name: z.string().catch(""),
    type: z.string().catch(""),
    quotas: z.record(z.string(), QuotaUsage).catch({}),
    children: z.array(QuotaTreeNodeSchema).catch([]),
  }),
);

/** The tree's roots: one node or a list of them; anything else is no tree. */
export function parseQuotaTree(data: unknown): QuotaTreeNode[] | null {
  const many = z.array(QuotaTreeNodeSchema).safeParse(data);
  if (many.success) return many.data;
  const one = QuotaTreeNodeSchema.safeParse(data);
  return one.success ? [one.data] : null;
}

/** GET /quota: quota name → lines. Sums used and limit per name for the quota map. */
const MapLine = z.looseObject({
  used: z.number().optional(),
  limit: z.number().optional(),
  parent_limit: z.number().optional(),
});
export interface QuotaMapEntry {
  quota: string;
  lines: number;
  used: number;
  limit: number;
  parentLimit: number | null;
}
export function quotaMapEntries(map: Record<string, unknown[]> | undefined): QuotaMapEntry[] {
  if (!map) return [];
  return Object.entries(map)
    .map(([quota, raw]) => {
      const lines = raw.flatMap((item) => {
        const parsed = MapLine.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
      const parent = lines.find((l) => typeof l.parent_limit === "number")?.parent_limit;
      return {
        quota,
        lines: lines.length,
        used: lines.reduce((sum, l) => sum + (l.used ?? 0), 0),
        limit: lines.reduce((sum, l) => sum + (l.limit ?? 0), 0),
        parentLimit: parent ?? null,
      };
    })
    .sort((a, b) => a.quota.localeCompare(b.quota));
}

/** GET /profile/quota: profiles are free-form; the console reads id, name, description and a quota → limit map. */
const QuotaProfileSchema = z.looseObject({
  id: z.coerce.string(),
  name: z.string().catch(""),
  description: z.string().catch(""),
  quotas: z.record(z.string(), z.number()).catch({}),
});
export type QuotaProfileRow = z.infer<typeof QuotaProfileSchema>;
export function parseQuotaProfiles(profiles: unknown[] | undefined): QuotaProfileRow[] {
  return (profiles ?? []).flatMap((p) => {
    const parsed = QuotaProfileSchema.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  });
}

const MyQuota = z.looseObject({
  limit: z.number().optional(),
  allocated: z.number().optional(),
  used: z.number().optional(),
});
export function parseMyQuotas(mine: Record<string, unknown> | undefined) {
  return Object.entries(mine ?? {})
    .flatMap(([quota, value]) => {
      const parsed = MyQuota.safeParse(value);
      return parsed.success ? [{ quota, ...parsed.data }] : [];
    })
    .sort((a, b) => a.quota.localeCompare(b.quota));
}
