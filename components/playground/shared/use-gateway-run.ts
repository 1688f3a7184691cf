"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { ApiError } from "@/lib/api/error";
import { paramError } from "@/lib/gateway/browser";

/** A schema's `safeParse` result, as far as a form page reads it. */
export type CheckedBody<Body> =
  | { success: true; data: Body }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

export interface GatewayRunResult<Response, Sent> {
  response: Response;
  /** What the page sent beside the body and shows with the answer (the texts, the documents). */
  sent: Sent;
  /** Measured by the console, so a gateway that reports no timing still has one. */
  durationMs: number;
}

/**
 * One gateway request of a form page (embeddings, rerank): timed, its refusal placed on the field the gateway names,
 * and an edit clearing the error it was about.
 */
export function useGatewayRun<Field extends string, Body, Response, Sent>(
  fields: readonly Field[],
  call: (body: Body) => Promise<Response>,
) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const run = useMutation<GatewayRunResult<Response, Sent>, ApiError, { body: Body; sent: Sent }>({
    mutationFn: async ({ body, sent }) => {
      const started = performance.now();
      const response = await call(body);
      return { response, sent, durationMs: performance.now() - started };
    },
    onError: (error) => {
      const rejected = paramError(error);
      if (rejected && (fields as readonly string[]).includes(rejected.param))
        setErrors({ [rejected.param]: rejected.message } as Partial<Record<Field, string>>);
    },
  });

  /** An edit answers the error it was about: the field's message and a failed request's message go (results stay). */
  const edited = (field: Field) => {
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
    if (run.isError) run.reset();
  };

  /**
   * Sends a body that passed its schema; otherwise each failing field shows one message (`messageOf` its first
   * issue), beside the page's own findings in `found` (an empty list), which also hold the request back.
   */
  const submit = (
    checked: CheckedBody<Body>,
    sent: Sent,
    messageOf: (field: Field, issueMessage: string) => string,
    found: Partial<Record<Field, string>> = {},
  ) => {
    if (checked.success && Object.keys(found).length === 0) {
      setErrors({});
      run.mutate({ body: checked.data, sent });
      return;
    }
    const next = { ...found };
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = String(issue.path[0] ?? fields[0]) as Field;
      next[field] ??= messageOf(field, issue.message);
    }
    setErrors(next);
  };

  return { run, errors, edited, submit };
}
