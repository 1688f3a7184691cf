import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TranslationEditorPage } from "@/components/translations/editor/TranslationEditorPage";

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
  return { title: t("editor.title", { lang: languageOf(lang) }) };
}

export default async function TranslationEditorRoute({ params }: Params) {
  const { lang } = await params;
  return <TranslationEditorPage key={lang} lang={languageOf(lang)} />;
}
