// Prometheus metrics: a 404 unless METRICS_TOKEN is set, then only for `Authorization: Bearer <METRICS_TOKEN>`.
import { timingSafeEqual } from "node:crypto";
import { BffError } from "@/lib/bff/errors";
import { metrics } from "@/lib/metrics";
import { bffRoute } from "@/lib/bff/route";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const GET = bffRoute("metrics", { auth: "none", csrf: false }, async ({ bff, request }) => {
  const token = bff.config.metricsToken;
  if (!token) throw new BffError("unknown_operation");
  const given = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
  if (given === undefined || !sameSecret(given, token)) {
    throw new BffError("unauthenticated", { message: "The metrics need the bearer token of METRICS_TOKEN." });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), { status: 200, headers: { "content-type": registry.contentType } });
});
