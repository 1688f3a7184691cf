"use client";

import type { ButtonSize, ButtonVariant } from "@/components/ui/button";
import { OfferedActionButton } from "./OfferedActionButton";
import type { AnyAction, OfferedAction } from "./resource-action";

/**
 * A resource's offered actions as buttons (a detail page's header, a list's "Create", a table row's buttons); one
 * the token lacks explains the missing permission. `label` names an action (usually `t(action.label)`); in a table
 * row, `name` gives each button an accessible name naming its row (usually from the action's `named` key).
 * `blocked` says why an action cannot run now (usually from `blockOf`), `title` what it does (its `hint`), and
 * `iconOnly` draws icons with `label` as their names. `running` is the action whose call is in flight (a
 * `confirm: "none"` one). Each button's look follows its action's tone unless `variant` sets one for all (a row's
 * quieter buttons).
 */
export function ActionButtons<A extends AnyAction>({
  offered,
  label,
  name,
  blocked,
  title,
  iconOnly,
  onRun,
  running,
  size,
  variant,
}: {
  offered: OfferedAction<A>[];
  label: (action: A) => string;
  name?: (action: A) => string | undefined;
  blocked?: (action: A) => string | null | undefined;
  title?: (action: A) => string | undefined;
  iconOnly?: boolean;
  onRun: (id: A["id"]) => void;
  running?: A["id"] | null;
  size?: ButtonSize;
  variant?: ButtonVariant;
}) {
  return (
    <>
      {offered.map((entry) => (
        <OfferedActionButton
          key={entry.action.slot ?? entry.action.id}
          offered={entry}
          text={label(entry.action)}
          name={name?.(entry.action)}
          blocked={blocked?.(entry.action)}
          title={title?.(entry.action)}
          iconOnly={iconOnly}
          size={size}
          variant={variant}
          loading={running === entry.action.id}
          onRun={() => onRun(entry.action.id)}
        />
      ))}
    </>
  );
}
