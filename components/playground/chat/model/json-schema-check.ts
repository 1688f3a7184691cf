/**
 * A structural check of a JSON Schema (the keywords structured outputs and tool parameters use): not a full
 * meta-schema validation, but enough to catch what people get wrong by hand (a misspelt type, `required` naming
 * a property that does not exist, `properties` that is not an object of schemas) before the gateway sees it.
 */

export const SCHEMA_PROBLEMS = [
  "notSchema",
  "badType",
  "badProperties",
  "badRequired",
  "unknownRequired",
  "badEnum",
  "badComposition",
  "badAdditional",
  "badDescription",
] as const;
export type SchemaProblemCode = (typeof SCHEMA_PROBLEMS)[number];

export interface SchemaProblem {
  code: SchemaProblemCode;
  /** Where, as a JSON path from the schema's root (`schema.properties.city`). */
  path: string;
  /** The offending name, for `unknownRequired`. */
  name?: string;
}

const TYPES = new Set(["object", "array", "string", "number", "integer", "boolean", "null"]);
const COMPOSITIONS = ["anyOf", "oneOf", "allOf"] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function checkType(type: unknown): boolean {
  if (typeof type === "string") return TYPES.has(type);
  return Array.isArray(type) && type.length > 0 && type.every((t) => typeof t === "string" && TYPES.has(t));
}

/** The first problem found, depth first, or undefined for a schema that looks sound. */
export function checkJsonSchema(schema: unknown, path = "schema"): SchemaProblem | undefined {
  if (typeof schema === "boolean") return undefined;
  if (!isRecord(schema)) return { code: "notSchema", path };
  if ("type" in schema && !checkType(schema.type)) return { code: "badType", path: `${path}.type` };
  if ("description" in schema && typeof schema.description !== "string") {
    return { code: "badDescription", path: `${path}.description` };
  }

  let propertyNames: string[] | undefined;
  if ("properties" in schema) {
    if (!isRecord(schema.properties)) return { code: "badProperties", path: `${path}.properties` };
    propertyNames = Object.keys(schema.properties);
    for (const [name, property] of Object.entries(schema.properties)) {
      const problem = checkJsonSchema(property, `${path}.properties.${name}`);
      if (problem) return problem;
    }
  }
  if ("required" in schema) {
    const required = schema.required;
    if (!Array.isArray(required) || !required.every((r) => typeof r === "string")) {
      return { code: "badRequired", path: `${path}.required` };
    }
    const unknown = propertyNames && required.find((name) => !propertyNames.includes(name));
    if (unknown) return { code: "unknownRequired", path: `${path}.required`, name: unknown };
  }
  if ("enum" in schema && (!Array.isArray(schema.enum) || schema.enum.length === 0)) {
    return { code: "badEnum", path: `${path}.enum` };
  }
  if ("items" in schema) {
    const items = schema.items;
    const list = Array.isArray(items) ? items : [items];
    for (const [index, item] of list.entries()) {
      const problem = checkJsonSchema(item, Array.isArray(items) ? `${path}.items[${index}]` : `${path}.items`);
      if (problem) return problem;
    }
  }
  for (const keyword of COMPOSITIONS) {
    if (!(keyword in schema)) continue;
    const parts = schema[keyword];
    if (!Array.isArray(parts) || parts.length === 0) return { code: "badComposition", path: `${path}.${keyword}` };
    for (const [index, part] of parts.entries()) {
      const problem = checkJsonSchema(part, `${path}.${keyword}[${index}]`);
      if (problem) return problem;
    }
  }
  if ("additionalProperties" in schema) {
    const extra = schema.additionalProperties;
    if (typeof extra !== "boolean" && !isRecord(extra))
      return { code: "badAdditional", path: `${path}.additionalProperties` };
    if (isRecord(extra)) return checkJsonSchema(extra, `${path}.additionalProperties`);
  }
  for (const defs of ["$defs", "definitions"] as const) {
    const group = schema[defs];
    if (!isRecord(group)) continue;
    for (const [name, definition] of Object.entries(group)) {
      const problem = checkJsonSchema(definition, `${path}.${defs}.${name}`);
      if (problem) return problem;
    }
  }
  return undefined;
}
