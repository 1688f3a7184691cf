"use client";

import { useQueries } from "@tanstack/react-query";
import { ArrowRight, Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { QueryState } from "@/components/ui/query-state";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { ProgressBar } from "@/components/ui/progress";
import { StatusBadge } from "@/components/ui/status-badge";
import { portalKey } from "@/lib/api/hooks";
import { portal } from "@/lib/api/portal";
import type { ApiError } from "@/lib/api/error";
import { formatNumber } from "@/lib/format";
import type { Language } from "@/lib/portal/schemas/i18n";
import { progressOf } from "../model/rows";
import { TABLE_QUERY_OPTIONS, useLanguages } from "../model/use-language-tables";

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
              <LanguageCard
                key={language.lang}
                language={language}
                table={tables[index]?.data}
                error={(tables[index]?.error as ApiError | null) ?? null}
                onRetry={() => void tables[index]?.refetch()}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

interface LanguageCardProps {
  language: Language & { lang: string };
  table: { translated?: boolean }[] | undefined;
  error: ApiError | null;
  onRetry: () => void;
}

function LanguageCard({ language, table, error, onRetry }: LanguageCardProps) {
  const t = useTranslations("translations");
  const locale = useLocale();
  const name = language.name || language.lang;
  const progress = table ? progressOf(table) : undefined;
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
      {error ? (
        <ErrorState compact error={error} onRetry={onRetry} />
      ) : progress ? (
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
      ) : (
        <Skeleton lines={2} />
      )}
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
