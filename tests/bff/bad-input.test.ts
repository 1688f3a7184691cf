/**
 * Bad input for every operation of the catalog, through the real portal route: each case must end in a 4xx JSON
 * error that names the problem (the field, where there is one), never a 5xx, and nothing may reach the portal.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { OperationDef } from "@/lib/portal/operation";
import { buildPath, inputSchema, operationList } from "@/lib/portal/operations";
import { queryToInput } from "@/lib/portal/query";
import type { ErrorShape } from "./support/http";
import { startBffStack, type BffStack } from "./support/stack";

let stack: BffStack;
let cookie: string;
beforeAll(async () => {
  stack = await startBffStack();
  cookie = await stack.login();
});
afterAll(() => stack?.close());

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The base type of a field, wrappers (optional, default, pipe…) stripped. */
function baseType(schema: z.ZodType): string {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (
      def.innerType &&
      ["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"].includes(def.type)
    ) {
      current = def.innerType;
    } else if (def.type === "pipe" && def.in) {
      current = def.in;
    } else {
      return def.type;
    }
  }
}

/** Values of the wrong type for a field of this base type: the schema must refuse each. */
const WRONG_JSON: Record<string, unknown[]> = {
  string: [12345, { nested: "object" }],
  number: ["not-a-number"],
  int: ["not-a-number"],
  bigint: ["not-a-number"],
  boolean: ["yes", 1],
  array: ["not-an-array"],
  object: ["not-an-object"],
  record: ["not-an-object"],
  enum: [12345, "not-one-of-the-values"],
  literal: [12345],
  date: [true],
};
const WRONG_QUERY = ["not-a-number-nor-bool", "-1.5", "2"];

const PARAM_CANDIDATES = ["p-1", "abc", "00000000-0000-4000-8000-000000000000", "1", "eu-central"];

/** A URL path for the operation with path parameters its schema accepts. */
function pathOf(op: OperationDef): string {
  const shape = op.params.shape as Record<string, z.ZodType>;
  const params = Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [
      name,
      PARAM_CANDIDATES.find((v) => field.safeParse(v).success) ?? "p-1",
    ]),
  );
  return `/api/portal${buildPath(op, params)}`;
}

function bodyFields(op: OperationDef): [string, z.ZodType][] {
  return op.body ? Object.entries(op.body.shape as Record<string, z.ZodType>) : [];
}

const required = (field: z.ZodType) => !field.safeParse(undefined).success;
const deep = (levels: number): unknown => {
  let value: unknown = "bottom";
  for (let i = 0; i < levels; i++) value = { d: value };
  return value;
};

