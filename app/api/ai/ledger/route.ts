// The cost ledger of a period: every cost figure of the AI screens from one request, gathered from the portal's
// per-key cost answers (lib/bff/cost-ledger.ts).
import { gatherLedger, LedgerQuery } from "@/lib/bff/cost-ledger";
import { invalidInput } from "@/lib/bff/errors";
import { issuesFromZod } from "@/lib/bff/issues";
import { json } from "@/lib/bff/respond";
import { bffRoute } from "@/lib/bff/route";

export const GET = bffRoute("ai.ledger", { auth: "required" }, async (ctx) => {
  const query = LedgerQuery.safeParse(Object.fromEntries(ctx.url.searchParams));
  if (!query.success) throw invalidInput(issuesFromZod(query.error));
  return json(await gatherLedger(ctx, query.data));
});
