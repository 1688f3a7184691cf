/**
 * The quotas area: quota lines and their overview, limits set one or several at a time, increase requests and
 * their acceptance or rejection, the quota tree, and quota profiles.
 *
 * Item shapes of the `quotas` arrays (the spec leaves them free-form; each is a row as the console received it,
 * extra fields ignored):
 * - `POST /quota/increase`: a quota line, identified by `{resource_id, quota}`;
 * - `PATCH /quota/requests/accept|reject`: a request, identified by `{id}` or by `{client, resource, quota}`
 *   (client id and resource id, as `GET /quota/requests` returns them); a rejection's item may carry a `reason`,
 *   which the rejection's notification quotes;
 * - `POST /quotas`: `{quota, limit}` for the resource named by `resource_id`.
 * `GET /quota/tree` has no response described; it answers the tree reseller → clients → resources, each node
 * `{id, name, type, quotas: {name: {limit, used}}, children}` (the console shows it).
 */
import type { OperationId } from "../../../lib/portal/operations";
import { z } from "zod";
import { badRequest, defineArea, notFound, SandboxError, type AreaContext, type HandlerContext } from "../area";
import { findQuotaProfile } from "../seed/quota-profiles";
import { seedQuotas, type QuotasState, type StoredQuotaLine, type StoredQuotaRequest } from "../seed/quotas";
import { allocated, applyLimits, lineView, myQuotas, sumQuotas } from "./quota-lines";

type Ctx<Id extends OperationId> = HandlerContext<QuotasState, Id>;

/**
 * Parses each item of a `quotas` array, whose items the catalog leaves free-form (see the list above); a bad item
 * is a 400 naming `quotas.<index>.<field>`.
 */
function readItems<T extends z.ZodRawShape>(items: readonly Record<string, unknown>[], shape: T) {
  const result = z.array(z.looseObject(shape)).safeParse(items);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = ["quotas", ...issue.path.map(String)].join(".");
  throw badRequest(`${field}: ${issue.message}`, field);
}

function findLine(state: QuotasState, resourceId: string, quota: string, field: string): StoredQuotaLine {
  const line = state.lines.find((l) => l.resource_id === resourceId && l.quota === quota);
  if (!line) throw new SandboxError(404, `quota ${quota} of resource ${resourceId} not found`, field);
  return line;
}

/** The line a set call addresses, checked against the client and reseller the call names. */
function ownedLine(
  ctx: AreaContext<QuotasState>,
  input: { client_id: string; reseller: string; resource_id: string },
  quota: string,
  field: string,
) {
  if (input.reseller !== ctx.state.reseller) throw badRequest(`unknown reseller ${input.reseller}`, "reseller");
  const line = findLine(ctx.state, input.resource_id, quota, field);
  if (line.client_id !== input.client_id) {
    throw badRequest(`resource ${input.resource_id} does not belong to client ${input.client_id}`, "client_id");
  }
  return line;
}

const requestView = (state: QuotasState, request: StoredQuotaRequest) => ({
  ...request,
  my_limit: state.my_limits[request.quota] ?? 0,
  my_used: allocated(state, request.quota),
});

const RequestRef = {
  id: z.string().optional(),
  client: z.string().optional(),
  resource: z.string().optional(),
  quota: z.string().optional(),
  reason: z.string().max(1000).optional(),
};

/** The pending requests the `quotas` items name (all must exist), each with the reason its item gives. */
function selectRequests(ctx: SettleCtx): { request: StoredQuotaRequest; reason: string }[] {
  return readItems(ctx.input.quotas, RequestRef).map((ref, i) => {
    const found = ctx.state.requests.find((r) =>
      ref.id ? r.id === ref.id : r.client === ref.client && r.resource === ref.resource && r.quota === ref.quota,
    );
    if (!found)
      throw new SandboxError(
        404,
        `quota request ${ref.id ?? `${ref.quota} of ${ref.resource}`} not found`,
        `quotas.${i}`,
      );
    return { request: found, reason: ref.reason?.trim() ?? "" };
  });
}

type SettleCtx = Ctx<"quotas.requests.accept" | "quotas.requests.reject">;

function settle(ctx: SettleCtx, accepted: boolean): undefined {
  const selected = selectRequests(ctx);
  const requests = selected.map((s) => s.request);
  if (accepted) {
    const changes = requests.map((r, i) => ({
      line: findLine(ctx.state, r.resource, r.quota, `quotas.${i}`),
      limit: r.limit,
    }));
    applyLimits(ctx.state, changes, "quotas");
  }
  ctx.state.requests = ctx.state.requests.filter((r) => !requests.includes(r));
  for (const { request: r, reason } of selected) {
    const because = !accepted && reason ? `: ${reason}` : "";
    ctx.services.notify(
      ctx.region,
      "quota",
      `Quota request ${r.quota} ${r.current} → ${r.limit} for ${r.resource_name} ${accepted ? "accepted" : "rejected"}${because}`,
    );
  }
  return undefined;
}

