import { Skeleton } from "@/components/ui/feedback";

/**
 * While a console page loads on navigation: a page-shaped skeleton inside the shell.
 * Tried in session 5: one loading.tsx per area instead (below the area's layout) lets the page arrive with the first
 * paint (Lighthouse's LCP gained), but then its buttons are visible before the JavaScript has run, and a press made
 * then is lost (an e2e test caught it). That needs buttons that say so until hydration first.
 */
export default function ConsoleLoading() {
  return (
    <div className="space-y-6" aria-busy="true">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-8 w-72" />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
