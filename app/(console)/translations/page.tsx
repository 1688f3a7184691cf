import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LanguagesPage } from "@/components/translations/languages/LanguagesPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("translations");
  return { title: t("languages.title") };
}

export default function TranslationsRoute() {
  return <LanguagesPage />;
}
