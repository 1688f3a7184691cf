"use client";

import { ChevronsUpDown } from "lucide-react";
import { Suspense } from "react";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { lazyComponent } from "@/components/ui/lazy";
import type { MultiSelectProps } from "@/components/ui/multi-select";

// The picker's popup (Radix Popover with its positioning code, ~20 kB) put this page over the first-load budget:
// it loads after the page has rendered, and until then the field shows its label and an inert box of the same size.
const MultiSelect = lazyComponent(() => import("@/components/ui/multi-select").then((module) => module.MultiSelect));

export function ProvidersFilter(props: MultiSelectProps) {
  return (
    <Suspense fallback={<Placeholder label={props.label} text={props.placeholder} />}>
      <MultiSelect {...props} />
    </Suspense>
  );
}

function Placeholder({ label, text }: { label: string; text?: string }) {
  return (
    <div className="flex flex-col gap-1.5" aria-busy="true">
      <span className="text-sm font-medium text-ink">{label}</span>
      <div className={cn(inputClasses, "flex h-9 items-center justify-between gap-2 text-muted")}>
        <span className="truncate">{text}</span>
        <ChevronsUpDown aria-hidden className="size-4 shrink-0" />
      </div>
    </div>
  );
}
