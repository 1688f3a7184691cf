"use client";

import { OfferedActionButton } from "./OfferedActionButton";
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
      {offered.map((entry) => (
        <OfferedActionButton
          key={entry.action.slot ?? entry.action.id}
          offered={entry}
          text={label(entry.action.id)}
          variant={entry.action.id === primary ? "primary" : undefined}
          loading={running === entry.action.id}
          onRun={() => onRun(entry.action.id)}
        />
      ))}
    </>
  );
}
