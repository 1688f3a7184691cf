import { headers } from "next/headers";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ConsoleShell } from "@/components/shell/ConsoleShell";
import { surveyedReadsOf } from "@/components/shell/nav";
import { NotFoundStatus } from "@/components/shell/NotFoundContent";
import { palettePages } from "@/components/shell/palette-entries";
import { TranslateModeRoot } from "@/components/translations/in-context/TranslateModeRoot";
import { Toaster } from "@/components/ui/toast";
import { getBff } from "@/lib/bff/context";
import { pageRecordMissing, PAGE_PATH_HEADER } from "@/lib/bff/page-record";
import { pageSession } from "@/lib/bff/page-session";
import { translateModeOn } from "@/lib/bff/translate-mode";

/**
 * The session is looked up while the page renders, so the HTML already holds the frame and the page's heading, and
 * the reads the frame offers are surveyed, so the sidebar shows only what the token can read from the first paint.
 * Translate mode's code is on the page only while a translator has it on.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const path = (await headers()).get(PAGE_PATH_HEADER);
  const [initialSession, recordMissing, pages, translating] = await Promise.all([
    pageSession(surveyedReadsOf(path)),
    pageRecordMissing(),
    palettePages(),
    getLocale().then(translateModeOn),
  ]);
  return (
    <>
      <ConsoleShell initialSession={initialSession} palettePages={pages}>
        {children}
      </ConsoleShell>
      <Toaster />
      {recordMissing && <NotFoundStatus />}
      {translating && <TranslateModeRoot assistant={getBff().config.translationAssistant} />}
    </>
  );
}
