import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import type { OperationDef } from "@/lib/portal/operation";
import { buildPath, inputSchema, operations, type OperationId, type OperationInput } from "@/lib/portal/operations";
import { getBff } from "./context";
import { storedPageSession } from "./page-session";

/** The request header in which `proxy.ts` hands the page's path to the render (Next gives layouts no path). */
export const PAGE_PATH_HEADER = "x-console-path";

/** A detail page waits for this check before its HTML starts; a slower portal is left to the browser's own read. */
const CHECK_TIMEOUT_MS = 5_000;

/** For list-shaped reads (the spec has no single-record read): the record is the item whose `field` equals `value`. */
export interface ListedRecord {
  field: string;
  value: string;
}

type Outcome = "found" | "missing" | "unknown";

/**
 * A detail page's existence check: one catalog read for the current session, and `notFound()` (the route's
 * not-found page) when the portal answers 404 or, for a list, does not list the record. Anything else (no session,
 * 401, 403, 5xx, timeout, input the catalog refuses) renders the page as usual, whose browser read shows that error.
 * Nothing the portal sent leaves this module: the page learns only whether the record exists.
 */
export async function requireRecord<Id extends OperationId>(
  id: Id,
  input: OperationInput<Id>,
  listed?: ListedRecord,
): Promise<void> {
  if ((await check(id, JSON.stringify(input), listed?.field, listed?.value)) === "missing") notFound();
}

/**
 * The detail routes and the read that proves their record exists, the same read their page passes to
 * `requireRecord` (so both share one upstream call). First match wins, as Next's static segments win over dynamic.
 */
const RECORD_ROUTES: readonly { pattern: string; read: OperationId; listed?: string }[] = [
  { pattern: "/ai/keys/:key_id", read: "ai.key.get" },
  { pattern: "/ai/projects/:ai_project_id", read: "ai.project.get" },
  { pattern: "/backups/:backup_id", read: "backup.get" },
  { pattern: "/clusters/projects/:project_name", read: "clustermgr.project.get" },
  { pattern: "/clusters/:namespace/:shoot_name", read: "clustermgr.shoot.get" },
  { pattern: "/infrastructure/projects/:id", read: "iaas.projects.list", listed: "id" },
  { pattern: "/tasks/:id", read: "tasks.list", listed: "id" },
  { pattern: "/translations/:lang", read: "i18n.langs.list", listed: "lang" },
  { pattern: "/translations/:lang/glossary", read: "i18n.langs.list", listed: "lang" },
  { pattern: "/access/profiles/:name", read: "profile.dashboards.list" },
  { pattern: "/dashboards/:dashboard_path", read: "dashboard.get" },
];

/** Pages whose address has the shape of a detail route above but that Next serves from a static segment. */
const STATIC_ROUTES = new Set(["/backups/protection", "/backups/policies", "/clusters/new", "/clusters/projects"]);

/**
 * Whether the page being rendered is a detail page whose record the portal does not have. The console layout asks
 * this because the page itself renders inside the console's loading boundary: by the time it calls `notFound()` the
 * frame has streamed with status 200, so only the layout, outside that boundary, can still make it a 404.
 */
export async function pageRecordMissing(): Promise<boolean> {
  try {
    const path = (await headers()).get(PAGE_PATH_HEADER);
    if (!path || STATIC_ROUTES.has(path.replace(/\/$/, ""))) return false;
    const segments = path.split("/").filter(Boolean).map(decodeSegment);
    for (const route of RECORD_ROUTES) {
      const names = route.pattern.split("/").filter(Boolean);
      if (names.length !== segments.length) continue;
      const params: Record<string, string> = {};
      if (
        !names.every((name, i) =>
          name.startsWith(":") ? ((params[name.slice(1)] = segments[i]), true) : name === segments[i],
        )
      )
        continue;
      const [value] = Object.values(params);
      const outcome = route.listed
        ? await check(route.read, "{}", route.listed, value)
        : // Every argument given, as the page gives them: React's cache tells calls apart by their number of arguments.
          await check(route.read, JSON.stringify(params), undefined, undefined);
      return outcome === "missing";
    }
    return false;
  } catch {
    return false;
  }
}

/** A path segment as Next hands it to a page: decoded once, kept as is when malformed. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// Cached per request (arguments compared by value): the layout and the page share the one read.
const check = cache(async (id: OperationId, inputJson: string, field?: string, value?: string): Promise<Outcome> => {
  try {
    const op: OperationDef = operations[id];
    const parsed = inputSchema(op).safeParse(JSON.parse(inputJson));
    if (!parsed.success) return "unknown";
    const input = parsed.data as Record<string, unknown>;
    const params = Object.fromEntries(Object.keys(op.params.shape).map((k) => [k, String(input[k])]));
    // The proxy never forwards a parameter still holding "%" (double encoding); neither does this check.
    if (Object.values(params).some((v) => v.includes("%"))) return "unknown";
    const body = op.body
      ? Object.fromEntries(
          Object.keys(op.body.shape)
            .filter((k) => input[k] !== undefined)
            .map((k) => [k, input[k]]),
        )
      : undefined;

    const bff = getBff();
    const session = await storedPageSession(bff);
    if (!session) return "unknown";
    const answer = await bff.portal.call({
      method: op.method,
      path: buildPath(op, params),
      token: session.token,
      region: session.region,
      requestId: randomUUID(),
      body,
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (answer.status === 404) return "missing";
    if (answer.status < 200 || answer.status >= 300) return "unknown";
    if (field === undefined) return "found";
    const data: unknown = JSON.parse(answer.text);
    if (!Array.isArray(data)) return "unknown";
    return data.some((item) => isRecord(item) && String(item[field]) === value) ? "found" : "missing";
  } catch {
    return "unknown";
  }
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
