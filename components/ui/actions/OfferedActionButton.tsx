"use client";

import { ActionButton } from "@/components/ui/action-button";
import type { ButtonSize, ButtonVariant } from "@/components/ui/button";
import { preloadOn } from "@/components/ui/lazy";
import type { AnyAction, OfferedAction } from "./resource-action";

export interface OfferedActionButtonProps<A extends AnyAction> {
  offered: OfferedAction<A>;
  /** Its visible label; with `iconOnly`, its accessible name. */
  text: string;
  /** An accessible name naming the target, where the visible label alone would be ambiguous (a table's rows). */
  name?: string;
  iconOnly?: boolean;
  /** Why it cannot run now (already translated); shown like a missing permission. */
  blocked?: string | null;
  title?: string;
  size?: ButtonSize;
  /** Defaults to the action's tone: primary for a list's main action, danger for a destructive one, else secondary. */
  variant?: ButtonVariant;
  loading?: boolean;
  onRun: () => void;
}

/**
 * One offered action as a button, for screens whose controls differ from `ActionButtons` (a row's icon buttons, a
 * list's primary create button): the icon, permission and preload come from the action's declaration.
 */
export function OfferedActionButton<A extends AnyAction>({
  offered: { action, denied },
  text,
  name,
  iconOnly = false,
  blocked,
  title,
  size,
  variant,
  loading,
  onRun,
}: OfferedActionButtonProps<A>) {
  const Icon = action.icon;
  return (
    <ActionButton
      size={size}
      variant={variant ?? action.tone ?? "secondary"}
      icon={<Icon aria-hidden className="size-4" />}
      denied={denied}
      disabledReason={blocked}
      loading={loading}
      title={title}
      aria-label={iconOnly ? text : name}
      {...(action.preload ? preloadOn(action.preload) : {})}
      onClick={onRun}
    >
      {iconOnly ? undefined : text}
    </ActionButton>
  );
}
