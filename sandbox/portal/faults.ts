/**
 * Fault injection for tests: make matching portal requests slow, fail with 500, answer malformed JSON,
 * answer a given JSON body (a shape the spec does not promise), or drop the connection. Rules are set through the control API and apply before routing.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";

export const FaultInputSchema = z.strictObject({
  /** An operation id of the catalog, e.g. `ai.keys.list`. */
  operation: z.string().min(1).optional(),
  method: z
    .string()
    .transform((m) => m.toUpperCase())
    .pipe(z.enum(["GET", "POST", "PATCH", "DELETE", "PUT", "HEAD", "OPTIONS"]))
    .optional(),
  /** A path template as the catalog writes it (`/ai/keys/{key_id}`) or a literal path (`/ai/keys/k-1`). */
  path: z.string().startsWith("/").optional(),
  region: z.string().min(1).optional(),
  mode: z.enum(["slow", "error", "malformed", "answer", "drop"]),
  /** For `slow`: how long to wait before answering normally; 2,000 ms by default. */
  delayMs: z.number().int().min(0).max(120_000).optional(),
  /** For `error`: the status to answer; 500 by default. For `answer`: 200 by default. */
  status: z.number().int().min(200).max(599).optional(),
  /** For `answer`: the JSON value sent as the body (`{}`, `null`, `"x"`, `[1, 2]`...). */
  body: z.unknown().optional(),
  /**
   * For `answer`: sends a long list built from the body (whose control request is limited to 1 MB): the body's array,
   * or an object body's first array field, with its items repeated up to this many, `{i}` in strings replaced by the
   * item's index.
   */
  repeat: z.number().int().min(1).max(100_000).optional(),
  /** How many matching requests the rule applies to; unlimited by default. */
  times: z.number().int().min(1).optional(),
});
export type FaultInput = z.infer<typeof FaultInputSchema>;
export type FaultRule = FaultInput & { id: string };

/** What the core knows about a request when faults are checked. */
export interface FaultTarget {
  method: string;
  /** The request path without its query string. */
  pathname: string;
  region: string | undefined;
  /** The matched operation, when routing found one. */
  operation?: { id: string; path: string };
}

export class FaultBook {
  private rules: FaultRule[] = [];
  private nextId = 1;

  add(input: FaultInput): FaultRule {
    const rule = { ...input, id: `fault-${this.nextId++}` };
    this.rules.push(rule);
    return rule;
  }

  clear(): void {
    this.rules = [];
  }

  list(): FaultRule[] {
    return [...this.rules];
  }

  /** The first rule matching the request, counted as used; undefined when none applies. */
  take(target: FaultTarget): FaultRule | undefined {
    const rule = this.rules.find((r) => matches(r, target));
    if (rule && rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.rules = this.rules.filter((r) => r !== rule);
    }
    return rule;
  }
}

function matches(rule: FaultRule, target: FaultTarget): boolean {
  if (rule.operation !== undefined && rule.operation !== target.operation?.id) return false;
  if (rule.method !== undefined && rule.method !== target.method) return false;
  if (rule.region !== undefined && rule.region !== target.region) return false;
  if (rule.path !== undefined) {
    const isTemplate = rule.path.includes("{");
    if (isTemplate ? rule.path !== target.operation?.path : rule.path !== target.pathname) return false;
  }
  return true;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Applies a rule. Resolves `true` when the fault answered (or dropped) the request, `false` when the request
 * should go on normally (after a `slow` delay).
 */
export async function applyFault(rule: FaultRule, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  switch (rule.mode) {
    case "slow":
      await sleep(rule.delayMs ?? 2_000);
      return false;
    case "error": {
      const status = rule.status ?? 500;
      const body = JSON.stringify({ error: { status, message: `injected fault ${rule.id}` } });
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(body);
      return true;
    }
    case "malformed":
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end('{"broken":');
      return true;
    case "answer":
      res
        .writeHead(rule.status ?? 200, { "content-type": "application/json; charset=utf-8" })
        .end(JSON.stringify(rule.repeat === undefined ? (rule.body ?? null) : repeated(rule.body, rule.repeat)));
      return true;
    case "drop":
      req.socket.destroy();
      return true;
  }
}

/** The body with its list (the body itself, or an object's first array field) grown to `count` numbered items. */
function repeated(body: unknown, count: number): unknown {
  const grow = (items: unknown[]) => {
    if (items.length === 0) return items;
    const templates = items.map((item) => JSON.stringify(item));
    return Array.from({ length: count }, (_, i) =>
      JSON.parse(templates[i % templates.length].replaceAll("{i}", String(i))),
    );
  };
  if (Array.isArray(body)) return grow(body);
  if (body !== null && typeof body === "object") {
    const entries = Object.entries(body);
    const listAt = entries.findIndex(([, value]) => Array.isArray(value));
    if (listAt !== -1)
      return Object.fromEntries(
        entries.map(([key, value], at) => [key, at === listAt ? grow(value as unknown[]) : value]),
      );
  }
  return body;
}
