"use client";

import { Lock } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import type { ActionButtonProps } from "@/components/ui/action-button";

/*
 * ActionButton explains a denied action in a Radix tooltip (popper, floating-ui: ~20 kB gzip). A translator who may
 * save never sees it, so it is fetched only when the permission is lacking (first-load budget); until then the
 * button looks as the denied ActionButton does.
 */
const LazyActionButton = lazy(() => import("@/components/ui/action-button").then((m) => ({ default: m.ActionButton })));

/** A header action that needs the save permission: a plain Button, or the explaining ActionButton when denied. */
export function SaveActionButton({ denied, disabledReason: _reason, onClick, ...rest }: ActionButtonProps) {
  if (!denied) return <Button onClick={onClick} {...rest} />;
  return (
    <Suspense fallback={<Button {...rest} disabled={false} loading={false} aria-disabled="true" icon={<Lock aria-hidden className="size-4" />} />}>
      <LazyActionButton denied={denied} onClick={onClick} {...rest} />
    </Suspense>
  );
}
