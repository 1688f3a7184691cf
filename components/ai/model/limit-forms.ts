/**
 * The form schemas of the budgets and rate-limits editors. Apart from limits.ts, which the pages read on their
 * first paint: zod loads with the editors, on demand.
 */
import { z } from "zod";
import { isResetPeriod, LIMIT_CEILINGS } from "./limits";

/** The fields of the line forms, for messages that name them. */
export type LimitField = "budget" | "budgetPeriod" | "tokens" | "tokenPeriod" | "requests" | "requestPeriod";

/** Messages of the line forms, translated by the caller; each names its field and the rule it broke. */
export interface LimitMessages {
  required: (field: LimitField) => string;
  atLeast: (field: LimitField, min: number) => string;
  atMost: (field: LimitField, max: number) => string;
  wholeNumber: (field: LimitField) => string;
  period: (field: LimitField) => string;
  oneOfTokensOrRequests: string;
}

const extra = z.record(z.string(), z.unknown());

/** A reset period: one of the listed durations. */
const period = (m: LimitMessages, field: LimitField) =>
  z
    .string()
    .trim()
    .refine((value): boolean => value === "" || isResetPeriod(value), m.period(field));

/** The form schema of a budgets editor: every line needs a limit between 0 and the ceiling and a listed period. */
export function budgetsFormSchema(m: LimitMessages) {
  return z.object({
    lines: z.array(
      z.object({
        max_limit: z
          .number({ error: m.required("budget") })
          .min(0, m.atLeast("budget", 0))
          .max(LIMIT_CEILINGS.budget, m.atMost("budget", LIMIT_CEILINGS.budget)),
        reset_duration: period(m, "budgetPeriod").pipe(z.string().min(1, m.required("budgetPeriod"))),
        extra,
      }),
    ),
  });
}

const count = (m: LimitMessages, field: "tokens" | "requests") =>
  z
    .number()
    .int(m.wholeNumber(field))
    .min(1, m.atLeast(field, 1))
    .max(LIMIT_CEILINGS[field], m.atMost(field, LIMIT_CEILINGS[field]))
    .optional();

/** The form schema of a rate-limits editor: a line caps tokens, requests or both; a cap needs its listed period. */
export function rateLimitsFormSchema(m: LimitMessages) {
  return z.object({
    lines: z.array(
      z
        .object({
          token_max_limit: count(m, "tokens"),
          token_reset_duration: period(m, "tokenPeriod"),
          request_max_limit: count(m, "requests"),
          request_reset_duration: period(m, "requestPeriod"),
          extra,
        })
        .superRefine((line, ctx) => {
          if (line.token_max_limit === undefined && line.request_max_limit === undefined) {
            ctx.addIssue({ code: "custom", path: ["token_max_limit"], message: m.oneOfTokensOrRequests });
          }
          if (line.token_max_limit !== undefined && !line.token_reset_duration) {
            ctx.addIssue({ code: "custom", path: ["token_reset_duration"], message: m.required("tokenPeriod") });
          }
          if (line.request_max_limit !== undefined && !line.request_reset_duration) {
            ctx.addIssue({ code: "custom", path: ["request_reset_duration"], message: m.required("requestPeriod") });
          }
        }),
    ),
  });
}
