import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AreaMessages } from "@/components/i18n/AreaMessages";
import { HomeOverview } from "@/components/home/HomeOverview";
import { NAV, SURVEYED_READS, landingHref } from "@/components/shell/nav";
import { pageSession } from "@/lib/bff/page-session";
import { operations } from "@/lib/portal/operations";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home");
  return { title: t("title") };
}

/** A token that reads none of the overview lands on the first area it can read (a translator on the languages). */
export default async function HomePage() {
  const session = await pageSession(SURVEYED_READS);
  const denied = new Set(session?.denied ?? []);
  const landing = session?.authenticated ? landingHref(NAV, (id) => denied.has(operations[id].permission)) : null;
  if (landing) redirect(landing);
  return (
    <AreaMessages area="home">
      <HomeOverview />
    </AreaMessages>
  );
}
