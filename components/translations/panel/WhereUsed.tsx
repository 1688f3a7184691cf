"use client";

import { MapPin } from "lucide-react";
import { useTranslations } from "next-intl";
import { translateLink, usesOf, type WhereUsedData } from "@/lib/i18n/where-used";
import data from "@/lib/i18n/where-used.json";

const table = data as WhereUsedData;

/** How many files are named per page: the rest is counted. */
const FILES_SHOWN = 2;

/**
 * The pages a key is shown on, read from the code when the console was built (lib/i18n/where-used.ts), each with a
 * link that opens the page in translate mode with the text highlighted; or that no code uses it, or that it is not
 * one of the console's texts (a portal token).
 */
export function WhereUsed({ rowKey, open }: { rowKey: string; open: boolean }) {
  const t = useTranslations("translations.whereUsed");
  const uses = usesOf(table, rowKey);
  const summary = !uses
    ? t("notConsole")
    : uses.everyPage
      ? t("everyPage")
      : uses.pages.length === 0
        ? t("nowhere")
        : t("pages", { count: uses.pages.length });
  return (
    <details open={open} className="border-t border-line pt-2 text-sm" data-testid="where-used">
      <summary className="flex cursor-pointer items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted">
        <MapPin aria-hidden className="size-3.5" />
        {t("title")}: <span className="normal-case tracking-normal">{summary}</span>
      </summary>
      {uses && (uses.everyPage || uses.pages.length > 0) && (
        <ul className="mt-2 space-y-1.5">
          {uses.everyPage && (
            <li>
              <a href={translateLink("/", rowKey)} className="text-accent underline" data-testid="where-used-link">
                {t("frame")}
              </a>
              <Files files={uses.frameFiles} />
            </li>
          )}
          {uses.pages.map((page) => (
            <li key={page.route}>
              {page.dynamic ? (
                <span className="font-mono text-xs text-ink">{page.route}</span>
              ) : (
                <a
                  href={translateLink(page.route, rowKey)}
                  className="font-mono text-xs text-accent underline"
                  data-testid="where-used-link"
                >
                  {page.route}
                </a>
              )}
              {page.dynamic && <span className="ml-2 text-xs text-muted">{t("dynamic")}</span>}
              <Files files={page.files} />
            </li>
          ))}
        </ul>
      )}
      {uses && !uses.everyPage && uses.pages.length === 0 && (
        <p className="mt-1 text-xs text-muted">{t("nowhereHint")}</p>
      )}
    </details>
  );
}

function Files({ files }: { files: readonly string[] }) {
  const t = useTranslations("translations.whereUsed");
  const shown = files.slice(0, FILES_SHOWN);
  return (
    <p className="break-all text-xs text-muted">
      {shown.join(", ")}
      {files.length > shown.length && ` ${t("moreFiles", { count: files.length - shown.length })}`}
    </p>
  );
}
