import { FileQuestion } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** What an unknown address shows, inside the shell or on its own. */
export async function NotFoundContent() {
  const t = await getTranslations("shell");
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <FileQuestion aria-hidden className="size-10 text-muted" />
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-muted">{t("notFound.body")}</p>
      <Link href="/" className="rounded-md bg-accent px-4 py-2 text-sm font-medium text-accent-ink">
        {t("notFound.home")}
      </Link>
    </div>
  );
}
