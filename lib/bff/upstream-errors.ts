import "server-only";
import { z } from "zod";
import { BffError, type FieldIssue, type UpstreamDetail } from "./errors";
import type { UpstreamFailure, UpstreamService } from "@/lib/upstream/failure";
import { lastAnswerAt } from "@/lib/upstream/reachability";

const MAX_MESSAGE = 300;

/**
 * An upstream that echoes the credential in an error ("invalid key sk-…") must not hand it to the browser: every
 * secret of the request is replaced wherever it occurs in what is passed on.
 */
export function redactSecrets<T>(value: T, secrets: readonly (string | undefined)[]): T {
  const present = secrets.filter((s): s is string => s !== undefined && s.length >= 4);
  if (present.length === 0 || value === undefined) return value;
  let text = JSON.stringify(value);
  if (!present.some((s) => text.includes(JSON.stringify(s).slice(1, -1)))) return value;
  for (const secret of present) text = text.split(JSON.stringify(secret).slice(1, -1)).join("[redacted]");
  return JSON.parse(text) as T;
}

/** The human message of an upstream JSON error body, if it has one; HTML and other text are never passed on. */
export function upstreamMessage(text: string, secrets: readonly (string | undefined)[] = []): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const pick = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v : undefined);
  const record = (v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  const top = record(value);
  const nested = record(top?.error);
  const message = pick(nested?.message) ?? pick(top?.message) ?? pick(top?.detail) ?? pick(top?.error);
  return message === undefined ? undefined : redactSecrets(message, secrets).slice(0, MAX_MESSAGE);
}

const MAX_ISSUES = 50;
const IssueText = z.string().trim().min(1).max(MAX_MESSAGE);
const UpstreamIssues = z.object({
  field: IssueText.optional().catch(undefined),
  message: IssueText.optional().catch(undefined),
  issues: z
    .array(z.object({ path: z.string().max(200), message: IssueText }).catch({ path: "", message: "" }))
    .optional()
    .catch(undefined),
});

/**
 * The fields an upstream error names (`{error: {field, issues: [{path, message}]}}`, or the same at the top level),
 * so that a form can show the portal's refusal under the field it concerns. Anything else in the body is ignored;
 * messages are redacted like the main message.
 */
export function upstreamIssues(text: string, secrets: readonly (string | undefined)[] = []): FieldIssue[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  const top = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const parsed = UpstreamIssues.safeParse(top.error !== null && typeof top.error === "object" ? top.error : top);
  if (!parsed.success) return [];
  const { field, message, issues } = parsed.data;
  const listed = (issues ?? []).filter((i) => i.message !== "");
  const found = listed.length > 0 ? listed : field ? [{ path: field, message: message ?? field }] : [];
  return redactSecrets(found.slice(0, MAX_ISSUES), secrets);
}

/**
 * No HTTP answer at all: timeout, refused or dropped connection. The upstream detail says when this process last had
 * an answer from that upstream, for the browser's "cannot be reached" notice.
 */
export function failureError(failure: UpstreamFailure): BffError {
  const last = lastAnswerAt(failure.service);
  const upstream: UpstreamDetail = {
    service: failure.service,
    ...(last === undefined ? {} : { lastReachedAt: new Date(last).toISOString() }),
  };
  return failure.kind === "timeout"
    ? new BffError("upstream_timeout", { upstream })
    : new BffError("upstream_unreachable", { upstream });
}

/**
 * An upstream HTTP error status as a BFF error. 401, 403 and 404 have codes of their own that the caller picks
 * (they mean different things for the portal and the gateway); this maps the rest.
 */
export function statusError(
  service: UpstreamService,
  status: number,
  detail: Omit<UpstreamDetail, "service" | "status">,
  issues: FieldIssue[] = [],
): BffError {
  const upstream: UpstreamDetail = { service, status, ...detail };
  if (status === 429) return new BffError("rate_limited", { upstream });
  if (status >= 500) return new BffError("upstream_error", { upstream });
  if (status >= 400) {
    return new BffError("upstream_rejected", {
      status,
      upstream,
      ...(detail.message ? { message: detail.message } : {}),
      ...(issues.length > 0 ? { issues } : {}),
    });
  }
  // 1xx/3xx: redirects are never followed, so an answer of that kind is not one the console can use.
  return new BffError("upstream_error", { upstream });
}
