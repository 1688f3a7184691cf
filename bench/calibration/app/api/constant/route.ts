// Next.js alone: a route handler answering a constant, the ceiling of any route on this machine.
export function GET() {
  return new Response('{"ok":true}', { headers: { "content-type": "application/json" } });
}