const deepArray = (levels: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

interface Case {
  name: string;
  method: string;
  target: string;
  body?: unknown;
  raw?: { bytes: Uint8Array; contentType: string };
  /** A field path the error's issues must name; or a word the message must hold. */
  names?: string;
  says?: RegExp;
}

/** GET operations: invalid UTF-8 in each string query value (`%ff%fe%c3%28`). */
function queryUtf8CasesOf(op: OperationDef): Case[] {
  if (op.method !== "GET") return [];
  const target = pathOf(op);
  return bodyFields(op)
    .filter(([, field]) => baseType(field) === "string")
    .map(([name]) => ({
      method: op.method,
      target: `${target}?${name}=%ff%fe%c3%28`,
      name: `${op.id} ?${name} invalid UTF-8`,
      names: name,
    }));
}

function casesOf(op: OperationDef): Case[] {
  const target = pathOf(op);
  const base = { method: op.method, target };
  const cases: Case[] = [];
  const fields = bodyFields(op);
  if (op.method === "GET") {
    const schema = inputSchema(op);
    for (const [name, field] of fields) {
      // The value as the BFF will coerce it from the query must be refused by the field.
      const value = WRONG_QUERY.find(
        (v) => !field.safeParse(queryToInput(schema, new URLSearchParams({ [name]: v }))[name]).success,
      );
      if (value !== undefined) {
        cases.push({
          ...base,
          name: `${op.id} ?${name}=${value}`,
          target: `${target}?${name}=${encodeURIComponent(value)}`,
          names: name,
        });
      }
      if (baseType(field) !== "array") {
        cases.push({ ...base, name: `${op.id} ?${name} twice`, target: `${target}?${name}=a&${name}=b`, names: name });
      }
    }
    cases.push({ ...base, name: `${op.id} unknown query`, target: `${target}?sneaky_field=1`, names: "sneaky_field" });

    if (fields.some(([, f]) => required(f))) {
      cases.push({ ...base, name: `${op.id} required query missing`, names: fields.find(([, f]) => required(f))![0] });
    }
    return cases;
  }
  // Operations with a body (or none: an unknown field must be refused there as well).
  cases.push({ ...base, name: `${op.id} unknown field`, body: { sneaky_field: 1 }, names: "sneaky_field" });
  cases.push({ ...base, name: `${op.id} body is an array`, body: [1, 2], says: /object/i });
  cases.push({
    ...base,
    name: `${op.id} invalid UTF-8`,
    raw: { bytes: new Uint8Array([0x7b, 0xff, 0xfe, 0xc3, 0x28, 0x80, 0x7d]), contentType: "application/json" },
    says: /json/i,
  });
  cases.push({ ...base, name: `${op.id} body is a JSON string`, body: "a string", says: /object/i });
  cases.push({ ...base, name: `${op.id} body is null`, body: null, says: /object/i });
  cases.push({ ...base, name: `${op.id} body nested 1000 deep`, body: deepArray(1000), says: /object/i });
  cases.push({
    ...base,
    name: `${op.id} truncated JSON`,
    raw: { bytes: new TextEncoder().encode('{"name": "cut'), contentType: "application/json" },
    says: /json/i,
  });
  cases.push({
    ...base,
    name: `${op.id} form-encoded`,
    raw: { bytes: new TextEncoder().encode("name=x&description=y"), contentType: "application/x-www-form-urlencoded" },
    says: /application\/json/i,
  });
  cases.push({
    ...base,
    name: `${op.id} multipart`,
    raw: {
      bytes: new TextEncoder().encode('--b\r\ncontent-disposition: form-data; name="name"\r\n\r\nx\r\n--b--\r\n'),
      contentType: "multipart/form-data; boundary=b",
    },
    says: /application\/json/i,
  });
  cases.push({
    ...base,
    name: `${op.id} text/plain`,
    raw: { bytes: new TextEncoder().encode(JSON.stringify({ a: 1 })), contentType: "text/plain" },
    says: /application\/json/i,
  });
  for (const [name, field] of fields) {
    for (const value of WRONG_JSON[baseType(field)] ?? [{ wrong: [] }]) {
      if (field.safeParse(value).success) continue;
      cases.push({ ...base, name: `${op.id} ${name}=${JSON.stringify(value)}`, body: { [name]: value }, names: name });
    }
    if (required(field)) cases.push({ ...base, name: `${op.id} ${name} missing`, body: {}, names: name });
    if (baseType(field) === "string") {
      cases.push({
        ...base,
        name: `${op.id} ${name} 1 MB`,
        body: { [name]: "x".repeat(1024 * 1024) },
        says: /too large/i,
      });
    }
    if (!field.safeParse(deep(1000)).success) {
      cases.push({ ...base, name: `${op.id} ${name} nested 1000 deep`, body: { [name]: deep(1000) }, names: name });
    }
  }
  return cases;
}

/** An issue names a field by its path, or (an unknown key, reported at the object) by quoting it in the message. */
const namesField = (issue: { path: string; message: string }, field: string) =>
  issue.path === field ||
  issue.path.startsWith(`${field}.`) ||
  issue.path.startsWith(`${field}[`) ||
  issue.message.includes(`"${field}"`);

/**
 * Sends one case over raw HTTP. The BFF may answer (413) before the body is fully written and close the socket;
 * a write error after the answer has started is therefore not a failure of the case.
 */
function send(c: Case): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { "x-csrf": "1", cookie };
  let body: Buffer | undefined;
  if (c.raw) {
    headers["content-type"] = c.raw.contentType;
    body = Buffer.from(c.raw.bytes);
  } else if (c.body !== undefined) {
    headers["content-type"] = "application/json";
    body = Buffer.from(JSON.stringify(c.body), "utf8");
  }
  if (body) headers["content-length"] = String(body.byteLength);
  const base = new URL(stack.url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      { host: base.hostname, port: base.port, method: c.method, path: c.target, headers, agent: false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.end(body);
  });
}

describe("bad input for every operation", () => {
  it("is refused with a 4xx that names the problem, and nothing reaches the portal", async () => {
    const cases = operationList.flatMap(casesOf);
    expect(operationList.length).toBeGreaterThan(100);
    const before = await stack.portalSeq();
    const failures: string[] = [];
    let fiveHundreds = 0;
    for (const c of cases) {
      const { status, text } = await send(c);
      if (status >= 500) fiveHundreds += 1;
      let error: ErrorShape["error"] | undefined;
      try {
        error = (JSON.parse(text) as ErrorShape).error;
      } catch {
        error = undefined;
      }
      const named =
        error !== undefined &&
        (c.names === undefined || (error.issues ?? []).some((i) => namesField(i, c.names!))) &&
        (c.says === undefined ||
          c.says.test(`${error.message} ${(error.issues ?? []).map((i) => i.message).join(" ")}`));
      if (status < 400 || status >= 500 || !named) failures.push(`${c.name} → ${status} ${text.slice(0, 200)}`);
    }
    console.log(`bad-input: ${cases.length} cases over ${operationList.length} operations`);
    expect(fiveHundreds).toBe(0);
    expect(failures).toEqual([]);
    // Nothing forwarded: the portal's request log has not moved.
    expect(await stack.portalRequests(before)).toEqual([]);
  }, 120_000);

  it("refuses invalid UTF-8 in a query value instead of sending U+FFFD on to the portal", async () => {
    // A JSON body with invalid UTF-8 is refused (above); a query value must be too: decoding it leniently turns the
    // bytes into replacement characters and forwards a value the client never sent.
    const cases = operationList.flatMap(queryUtf8CasesOf);
    expect(cases.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const c of cases) {
      const before = await stack.portalSeq();
      const { status, text } = await send(c);
      const forwarded = (await stack.portalRequests(before)).length;
      if (status !== 400 || forwarded > 0)
        failures.push(`${c.name} → ${status}, ${forwarded} portal request(s): ${text.slice(0, 120)}`);
    }
    console.log(`bad-input: ${cases.length} invalid UTF-8 query cases`);
    expect(failures).toEqual([]);
  }, 120_000);
});
