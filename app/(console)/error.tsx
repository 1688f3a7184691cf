"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ErrorState } from "@/components/ui/error-state";

/** A page that failed to render: its error and Retry, inside the shell, so the rest of the console still works. */
export default function ConsoleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("shell");
  useEffect(() => {
    console.error("[page]", error);
  }, [error]);
  return (
    <div className="py-8">
      <ErrorState error={error} title={t("pageError")} onRetry={reset} />
    </div>
  );
}
