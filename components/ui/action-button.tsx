"use client";

import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { Suspense, useState, type MouseEvent, type ReactNode } from "react";
import { Button, type ButtonProps } from "./button";
import { lazyComponent } from "./lazy";
import { PermissionNotice } from "./permission-notice";

// The tooltip (Radix with its positioning code, ~20 kB) only where an action is unavailable: off every first load.
const Tooltip = lazyComponent(() => import("./tooltip").then((module) => module.Tooltip));

/** What the catalog says the current access token lacks for an action. */
export interface PermissionDenial {
  permission: string;
}

export interface ActionButtonProps extends ButtonProps {
  /** Set when the access token lacks the operation's permission: the button stays focusable and explains why. */
  denied?: PermissionDenial | null;
  /** Any other reason the action is unavailable right now (already translated), shown the same way. */
  disabledReason?: string | null;
}

/**
 * A button for an action that may be unavailable. Instead of `disabled` (which removes it from the tab order and
 * hides the reason) it sets aria-disabled, swallows clicks and shows the reason in a tooltip on hover, focus or click.
 */
export function ActionButton({ denied, disabledReason, onClick, ...rest }: ActionButtonProps) {
  const t = useTranslations("common");
  const [open, setOpen] = useState(false);
  const reason = denied ? t("permission.denied", { permission: denied.permission }) : disabledReason;
  if (!reason) return <Button onClick={onClick} {...rest} />;

  const explain = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setOpen(true);
  };
  const button = (
    <Button
      {...rest}
      disabled={false}
      loading={false}
      aria-disabled="true"
      icon={denied ? <Lock aria-hidden className="size-4" /> : rest.icon}
      onClick={explain}
    />
  );
  // Until the tooltip's code is there the button is shown alone; a press meanwhile opens the tooltip once it is.
  return (
    <Suspense fallback={button}>
      <Tooltip content={reason} open={open} onOpenChange={setOpen}>
        {button}
      </Tooltip>
    </Suspense>
  );
}

// In its own file, so the error state (on every page) does not bring the tooltip with it.
export { PermissionNotice, type PermissionNoticeProps } from "./permission-notice";

export interface PermissionGateProps {
  denied?: PermissionDenial | null;
  children: ReactNode;
  /** Shown instead of the children when denied; defaults to the permission notice. */
  fallback?: ReactNode;
}

/** Renders its children only when the permission is there; otherwise says which permission is missing. */
export function PermissionGate({ denied, children, fallback }: PermissionGateProps) {
  if (!denied) return <>{children}</>;
  return <>{fallback ?? <PermissionNotice permission={denied.permission} />}</>;
}
