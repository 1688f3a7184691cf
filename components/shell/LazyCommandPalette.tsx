"use client";

/**
 * The command palette, loaded off the first load: cmdk and the palette's search are about 13 kB gzip that a page
 * does not need to show. It is fetched and mounted once the browser is idle, or at once when asked for earlier
 * (top bar button or Ctrl+K / ⌘+K, which this wrapper listens to until the palette is mounted and listens itself).
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "@/lib/idle";

const loadPalette = () => import("./CommandPalette");
const CommandPalette = lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })));

/** The palette's own shortcut test (see CommandPalette). */
const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k";

export function LazyCommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [mounted, setMounted] = useState(open);
  // Opened from the top bar before it was mounted: mount now (state adjusted while rendering, no extra pass).
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (mounted) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setMounted(true);
      onOpenChange(true);
    };
    window.addEventListener("keydown", onKey);
    const cancelIdle = whenIdle(() => void loadPalette().then(() => setMounted(true)));
    return () => {
      window.removeEventListener("keydown", onKey);
      cancelIdle();
    };
  }, [mounted, onOpenChange]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