function requestIncrease(ctx: Ctx<"quotas.increase.request">): undefined {
  const { increase } = ctx.input;
  if (increase <= 0) throw badRequest("increase must be 1 or more", "increase");
  const lines = readItems(ctx.input.quotas, { resource_id: z.string(), quota: z.string() }).map((ref, i) =>
    findLine(ctx.state, ref.resource_id, ref.quota, `quotas.${i}`),
  );
  for (const line of lines) {
    const available = lineView(ctx.state, line).request_available;
    if (increase > available)
      throw badRequest(`increase of ${line.quota} exceeds what is available (${available})`, "increase");
    if (ctx.state.requests.some((r) => r.resource === line.resource_id && r.quota === line.quota)) {
      throw new SandboxError(409, `a request for ${line.quota} of ${line.resource} is already pending`, "quotas");
    }
  }
  const date = new Date(ctx.services.now()).toISOString();
  for (const line of new Set(lines)) {
    ctx.state.requests.push({
      id: ctx.services.id("qr"),
      client: line.client_id,
      client_name: line.client,
      provider: line.provider,
      quota: line.quota,
      reseller: line.reseller,
      resource: line.resource_id,
      resource_name: line.resource,
      current: line.limit,
      limit: line.limit + increase,
      date,
    });
  }
  return undefined;
}

function quotaTree(state: QuotasState) {
  const clients = [...new Map(state.lines.map((l) => [l.client_id, l.client])).entries()];
  return {
    id: state.reseller,
    name: state.reseller,
    type: "reseller",
    quotas: Object.fromEntries(Object.entries(myQuotas(state)).map(([q, m]) => [q, { limit: m.limit, used: m.used }])),
    children: clients.map(([clientId, clientName]) => {
      const ofClient = state.lines.filter((l) => l.client_id === clientId);
      const resources = [...new Map(ofClient.map((l) => [l.resource_id, l])).values()];
      return {
        id: clientId,
        name: clientName,
        type: "client",
        quotas: sumQuotas(ofClient),
        children: resources.map((r) => ({
          id: r.resource_id,
          name: r.resource,
          type: "resource",
          provider: r.provider,
          quotas: sumQuotas(ofClient.filter((l) => l.resource_id === r.resource_id)),
          children: [],
        })),
      };
    }),
  };
}

function applyProfile(ctx: Ctx<"quotas.profile.show">): undefined {
  const { input } = ctx;
  const profile = findQuotaProfile(ctx.state.profiles, input.profile_id);
  if (!profile) throw notFound(`quota profile ${input.profile_id}`);
  if (input.reseller_name !== undefined && input.reseller_name !== ctx.state.reseller) {
    throw badRequest(`unknown reseller ${input.reseller_name}`, "reseller_name");
  }
  if (input.resource_id === undefined && input.client_id === undefined)
    throw badRequest("name a resource_id or a client_id", "resource_id");
  const target = ctx.state.lines.filter(
    (l) =>
      (input.resource_id === undefined || l.resource_id === input.resource_id) &&
      (input.client_id === undefined || l.client_id === input.client_id),
  );
  if (target.length === 0)
    throw notFound(input.resource_id ? `resource ${input.resource_id}` : `client ${input.client_id}`);
  const changes = target
    .filter((l) => l.quota in profile.quotas)
    .map((line) => ({ line, limit: profile.quotas[line.quota] }));
  applyLimits(ctx.state, changes, "profile_id");
  return undefined;
}

export const quotasArea = defineArea<QuotasState>({
  key: "quotas",
  seed: (region, services) => seedQuotas(region, services),
  handlers: {
    "quotas.overview.lines": (ctx) => ctx.state.lines.map((l) => lineView(ctx.state, l)),
    "quotas.list": (ctx) => {
      const byName: Record<string, ReturnType<typeof lineView>[]> = {};
      for (const line of ctx.state.lines) (byName[line.quota] ??= []).push(lineView(ctx.state, line));
      return byName;
    },
    "quotas.tree.get": (ctx) => quotaTree(ctx.state),
    "quotas.limit.set": (ctx) => {
      const { input } = ctx;
      const line = ownedLine(ctx, input, input.quota, "quota");
      applyLimits(ctx.state, [{ line, limit: input.limit }], "limit");
      return lineView(ctx.state, line);
    },
    "quotas.limits.set": (ctx) => {
      const { input } = ctx;
      const changes = readItems(input.quotas, { quota: z.string(), limit: z.number() }).map((item, i) => ({
        line: ownedLine(ctx, input, item.quota, `quotas.${i}.quota`),
        limit: item.limit,
      }));
      applyLimits(ctx.state, changes, "quotas");
      return undefined;
    },
    "quotas.increase.request": requestIncrease,
    "quotas.requests.list": (ctx) => ctx.state.requests.map((r) => requestView(ctx.state, r)),
    "quotas.requests.accept": (ctx) => settle(ctx, true),
    "quotas.requests.reject": (ctx) => settle(ctx, false),
    "quotas.profiles.list": (ctx) => ({ my_quotas: myQuotas(ctx.state), profiles: ctx.state.profiles }),
    "quotas.profile.show": applyProfile,
  },
});

export default quotasArea;
