"use client";

import { MoreHorizontal } from "lucide-react";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { lazyComponent, preloadOn, WhenOpened } from "@/components/ui/lazy";
import type { AnyAction, OfferedAction } from "./resource-action";

// The menu (Radix DropdownMenu with its positioning code) loads on the first hover, focus or press of a row's
// trigger: a table must not wait for it (first-load budget).
const ActionMenuPopup = lazyComponent(() => import("./ActionMenuPopup").then((m) => m.ActionMenuPopup));

/**
 * A table row's actions menu, drawn from the resource's offered actions. Until first used it is a plain button; a
 * press mounts the real menu, open, in its place (a press made before the code arrived opens it once it has).
 */
export function ActionMenu<A extends AnyAction>({
  label,
  offered,
  itemLabel,
  empty,
  onRun,
}: {
  /** The menu's accessible name, naming the row. */
  label: string;
  offered: OfferedAction<A>[];
  /** Names an action (usually `t(action.label)`). */
  itemLabel: (action: A) => string;
  /** Shown when the resource's state allows no action. */
  empty: string;
  onRun: (id: A["id"]) => void;
}) {
  const [used, setUsed] = useState(false);
  const trigger = (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={buttonClasses({ variant: "ghost", size: "sm" })}
      {...preloadOn(ActionMenuPopup.preload)}
      onClick={() => setUsed(true)}
    >
      <MoreHorizontal aria-hidden className="size-4" />
    </button>
  );
  const preloadDialogs = () => offered.forEach(({ action }) => action.preload?.());
  return (
    <WhenOpened open={used} fallback={trigger}>
      <ActionMenuPopup
        label={label}
        empty={empty}
        items={offered.map(({ action, denied }) => ({
          id: action.id,
          label: itemLabel(action),
          icon: action.icon,
          danger: action.tone === "danger",
          denied,
        }))}
        onSelect={(id) => onRun(id as A["id"])}
        onOpen={preloadDialogs}
      />
    </WhenOpened>
  );
}
