"use client";

import { ActionButton } from "@/components/ui/action-button";
import { preloadOn } from "@/components/ui/lazy";
import type { AnyAction, OfferedAction } from "./resource-action";

/**
 * A resource's offered actions as buttons (a detail page's header); one the token lacks explains the missing
 * permission. `label` names an action; `running` is the action whose call is in flight (a `confirm: "none"` one);
 * `primary` is the page's main action (a list's "Create"), drawn as its primary button.
 */
export function ActionButtons<A extends AnyAction>({
  offered,
  label,
  onRun,
  running,
  primary,
}: {
  offered: OfferedAction<A>[];
  label: (id: A["id"]) => string;
  onRun: (id: A["id"]) => void;
  running?: A["id"] | null;
  primary?: A["id"];
}) {
  return (
    <>
      {offered.map(({ action, denied }) => {
        const Icon = action.icon;
        return (
          <ActionButton
            key={action.slot ?? action.id}
            variant={action.id === primary ? "primary" : action.tone === "danger" ? "danger" : "secondary"}
            icon={<Icon aria-hidden className="size-4" />}
            denied={denied}
            loading={running === action.id}
            {...(action.preload ? preloadOn(action.preload) : {})}
            onClick={() => onRun(action.id)}
          >
            {label(action.id)}
          </ActionButton>
        );
      })}
    </>
  );
}
