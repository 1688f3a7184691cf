import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";

/**
 * `useForm` validated by a zod schema: values are typed from the schema's input, `handleSubmit` hands over the
 * parsed output (coercions and defaults applied). Field errors show the schema's messages, so schemas used in
 * forms should carry translated messages. Validation runs on blur first, then on every change.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options?: Omit<UseFormProps<Input, unknown, Output>, "resolver">,
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ mode: "onTouched", ...options, resolver: zodResolver(schema) });
}
