import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { formErrorMap } from "./validation-messages";

/**
 * `useForm` validated by a zod schema: values are typed from the schema's input, `handleSubmit` hands over the
 * parsed output (coercions and defaults applied). A message the schema sets itself is shown as it is; any other
 * rule goes through the forms' error map and is shown translated, with the field's label and limit. Validation
 * runs on blur first, then on every change.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options?: Omit<UseFormProps<Input, unknown, Output>, "resolver">,
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    mode: "onTouched",
    ...options,
    resolver: zodResolver(schema, { error: formErrorMap }),
  });
}
