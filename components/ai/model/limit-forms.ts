/**
 * The form schemas of the budgets and rate-limits editors. Apart from limits.ts, which the pages read on their
 * first paint: zod loads with the editors, on demand.
 */
import { z } from "zod";

/** Messages of the line forms, translated by the caller. */
export interface LimitMessages {
  required: string;
  atLeastZero: string;
  atLeastOne: string;
  wholeNumber: string;
  oneOfTokensOrRequests: string;
}

const extra = z.record(z.string(), z.unknown());

/** The form schema of a budgets editor: every line needs a limit ≥ 0 and a reset period. */
export function budgetsFormSchema(m: LimitMessages) {
  return z.object({
    lines: z.array(
      z.object({
        max_limit: z.number({ error: m.required }).min(0, m.atLeastZero),
        reset_duration: z.string().trim().min(1, m.required),
        extra,
      }),
    ),
  });
}

/** The form schema of a rate-limits editor: a line caps tokens, requests or both; a cap needs its period. */
export function rateLimitsFormSchema(m: LimitMessages) {
  const count = z.number().int(m.wholeNumber).min(1, m.atLeastOne).optional();
  return z.object({
    lines: z.array(
      z
        .object({
          token_max_limit: count,
          token_reset_duration: z.string(),
          request_max_limit: count,
          request_reset_duration: z.string(),
          extra,
        })
        .superRefine((line, ctx) => {
          if (line.token_max_limit === undefined && line.request_max_limit === undefined) {
            ctx.addIssue({ code: "custom", path: ["token_max_limit"], message: m.oneOfTokensOrRequests });
          }
          if (line.token_max_limit !== undefined && !line.token_reset_duration.trim()) {
            ctx.addIssue({ code: "custom", path: ["token_reset_duration"], message: m.required });
          }
          if (line.request_max_limit !== undefined && !line.request_reset_duration.trim()) {
            ctx.addIssue({ code: "custom", path: ["request_reset_duration"], message: m.required });
          }
        }),
    ),
  });
}
