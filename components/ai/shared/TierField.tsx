"use client";

import type { FieldPath, FieldValues } from "react-hook-form";
import type { FieldProps } from "@/components/ui/form-field";
import { SuggestField } from "@/components/ui/suggest-field";

/** Tiers offered for new keys and projects; the portal does not list them, so other values stay possible. */
const TIER_SUGGESTIONS = ["basic", "standard", "premium"] as const;

/** The tier of a new key or project. */
export function TierField<T extends FieldValues, N extends FieldPath<T>, TT = T>(props: FieldProps<T, N, TT>) {
  return <SuggestField {...props} suggestions={TIER_SUGGESTIONS} />;
}
