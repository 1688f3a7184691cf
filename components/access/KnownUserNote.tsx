"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { PickerOption } from "@/components/ui/picker-list";
import type { KnownUser } from "./known-users";

type StateKey = "enabled" | "disabled" | "unknown";
const stateOf = (user: KnownUser): StateKey =>
  user.enabled === undefined ? "unknown" : user.enabled ? "enabled" : "disabled";

/** The known users as picker options: name first, then e-mail and whether the account is enabled. */
export function useKnownUserOptions(users: readonly KnownUser[]): PickerOption[] {
  const t = useTranslations("access.users");
  return useMemo(
    () =>
      users.map((user) => ({
        value: user.id,
        label: user.display,
        description: [user.email, t(`state.${stateOf(user)}`)].filter(Boolean).join(" · "),
      })),
    [users, t],
  );
}

/** Who the typed id is, when it is an AI project member: so the user sees whom an action will reach. */
export function KnownUserNote({ user }: { user: KnownUser | undefined }) {
  const t = useTranslations("access.users");
  if (!user) return null;
  return (
    <p className="mt-3 text-sm text-muted" data-testid="known-user">
      {t("known", { user: user.display, state: t(`state.${stateOf(user)}`), projects: user.projects.join(", ") })}
    </p>
  );
}
