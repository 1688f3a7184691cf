// The reference the BFF budget is stated against: a bare Next.js route handler that only forwards a portal GET with
// undici (no session, no catalog, no validation, no log). `bench/bff.mjs` builds and serves this app beside the
// console, so the BFF's figures can be read against what Next alone achieves on the same machine at the same time.
import { request } from "undici";

const PORTAL_URL = process.env.PORTAL_URL ?? "";
const TOKEN = process.env.CALIBRATION_TOKEN ?? "";

export async function GET() {
  const answer = await request(`${PORTAL_URL}/ai/providers`, {
    headers: { "auth-token": TOKEN, region: "eu-central", accept: "application/json" },
  });
  return new Response(await answer.body.text(), {
    status: answer.statusCode,
    headers: { "content-type": "application/json" },
  });
}
