"use client";

import de from "@/messages/de/shell.json";
import en from "@/messages/en/shell.json";
import fr from "@/messages/fr/shell.json";

const MESSAGES = { en, de, fr } as const;

/**
 * The last resort's text when the root layout itself fails: no providers are left (no translations context), so the
 * shell's messages are read directly, in the language the page was in.
 */
export default function GlobalErrorView({ lang, reset }: { lang: string; reset: () => void }) {
  const t = MESSAGES[lang as keyof typeof MESSAGES]?.globalError ?? en.globalError;
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.body}</p>
      <button type="button" onClick={reset}>
        {t.retry}
      </button>
    </>
  );
}
