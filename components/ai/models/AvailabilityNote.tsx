"use client";

import { CircleCheck, Info } from "lucide-react";
import { cn } from "@/components/ui/cn";

/** Explains an `all_available` flag in words, so the flag is not left for the reader to decode. */
export function AvailabilityNote({
  all,
  yes,
  no,
  testId,
}: {
  all: boolean | undefined;
  yes: string;
  no: string;
  testId?: string;
}) {
  if (all === undefined) return null;
  return (
    <p
      role="note"
      data-testid={testId}
      className={cn(
        "flex items-start gap-2 rounded-md border px-3 py-2 text-sm text-ink",
        all ? "border-ok/40 bg-ok/10" : "border-info/40 bg-info/10",
      )}
    >
      {all ? (
        <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-ok" />
      ) : (
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
      )}
      <span>{all ? yes : no}</span>
    </p>
  );
}
