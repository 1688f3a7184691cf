"use client";

import { Suspense } from "react";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { lazyComponent } from "@/components/ui/lazy";
import { unreachableUpstreams, useReachability } from "@/lib/api/reachability";

// Shown only during an outage: its code (button, icons, date formatting) is fetched from the console, which still
// answers, when the first one begins. Should even that fail, the banner stays empty and the frame is unharmed; the
// next change of what is down tries again.
const OutageNotice = lazyComponent(() => import("./OutageNotice").then((module) => module.OutageNotice));

/**
 * The frame's one word on an outage: which upstream cannot be reached, when it last answered, and that the console
 * recovers by itself. The places that wait for it show a compact note only. The live region stays mounted, so what
 * appears in it is announced.
 */
export function OutageBanner() {
  const reach = useReachability();
  const down = unreachableUpstreams(reach);
  return (
    <div role="status" data-testid="outage-banner-region">
      {down.length > 0 && (
        <ErrorBoundary name="shell:outage" fallback={() => null} resetKeys={[down.join()]}>
          <Suspense fallback={null}>
            <OutageNotice down={down} reach={reach} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
