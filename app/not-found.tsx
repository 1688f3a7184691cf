import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundContent } from "@/components/shell/NotFoundContent";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shell");
  return { title: t("notFound.title") };
}

export default function NotFound() {
  return (
    <main className="p-6">
      <NotFoundContent />
    </main>
  );
}
