"use client";

import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type MouseEvent, type ReactNode } from "react";
import { Button, type ButtonProps } from "./button";
import { cn } from "./cn";
import { Tooltip } from "./tooltip";

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
  return (
    <Tooltip content={reason} open={open} onOpenChange={setOpen}>
      <Button
        {...rest}
        disabled={false}
        loading={false}
        aria-disabled="true"
        icon={denied ? <Lock aria-hidden className="size-4" /> : rest.icon}
        onClick={explain}
      />
    </Tooltip>
  );
}

export interface PermissionNoticeProps {
  permission: string;
  className?: string;
}

/** The permission explanation as an inline notice, for a section or form the token cannot use. */
export function PermissionNotice({ permission, className }: PermissionNoticeProps) {
  const t = useTranslations("common");
  return (
    <p
      role="note"
      className={cn("flex items-start gap-2 rounded-md border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-ink", className)}
    >
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-warn" />
      <span>{t("permission.denied", { permission })}</span>
    </p>
  );
}

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
