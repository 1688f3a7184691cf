"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import type { Resolver } from "react-hook-form";
import { formErrorMap } from "@/components/ui/validation-messages";
import type { CreateClusterOutput, CreateClusterValues, CreateField, FormMessages } from "../model/forms";

type Validation = typeof import("./create-validation");

// Loaded right after the first paint (the form shows while it arrives): zod is not needed to draw the form
// (first-load budget). One promise for the page's lifetime, so every caller waits for the same download.
let pending: Promise<Validation> | undefined;
export const loadCreateValidation = () => (pending ??= import("./create-validation"));

/**
 * The create form's zod validation, loaded on demand: a resolver for react-hook-form that waits for the schema
 * (the first check happens on blur or submit, long after it arrived), and, once loaded (null until then), what
 * the schema still rejects in given values: the list of missing fields.
 */
export function useCreateValidation(messages: FormMessages, taken: ReadonlySet<string>) {
  const [validation, setValidation] = useState<Validation | null>(null);
  useEffect(() => {
    let live = true;
    void loadCreateValidation().then((loaded) => live && setValidation(loaded));
    return () => {
      live = false;
    };
  }, []);
  const missingOf = useMemo(() => {
    if (!validation) return null;
    const schema = validation.createClusterSchema(messages, taken);
    return (values: unknown): CreateField[] => validation.invalidFields(schema, values);
  }, [validation, messages, taken]);

  // The resolver stays the same function; it reads the latest messages and taken names when it runs.
  const latest = useRef({ messages, taken });
  useEffect(() => {
    latest.current = { messages, taken };
  }, [messages, taken]);
  const resolver = useMemo<Resolver<CreateClusterValues, unknown, CreateClusterOutput>>(
    () => async (values, context, options) => {
      const loaded = await loadCreateValidation();
      const current = loaded.createClusterSchema(latest.current.messages, latest.current.taken);
      return loaded.zodResolver(current, { error: formErrorMap })(values, context, options);
    },
    [],
  );
  return { missingOf, resolver };
}
