import { z } from "zod";

/** The gateway's error body. `is_gateway_error` is true when the error arose in the gateway itself. */
export const GatewayErrorBody = z.looseObject({
  event_id: z.string().nullish(),
  type: z.string().nullish(),
  is_gateway_error: z.boolean().nullish(),
  status_code: z.int().nullish(),
  error: z
    .looseObject({
      type: z.string().nullish(),
      code: z.string().nullish(),
      message: z.string().nullish(),
      param: z.string().nullish(),
      event_id: z.string().nullish(),
    })
    .nullish(),
  extra_fields: z
    .looseObject({
      provider: z.string().nullish(),
      model_requested: z.string().nullish(),
      request_type: z.string().nullish(),
    })
    .nullish(),
});
export type GatewayErrorBody = z.infer<typeof GatewayErrorBody>;

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

interface ResolvedIssue {
  path: Path;
  message: string;
}

const TYPE_MISMATCH = new Set(["invalid_type", "invalid_union"]);

/**
 * How far a union branch got with the input: 0 when the input had the branch's type (the failure is a limit or a
 * nested field), 1 when it had the wrong value at the top, 2 when it had the wrong type altogether.
 */
const reach = (issues: readonly Issue[]) => {
  const first = issues[0];
  if (!first || first.path.length > 0) return 0;
  if (first.code === "invalid_value") return 1;
  return TYPE_MISMATCH.has(first.code) ? 2 : 0;
};

/**
 * Follows a failed union into the branch that matched the input best, so that `stop: [5 strings]` reports the
 * array's limit rather than "not a string". A union no branch of which matched keeps its own message.
 */
const resolve = (issue: Issue, base: Path = []): ResolvedIssue => {
  const path = [...base, ...issue.path];
  if (issue.code !== "invalid_union" || issue.errors.length === 0) return { path, message: issue.message };
  const ranked = issue.errors
    .filter((branch) => branch.length > 0)
    .map((branch, order) => ({ branch, order, reach: reach(branch) }))
    .sort((a, b) => a.reach - b.reach || a.branch.length - b.branch.length || a.order - b.order);
  const best = ranked[0];
  if (!best || best.reach === 2) return { path, message: issue.message };
  return resolve(best.branch[0], path);
};

const firstIssue = (error: z.ZodError): ResolvedIssue | undefined => {
  const issue = error.issues[0];
  return issue ? resolve(issue) : undefined;
};

/** `["messages", 0, "role"]` → `messages[0].role`; with `generic`, indices become `[]` as in the schema messages. */
const formatPath = (path: Path, generic = false) =>
  path.reduce<string>((out, key) => {
    if (typeof key === "number") return `${out}[${generic ? "" : key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, "");

const paramOf = (path: Path) => {
  const index = path.findIndex((key) => typeof key === "number");
  const named = index === -1 ? path : path.slice(0, index);
  return named.length > 0 ? formatPath(named) : undefined;
};

/**
 * The request parameter the first issue is about, dotted through objects and cut at the first array index:
 * "temperature", "reasoning.effort", "stop", "messages" (for `messages[2].role`).
 */
export function firstParam(error: z.ZodError): string | undefined {
  const issue = firstIssue(error);
  return issue ? paramOf(issue.path) : undefined;
}

/** The message of an issue, with the array indices of where it happened: `messages[].role …` → `messages[2].role …`. */
const locate = ({ path, message }: ResolvedIssue) => {
  const generic = formatPath(path, true);
  if (!generic.includes("[]")) return message;
  const concrete = formatPath(path);
  if (message.startsWith(generic)) return concrete + message.slice(generic.length);
  return message.startsWith(concrete) ? message : `${concrete}: ${message}`;
};

/** The Error body the gateway answers an invalid request with; the BFF and the sandbox both send it with a 400. */
export function gatewayErrorFromZod(error: z.ZodError, status = 400): GatewayErrorBody {
  const issue = firstIssue(error);
  const param = issue ? paramOf(issue.path) : undefined;
  return {
    is_gateway_error: true,
    status_code: status,
    error: {
      type: "invalid_request_error",
      code: "invalid_parameter",
      message: issue ? locate(issue) : "the request is invalid",
      ...(param === undefined ? {} : { param }),
    },
  };
}
