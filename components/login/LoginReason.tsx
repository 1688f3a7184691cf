"use client";

import { useTranslations } from "next-intl";

const REASONS = ["expired", "rejected", "loggedOut"] as const;

/** Why the user is on the login page: the session ended, the portal refused the token, or they logged out. */
export function LoginReason({ reason }: { reason?: string }) {
  const t = useTranslations("login");
  const known = REASONS.find((r) => r === reason);
  if (!known) return null;
  return (
    <p
      role="status"
      className={`rounded border p-3 text-sm ${known === "loggedOut" ? "border-line bg-raised/50" : "border-warn/40 bg-warn/10"}`}
    >
      {t(`reason.${known}`)}
    </p>
  );
}
