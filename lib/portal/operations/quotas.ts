/** Catalog piece: quotas, quota profiles and quota requests. Their routes are in `../routes/quotas.ts`; joined in `lib/portal/operations.ts`. */
import { z } from "zod";
import { defineSchemas } from "../operation";
import { int, noParams, optStr, pathParam, reqObjArray, reqStr } from "../schemas/fields";
import { QuotaLine, QuotaProfiles, QuotaRequest, QuotaSetResult, QuotasByName } from "../schemas/profiles";

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
    output: null,
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
