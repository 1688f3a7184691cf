"use client";

import { LoaderCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "./cn";

export interface SpinnerProps {
  /** What is loading, for screen readers; defaults to "Loading…". */
  label?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}

const SIZES = { sm: "size-4", md: "size-5", lg: "size-8" } as const;

/** An announced loading indicator (role=status). Use `aria-hidden` icons inside buttons instead. */
export function Spinner({ label, size = "md", className }: SpinnerProps) {
  const t = useTranslations("common");
  return (
    <span role="status" className={cn("inline-flex items-center text-muted", className)}>
      <LoaderCircle aria-hidden className={cn("animate-spin", SIZES[size])} />
      <span className="sr-only">{label ?? t("status.loading")}</span>
    </span>
  );
}
