import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TranslationEditorPage } from "@/components/translations/editor/TranslationEditorPage";
import { getBff } from "@/lib/bff/context";
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
  return { title: t("editor.title", { lang: languageOf(lang) }) };
}

export default async function TranslationEditorRoute({ params }: Params) {
  const { lang } = await params;
  await requireLanguage(lang);
  return <TranslationEditorPage key={lang} lang={languageOf(lang)} assistant={getBff().config.translationAssistant} />;
}

// The language list, not the token table: a table holds thousands of rows.
const requireLanguage = (lang: string) =>
  requireRecord("i18n.langs.list", {}, { field: "lang", value: languageOf(lang) });
