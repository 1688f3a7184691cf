// The sandbox's public demo tokens for the login page; only when the run script configured SANDBOX_DEMO_TOKENS.
import { BffError } from "@/lib/bff/errors";
import { json } from "@/lib/bff/respond";
import { bffRoute } from "@/lib/bff/route";

export const GET = bffRoute("session.demo", { auth: "none" }, async (ctx) => {
  const tokens = ctx.bff.config.demoTokens;
  if (tokens.length === 0) throw new BffError("not_found", { message: "No demo tokens are configured." });
  return json({ tokens });
});
