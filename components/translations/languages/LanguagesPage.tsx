"use client";

import { useQueries } from "@tanstack/react-query";
import { ArrowRight, Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { QueryState, type QueryView } from "@/components/ui/query-state";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { ProgressBar } from "@/components/ui/progress";
import { StatusBadge } from "@/components/ui/status-badge";
import { portalKey } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import { formatNumber } from "@/lib/format";
import type { Language } from "@/lib/portal/schemas/i18n";
import { progressOf } from "../model/rows";
import { TABLE_QUERY_OPTIONS, useLanguages } from "../model/use-language-tables";

/** A card whose table read has not started yet. */
const NO_TABLE: QueryView<never> = { data: undefined, error: null, refetch: () => undefined };

/** The portal's languages, each with how much of it is translated and the way into its table. */
export function LanguagesPage() {
  const t = useTranslations("translations");
  const languages = useLanguages();
  const list = (languages.data ?? []).filter(
    (l): l is Language & { lang: string } => typeof l.lang === "string" && l.lang !== "",
  );
  const tables = useQueries({
    queries: list.map((l) => ({
      queryKey: portalKey("i18n.lang.table", { lang: l.lang }),
      queryFn: ({ signal }: { signal: AbortSignal }) => portal("i18n.lang.table", { lang: l.lang }, { signal }),
      ...TABLE_QUERY_OPTIONS,
    })),
  });

  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("nav.area") }]} />}
        title={t("languages.title")}
        description={t("languages.description")}
      />
      <QueryState
        query={languages}
        pending={
          <div aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <p role="status" className="sr-only">
              {t("loading")}
            </p>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-36" />
            ))}
          </div>
        }
        isEmpty={() => list.length === 0}
        empty={<EmptyState icon={<Languages />} title={t("languages.empty")} />}
      >
        {() => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((language, index) => (
              <LanguageCard key={language.lang} language={language} table={tables[index] ?? NO_TABLE} />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

interface LanguageCardProps {
  language: Language & { lang: string };
  table: QueryView<{ translated?: boolean }[]>;
}

function LanguageCard({ language, table }: LanguageCardProps) {
  const t = useTranslations("translations");
  const locale = useLocale();
  const name = language.name || language.lang;
  const progress = table.data ? progressOf(table.data) : undefined;
  const open = progress ? progress.total - progress.translated : 0;
  const href = `/translations/${encodeURIComponent(language.lang)}`;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
      data-testid={`language-${language.lang}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-ink">{name}</h2>
        <span className="font-mono text-sm text-muted">{language.lang}</span>
        {language.default && <StatusBadge tone="info" label={t("languages.source")} />}
      </div>
      <QueryState query={table} compact pending={<Skeleton lines={2} />}>
        {() =>
          progress && (
            <>
              <ProgressBar
                value={progress.translated}
                max={progress.total || 1}
                label={t("languages.progressLabel", { language: name })}
              />
              <p className="text-sm text-muted">
                {t("languages.progress", {
                  translated: formatNumber(progress.translated, locale),
                  total: formatNumber(progress.total, locale),
                  percent: progress.total ? Math.round((progress.translated / progress.total) * 100) : 100,
                })}
              </p>
            </>
          )
        }
      </QueryState>
      <div className="mt-auto flex flex-wrap gap-2">
        <ButtonLink
          href={href}
          variant="primary"
          size="sm"
          icon={<ArrowRight aria-hidden className="size-4" />}
          aria-label={t("languages.openNamed", { language: name })}
        >
          {t("languages.open")}
        </ButtonLink>
        {open > 0 && (
          <ButtonLink href={`${href}?untranslated=1`} size="sm">
            {t("languages.untranslated", { count: open, formatted: formatNumber(open, locale) })}
          </ButtonLink>
        )}
      </div>
    </li>
  );
}
