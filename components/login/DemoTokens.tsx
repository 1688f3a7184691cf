"use client";

import { useTranslations } from "next-intl";

/** A sandbox demo token as the login page hands it over (public by design: the sandbox documents them). */
export interface DemoToken {
  name: string;
  value: string;
  description?: string;
}

/**
 * The sandbox's public demo tokens, from the server's configuration with the page (absent outside sandbox mode).
 * They are in the HTML rather than fetched after hydration, so the sign-in card does not grow (and, being centred,
 * jump) once they arrive; the buttons work from hydration on, like the form's.
 */
export function DemoTokens({
  tokens,
  ready,
  onPick,
}: {
  tokens: readonly DemoToken[];
  ready: boolean;
  onPick: (token: string) => void;
}) {
  const t = useTranslations("login");
  if (tokens.length === 0) return null;
  return (
    <section aria-labelledby="demo-tokens" className="rounded border border-line bg-raised/50 p-3 text-sm">
      <h2 id="demo-tokens" className="mb-2 font-medium">
        {t("demo.title")}
      </h2>
      <p className="mb-2 text-muted">{t("demo.hint")}</p>
      <ul className="flex flex-wrap gap-2">
        {tokens.map((token) => (
          <li key={token.name}>
            <button
              type="button"
              disabled={!ready}
              onClick={() => onPick(token.value)}
              title={token.description}
              className="rounded border border-line bg-surface px-2 py-1 hover:bg-raised disabled:opacity-60"
            >
              {t("demo.use", { name: token.name })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
