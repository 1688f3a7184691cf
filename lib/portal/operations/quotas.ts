/** Catalog piece: quotas, quota profiles and quota requests. Their routes are in `../routes/quotas.ts`; joined in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineSchemas } from "../operation";
import { int, noParams, optStr, pathParam, reqObjArray, reqStr } from "../schemas/fields";
import { QuotaLine, QuotaProfiles, QuotaRequest, QuotaSetResult, QuotasByName } from "../schemas/profiles";

/**
 * GET /quota/tree has no response described; the console reads reseller → clients → resources: nodes with an id
 * (text or number) when present, their `children` as a list of nodes and `quotas` as name → {limit, used}, numbers it draws
 * usage bars with. Other fields pass; one node or a list of them.
 */
interface QuotaTreeNode {
  id?: string | number;
  children?: QuotaTreeNode[];
  [field: string]: unknown;
}
const QuotaUsage = z.looseObject({ limit: z.number().optional(), used: z.number().optional() });
const QuotaTreeNode: z.ZodType<QuotaTreeNode> = z.lazy(() =>
  z.looseObject({
    id: z.union([z.string(), z.number()]).optional(),
    name: z.string().nullable().optional(),
    type: z.string().nullable().optional(),
    quotas: z.record(z.string(), QuotaUsage).optional(),
    children: z.array(QuotaTreeNode).optional(),
  }),
);
const QuotaTree = z.union([QuotaTreeNode, z.array(QuotaTreeNode)]);

const quotasBody = () => z.strictObject({ quotas: reqObjArray() });

export const quotaOperations = {
  "quotas.profiles.list": defineSchemas({
    params: noParams(),
    body: null,
    output: QuotaProfiles,
    summary: "Quota profiles and own quotas",
  }),
  "quotas.profile.show": defineSchemas({
    params: z.strictObject({ profile_id: pathParam() }),
    body: z.strictObject({ client_id: optStr(), reseller_name: optStr(), resource_id: optStr() }),
    output: null,
    summary: "Apply a quota profile to a client or resource",
  }),
  "quotas.list": defineSchemas({
    params: noParams(),
    body: null,
    output: QuotasByName,
    summary: "Quotas by name",
  }),
  "quotas.limit.set": defineSchemas({
    params: noParams(),
    body: z.strictObject({
      client_id: reqStr(),
      limit: int(),
      quota: reqStr(),
      reseller: reqStr(),
      resource_id: reqStr(),
    }),
    output: QuotaSetResult,
    summary: "Set one quota limit",
  }),
  "quotas.increase.request": defineSchemas({
    params: noParams(),
    body: z.strictObject({ increase: int(), quotas: reqObjArray() }),
    output: null,
    summary: "Request a quota increase",
  }),
  "quotas.overview.lines": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(QuotaLine),
    summary: "Quota overview, one line per quota",
  }),
  "quotas.requests.list": defineSchemas({
    params: noParams(),
    body: null,
    output: z.array(QuotaRequest),
    summary: "Pending quota requests",
  }),
  "quotas.requests.accept": defineSchemas({
    params: noParams(),
    body: quotasBody(),
    output: null,
    summary: "Accept quota requests",
  }),
  "quotas.requests.reject": defineSchemas({
    params: noParams(),
    body: quotasBody(),
    output: null,
    summary: "Reject quota requests",
  }),
  "quotas.tree.get": defineSchemas({
    params: noParams(),
    body: null,
    output: QuotaTree,
    summary: "Quota tree (no response body described)",
  }),
  "quotas.limits.set": defineSchemas({
    params: noParams(),
    body: z.strictObject({
      client_id: reqStr(),
      quotas: reqObjArray(),
      reseller: reqStr(),
      resource_id: reqStr(),
    }),
    output: null,
    summary: "Set several quota limits of a resource",
  }),
};
