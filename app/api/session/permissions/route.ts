// What this session's token may do: `?ops=<id>,<id>` → {denied, allowed} (permission names) for those operations.
// Without `ops`: every permission the portal refused so far. Operations unknown so far are found by safe probes.
import { z } from "zod";
import { BffError, invalidInput } from "@/lib/bff/errors";
import { resolvePermissions, sharedAllowedCache } from "@/lib/bff/permission-probe";
import { json } from "@/lib/bff/respond";
import { bffRoute } from "@/lib/bff/route";
import { isOperationId, operations } from "@/lib/portal/operations";

const MAX_OPS = 60;

const OpsParam = z
  .string()
  .transform((text) => [
    ...new Set(
      text
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().refine(isOperationId, { message: "Not an operation of the catalog" }))
      .min(1)
      .max(MAX_OPS, `At most ${MAX_OPS} operations`),
  );

export const GET = bffRoute("session.permissions", { auth: "required", touch: false }, async (ctx) => {
  const raw = ctx.url.searchParams.get("ops");
  if (raw === null) return json({ denied: ctx.session.denied, allowed: [] });
  const parsed = OpsParam.safeParse(raw);
  if (!parsed.success) throw invalidInput([{ path: "ops", message: parsed.error.issues[0]?.message ?? "Invalid" }]);

  const result = await resolvePermissions({
    ops: parsed.data.map((id) => operations[id as keyof typeof operations]),
    token: ctx.session.token,
    region: ctx.session.region,
    requestId: ctx.requestId,
    knownDenied: ctx.session.denied,
    send: (call) => ctx.bff.portal.call(call),
    cache: sharedAllowedCache(),
    signal: ctx.request.signal,
  });
  if (result.tokenRejected) {
    await ctx.endSession();
    throw new BffError("session_expired");
  }
  let session = ctx.session;
  for (const permission of result.newlyDenied) session = await ctx.bff.sessions.recordDenied(session, permission);
  return json({ denied: result.denied, allowed: result.allowed });
});
