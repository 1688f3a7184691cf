"use client";

import type { ButtonSize } from "@/components/ui/button";
import { OfferedActionButton } from "./OfferedActionButton";
import type { AnyAction, OfferedAction } from "./resource-action";

/**
 * A resource's offered actions as buttons (a detail page's header, a list's "Create"); one the token lacks explains
 * the missing permission. `label` names an action (usually `t(action.label)`); `running` is the action whose call is
 * in flight (a `confirm: "none"` one). Each button's look follows its action's tone.
 */
export function ActionButtons<A extends AnyAction>({
  offered,
  label,
  onRun,
  running,
  size,
}: {
  offered: OfferedAction<A>[];
  label: (action: A) => string;
  onRun: (id: A["id"]) => void;
  running?: A["id"] | null;
  size?: ButtonSize;
}) {
  return (
    <>
      {offered.map((entry) => (
        <OfferedActionButton
          key={entry.action.slot ?? entry.action.id}
          offered={entry}
          text={label(entry.action)}
          size={size}
          loading={running === entry.action.id}
          onRun={() => onRun(entry.action.id)}
        />
      ))}
    </>
  );
}
