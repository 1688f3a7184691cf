"use client";

import { LoaderCircle } from "lucide-react";
import { useLinkStatus } from "next/link";

/**
 * A spinner at the end of the sidebar link just chosen, until its page arrives: console pages have no loading
 * skeleton (their content is in the first paint instead), so the click needs this sign that it was taken.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? (
    <LoaderCircle aria-hidden data-testid="link-pending" className="ml-auto size-4 shrink-0 animate-spin" />
  ) : null;
}
