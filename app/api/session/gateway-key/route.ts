// The session's own gateway key: set (PUT) or remove (DELETE). It is never returned, only its last 4 characters.
import { z } from "zod";
import { invalidInput } from "@/lib/bff/errors";
import { issuesFromZod } from "@/lib/bff/issues";
import { secretText } from "@/lib/bff/login";
import { json } from "@/lib/bff/respond";
import { bffRoute } from "@/lib/bff/route";
import { gatewayKeyView } from "@/lib/bff/session-view";

export const PUT = bffRoute("session.gatewayKey.set", { auth: "required" }, async (ctx) => {
  const parsed = z.strictObject({ key: secretText("key", 512) }).safeParse(ctx.body ?? {});
  if (!parsed.success) throw invalidInput(issuesFromZod(parsed.error));
  const session = await ctx.bff.sessions.setGatewayKey(ctx.session, parsed.data.key);
  return json(gatewayKeyView(ctx.bff, session));
});

export const DELETE = bffRoute("session.gatewayKey.delete", { auth: "required" }, async (ctx) => {
  const session = await ctx.bff.sessions.setGatewayKey(ctx.session, undefined);
  return json(gatewayKeyView(ctx.bff, session));
});
