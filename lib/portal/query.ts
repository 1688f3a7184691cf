import type { z } from "zod";

/**
 * GET operations of the portal take a JSON body upstream, but the browser sends their input as query parameters.
 * This turns `URLSearchParams` into that body, guided by the operation's input schema: booleans (`true`/`false`,
 * `1`/`0`), numbers, arrays as repeated parameters (`?users_ids=a&users_ids=b`), free-form objects as JSON text.
 * A value that does not fit is left as given, so the schema reports the field; unknown parameters are kept as
 * strings for the (strict) schema to reject.
 */
export function queryToInput(schema: z.ZodObject, query: URLSearchParams): Record<string, unknown> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const input: Record<string, unknown> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    const field = Object.prototype.hasOwnProperty.call(shape, key) ? shape[key] : undefined;
    input[key] = field ? coerce(field, values) : values.length === 1 ? values[0] : values;
  }
  return input;
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; options?: z.ZodType[] };

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Strips wrappers that do not change what a query value should become. */
function unwrap(schema: z.ZodType): z.ZodType {
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
      return current;
    }
  }
}

function coerce(schema: z.ZodType, values: string[]): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case "array":
      return values.map((v) => (def.element ? coerceOne(def.element, v) : v));
    case "union": {
      // The first branch that accepts the coerced value wins: `expiration_seconds=60` fits the integer branch.
      for (const option of def.options ?? []) {
        const candidate = coerce(option, values);
        if (option.safeParse(candidate).success) return candidate;
      }
      return values.length === 1 ? values[0] : values;
    }
    default:
      // A scalar given twice stays a list, and the schema says the field expects one value.
      return values.length === 1 ? coerceOne(inner, values[0]) : values;
  }
}

const NUMBER = /^-?(\d+(\.\d+)?|\.\d+)([eE][-+]?\d+)?$/;

function coerceOne(schema: z.ZodType, value: string): unknown {
  const inner = unwrap(schema);
  switch (defOf(inner).type) {
    case "boolean":
      if (value === "true" || value === "1") return true;
      if (value === "false" || value === "0") return false;
      return value;
    case "number":
    case "int":
      return NUMBER.test(value) ? Number(value) : value;
    case "object":
    case "record":
    case "unknown":
    case "any":
      return parseJsonOr(value);
    case "union":
      return coerce(inner, [value]);
    default:
      return value;
  }
}

function parseJsonOr(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
