import { headers } from "next/headers";
import type { ReactNode } from "react";
import { ConsoleShell } from "@/components/shell/ConsoleShell";
import { surveyedReadsOf } from "@/components/shell/nav";
import { NotFoundStatus } from "@/components/shell/NotFoundContent";
import { palettePages } from "@/components/shell/palette-entries";
import { Toaster } from "@/components/ui/toast";
import { pageRecordMissing, PAGE_PATH_HEADER } from "@/lib/bff/page-record";
import { pageSession } from "@/lib/bff/page-session";

/**
 * The session is looked up while the page renders, so the HTML already holds the frame and the page's heading, and
 * the reads the frame offers are surveyed, so the sidebar shows only what the token can read from the first paint.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const path = (await headers()).get(PAGE_PATH_HEADER);
  const [initialSession, recordMissing, pages] = await Promise.all([
    pageSession(surveyedReadsOf(path)),
    pageRecordMissing(),
    palettePages(),
  ]);
  return (
    <>
      <ConsoleShell initialSession={initialSession} palettePages={pages}>
        {children}
      </ConsoleShell>
      <Toaster />
      {recordMissing && <NotFoundStatus />}
    </>
  );
}
