"use client";

import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from "react";
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
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Whether the stand-in button (shown until the tooltip's code is there) holds the focus.
  const standInFocused = useRef(false);
  const reason = denied ? t("permission.denied", { permission: denied.permission }) : disabledReason;
  useEffect(() => {
    if (reason) Tooltip.preload();
  }, [reason]);
  if (!reason) return <Button onClick={onClick} {...rest} />;

  const explain = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setOpen(true);
  };
  const unavailable = {
    ...rest,
    disabled: false,
    loading: false,
    "aria-disabled": "true" as const,
    icon: denied ? <Lock aria-hidden className="size-4" /> : rest.icon,
    onClick: explain,
  };
  // Until the tooltip's code is there a stand-in button is shown; focusing or pressing it opens the tooltip once
  // the code arrives, and the focus moves on to the real button, which replaces the stand-in.
  const standIn = (
    <Button
      {...unavailable}
      onFocus={() => {
        standInFocused.current = true;
        setOpen(true);
      }}
      // Moving on to another element clears it; the stand-in being removed (focus going nowhere) does not.
      onBlur={(event) => {
        if (event.relatedTarget) standInFocused.current = false;
      }}
    />
  );
  return (
    <Suspense fallback={standIn}>
      <Tooltip content={reason} open={open} onOpenChange={setOpen}>
        <Button {...unavailable} ref={buttonRef} />
      </Tooltip>
      <FocusOnArrival target={buttonRef} wantedRef={standInFocused} />
    </Suspense>
  );
}

/** Gives the focus to `target` when it first appears, if the element it replaced had it. */
function FocusOnArrival({
  target,
  wantedRef,
}: {
  target: RefObject<HTMLElement | null>;
  wantedRef: RefObject<boolean>;
}) {
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (wantedRef.current && focusLost) target.current?.focus();
    wantedRef.current = false;
  }, [target, wantedRef]);
  return null;
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
