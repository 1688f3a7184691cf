"use client";

import type { ReactNode } from "react";
import { ActionButton, type PermissionDenial } from "@/components/ui/action-button";
import { ButtonLink, type ButtonVariant } from "@/components/ui/button";

export interface ActionButtonLinkProps {
  href: string;
  denied?: PermissionDenial;
  icon?: ReactNode;
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A link styled as a button to a page that performs an action; when the token lacks the permission it explains why. */
export function ActionButtonLink({ href, denied, icon, variant = "primary", children }: ActionButtonLinkProps) {
  if (denied) {
    return (
      <ActionButton variant={variant} denied={denied} icon={icon}>
        {children}
      </ActionButton>
    );
  }
  return (
    <ButtonLink href={href} variant={variant} icon={icon}>
      {children}
    </ButtonLink>
  );
}
