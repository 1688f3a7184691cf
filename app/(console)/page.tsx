import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaMessages } from "@/components/i18n/AreaMessages";
import { HomeOverview } from "@/components/home/HomeOverview";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home");
  return { title: t("title") };
}

export default function HomePage() {
  return (
    <AreaMessages area="home">
      <HomeOverview />
    </AreaMessages>
  );
}
