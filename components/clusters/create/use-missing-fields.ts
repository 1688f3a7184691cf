"use client";

import { useMemo } from "react";
import { useWatch, type Control } from "react-hook-form";
import type { CreateClusterOutput, CreateClusterValues, CreateField } from "../model/forms";

/**
 * The fields still keeping the form from being sent, re-checked as the user types (cheap: one schema parse).
 * Empty while the schema is still loading: submitting then waits for it and checks everything.
 */
export function useMissingFields(
  control: Control<CreateClusterValues, unknown, CreateClusterOutput>,
  missingOf: ((values: unknown) => CreateField[]) | null,
): CreateField[] {
  const values = useWatch({ control });
  return useMemo(() => (missingOf ? missingOf(values) : []), [missingOf, values]);
}
