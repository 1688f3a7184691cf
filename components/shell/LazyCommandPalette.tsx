"use client";

/**
 * The command palette, loaded off the first load: cmdk and the palette's search are about 13 kB gzip that a page
 * does not need to show. It is fetched on intent (hover or focus of the top bar's search button) and mounted, open,
 * from the first time it is asked for (that button or Ctrl+K / ⌘+K). The shortcut is this wrapper's alone, from
 * hydration on, so a press before the palette's code arrived is not lost (and one before hydration is kept by
 * lib/early-shortcuts.ts).
 */
import { useEffect } from "react";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { isPaletteShortcut } from "@/lib/early-shortcuts";
import type { PalettePage } from "./palette-entries";

const CommandPalette = lazyComponent(() => import("./CommandPalette").then((module) => module.CommandPalette));

/** Starts fetching the palette (hover or focus of what opens it). */
export const preloadCommandPalette = CommandPalette.preload;

export function LazyCommandPalette({
  open,
  onOpenChange,
  pages,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pages: PalettePage[];
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      onOpenChange(!open);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onOpenChange]);

  return (
    <WhenOpened open={open}>
      <CommandPalette open={open} onOpenChange={onOpenChange} pages={pages} />
    </WhenOpened>
  );
}
