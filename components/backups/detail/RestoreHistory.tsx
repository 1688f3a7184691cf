"use client";

import { useLocale, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { KeyValueList } from "@/components/ui/key-value-list";
import { formatDateTime } from "@/lib/format";
import { parseLastRestore, RESTORE_KINDS } from "../model/restore";

type RestoreKind = (typeof RESTORE_KINDS)[number];
const isKind = (kind: string | undefined): kind is RestoreKind =>
  (RESTORE_KINDS as readonly string[]).includes(kind ?? "");

/** The last restore from this backup (the portal keeps one: `last_restore`), and one in progress. */
export function RestoreHistory({ lastRestore, restoring }: { lastRestore?: string; restoring: boolean }) {
  const t = useTranslations("backups.detail.restore");
  const locale = useLocale();
  const last = parseLastRestore(lastRestore);
  return (
    <Card title={t("title")} description={t("description")}>
      <div className="space-y-3 text-sm" data-testid="restore-history">
        {restoring && <p className="font-medium text-info">{t("inProgress")}</p>}
        {!last ? (
          <p className="text-muted">{t("never")}</p>
        ) : last.parsed ? (
          <KeyValueList
            items={[
              { label: t("at"), value: last.at ? formatDateTime(last.at, locale) : null },
              { label: t("kind"), value: isKind(last.kind) ? t(`kinds.${last.kind}`) : last.kind },
              { label: t("target"), value: last.target, mono: true },
              { label: t("zone"), value: last.availabilityZone },
              { label: t("volumeType"), value: last.volumeType },
            ].filter((item) => item.value !== undefined)}
          />
        ) : (
          <p className="whitespace-pre-wrap break-words">{last.text}</p>
        )}
      </div>
    </Card>
  );
}
