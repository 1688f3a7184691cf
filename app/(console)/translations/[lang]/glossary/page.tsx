import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GlossaryPage } from "@/components/translations/glossary/GlossaryPage";
import { requireRecord } from "@/lib/bff/page-record";

type Params = { params: Promise<{ lang: string }> };

/** A language code from the URL segment; a malformed escape is kept as is (the portal then answers 404). */
function languageOf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [{ lang }, t] = await Promise.all([params, getTranslations("translations")]);
  return { title: t("glossary.pageTitle", { lang: languageOf(lang) }) };
}

export default async function GlossaryRoute({ params }: Params) {
  const { lang } = await params;
  await requireRecord("i18n.langs.list", {}, { field: "lang", value: languageOf(lang) });
  return <GlossaryPage key={lang} lang={languageOf(lang)} />;
}
