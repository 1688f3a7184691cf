"use client";

import { useMemo } from "react";
import { useWatch, type Control } from "react-hook-form";
import type { z } from "zod";
import { invalidFields, type CreateClusterOutput, type CreateClusterValues, type CreateField } from "../model/forms";

/** The fields still keeping the form from being sent, re-checked as the user types (cheap: one schema parse). */
export function useMissingFields(
  control: Control<CreateClusterValues, unknown, CreateClusterOutput>,
  schema: z.ZodType,
): CreateField[] {
  const values = useWatch({ control });
  return useMemo(() => invalidFields(schema, values), [schema, values]);
}
