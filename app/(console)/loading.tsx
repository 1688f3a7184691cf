import { Skeleton } from "@/components/ui/feedback";

/**
 * While a console page loads on navigation: a page-shaped skeleton inside the shell.
 * It also makes the page a Suspense boundary on the first load, which React hydrates in slices that yield to the
 * browser, after the frame. Tried in sessions 5 and 6: one loading.tsx per area, or none, puts the page into the
 * first paint more often, but the page then hydrates in the frame's one blocking pass (on the 4x slowed CPU the home
 * page's hydration became one 260-440 ms task), and the mobile Lighthouse score did not rise.
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
