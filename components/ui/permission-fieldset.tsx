"use client";

import { useId, type ReactNode } from "react";
import type { PermissionDenial } from "./action-button";
import { PermissionNotice } from "./permission-notice";

export interface PermissionFieldsetProps {
  /** Set when the token lacks the permission to save what is inside: every control inside is disabled. */
  denied?: PermissionDenial | null;
  children: ReactNode;
}

/**
 * Controls the token could change but never save are disabled as a group (a native disabled fieldset: inputs,
 * selects and buttons alike) under a notice naming the missing permission, which the fieldset points at.
 */
export function PermissionFieldset({ denied, children }: PermissionFieldsetProps) {
  const noticeId = useId();
  return (
    <>
      {denied && <PermissionNotice id={noticeId} permission={denied.permission} />}
      <fieldset
        disabled={Boolean(denied)}
        aria-describedby={denied ? noticeId : undefined}
        data-read-only={denied ? "" : undefined}
        className="contents"
      >
        {children}
      </fieldset>
    </>
  );
}
