"use client";

import { GlobalErrorMessage } from "@/app/global-error-text";
import de from "@/messages/de/shell.json";
import en from "@/messages/en/shell.json";
import fr from "@/messages/fr/shell.json";

const MESSAGES = { en, de, fr } as const;

/**
 * The last resort's text when the page carries none (the root layout failed on the server): no providers are left
 * (no translations context), so the shell's messages are read directly, in the language the page was in.
 */
export default function GlobalErrorView({ lang, reset }: { lang: string; reset: () => void }) {
  const text = MESSAGES[lang as keyof typeof MESSAGES]?.globalError ?? en.globalError;
  return <GlobalErrorMessage text={text} reset={reset} />;
}
