"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { ApiError } from "@/lib/api/error";
import { paramError } from "@/lib/gateway/browser";

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

  return { run, errors, setErrors, edited };
}
