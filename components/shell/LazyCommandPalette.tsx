"use client";

/**
 * The command palette, loaded off the first load: cmdk and the palette's search are about 13 kB gzip that a page
 * does not need to show. It is fetched and mounted once the browser is idle, or at once when asked for earlier
 * (top bar button or Ctrl+K / ⌘+K). The shortcut is this wrapper's alone, from hydration on: when the palette listened
 * itself, a press between the wrapper letting go and the palette's own listener arriving was lost (seen in e2e).
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "@/lib/idle";

const loadPalette = () => import("./CommandPalette");
const CommandPalette = lazy(() => loadPalette().then((module) => ({ default: module.CommandPalette })));

/** Ctrl+K or ⌘+K (not with Alt). */
const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k";

export function LazyCommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [mounted, setMounted] = useState(open);
  // Opened from the top bar before it was mounted: mount now (state adjusted while rendering, no extra pass).
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setMounted(true);
      onOpenChange(!open);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onOpenChange]);

  useEffect(() => {
    if (mounted) return;
    return whenIdle(() => void loadPalette().then(() => setMounted(true)));
  }, [mounted]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
