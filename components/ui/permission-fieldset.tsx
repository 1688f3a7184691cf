"use client";

import { useId, type ReactNode } from "react";
import type { PermissionDenial } from "./action-button";
import { PermissionNotice } from "./permission-notice";

export interface PermissionFieldsetProps {
  /** Set when the token lacks the permission to save what is inside: every control inside is disabled. */
  denied?: PermissionDenial | null;
  children: ReactNode;
  /** Where the notice goes: above the controls (default), or nowhere when the caller shows it itself. */
  notice?: "above" | "none";
  noticeClassName?: string;
}

/**
 * Controls the token could change but never save are disabled as a group (a native disabled fieldset: inputs,
 * selects and buttons alike), and the notice above them names the missing permission; the fieldset points at it.
 */
export function PermissionFieldset({ denied, children, notice = "above", noticeClassName }: PermissionFieldsetProps) {
  const noticeId = useId();
  return (
    <>
      {denied && notice === "above" && (
        <PermissionNotice id={noticeId} permission={denied.permission} className={noticeClassName} />
      )}
      <fieldset
        disabled={Boolean(denied)}
        aria-describedby={denied && notice === "above" ? noticeId : undefined}
        data-read-only={denied ? "" : undefined}
        className="contents"
      >
        {children}
      </fieldset>
    </>
  );
}
