// The session: login (POST), who is logged in (GET), region switch (PATCH), logout (DELETE).
import { z } from "zod";
import { invalidInput } from "@/lib/bff/errors";
import { issuesFromZod } from "@/lib/bff/issues";
import { login, regionField } from "@/lib/bff/login";
import { json, noContent } from "@/lib/bff/respond";
import { bffRoute } from "@/lib/bff/route";
import { sessionView } from "@/lib/bff/session-view";

export const GET = bffRoute("session.get", { auth: "optional", touch: false }, async (ctx) =>
  json(sessionView(ctx.bff, ctx.session)),
);

export const POST = bffRoute("session.login", { auth: "optional", touch: false }, login);

export const PATCH = bffRoute("session.region", { auth: "required" }, async (ctx) => {
  const parsed = z.strictObject({ region: regionField(ctx.bff.config.regions) }).safeParse(ctx.body ?? {});
  if (!parsed.success) throw invalidInput(issuesFromZod(parsed.error));
  const session = await ctx.bff.sessions.setRegion(ctx.session, parsed.data.region);
  return json(sessionView(ctx.bff, session));
});

export const DELETE = bffRoute("session.logout", { auth: "optional", touch: false }, async (ctx) => {
  await ctx.endSession();
  return noContent();
});
