"use client";

import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "./cn";

export interface PermissionNoticeProps {
  permission: string;
  className?: string;
  /** So that the controls it explains can point at it (aria-describedby). */
  id?: string;
}

/** The permission explanation as an inline notice, for a section or form the token cannot use. */
export function PermissionNotice({ permission, className, id }: PermissionNoticeProps) {
  const t = useTranslations("common");
  return (
    <p
      id={id}
      role="note"
      className={cn(
        "flex items-start gap-2 rounded-md border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-ink",
        className,
      )}
    >
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-warn" />
      <span>{t("permission.denied", { permission })}</span>
    </p>
  );
}
