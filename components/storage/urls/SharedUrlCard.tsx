"use client";

import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { KeyValueList } from "@/components/ui/key-value-list";
import { StatusBadge, type StatusTone } from "@/components/ui/status-badge";
import { useInfraFormat } from "@/components/infrastructure/shared/use-format";
import type { SharedUrl } from "@/lib/portal/schemas/objstore";
import { expiryStatus, type ExpiryStatus } from "./expiry";

const TONES: Record<ExpiryStatus, StatusTone> = { active: "ok", soon: "warn", expired: "bad", unknown: "neutral" };

/** One shared URL: the link with copy and open, and when it expires (absolute, relative, flagged within a day). */
export function SharedUrlCard({ shared }: { shared: SharedUrl }) {
  const t = useTranslations("storage.urls");
  const format = useInfraFormat();
  // The moment the card was shown: expiry is read against it, not re-rendered every second.
  const [now] = useState(() => Date.now());
  const status = expiryStatus(shared.expire_date, now);
  return (
    <div className="space-y-4" data-testid="shared-url">
      {shared.url && (
        <div className="space-y-1.5">
          <span className="text-sm font-medium text-ink">{t("fields.url")}</span>
          <div className="flex items-center gap-1 rounded-md border border-line bg-raised pl-3">
            <output className="min-w-0 flex-1 truncate py-2 font-mono text-xs">{shared.url}</output>
            <CopyButton value={shared.url} label={t("copyLink")} variant="button" />
            <a
              href={shared.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("openLink")}
              title={t("openLink")}
              className="inline-flex size-8 items-center justify-center rounded-md text-ink hover:bg-surface"
            >
              <ExternalLink aria-hidden className="size-4" />
            </a>
          </div>
        </div>
      )}
      <KeyValueList
        items={[
          { label: t("fields.bucket"), value: shared.bucket, mono: true },
          { label: t("fields.key"), value: shared.object_key, mono: true },
          { label: t("fields.user"), value: shared.user_id },
          {
            label: t("fields.expires"),
            value: (
              <span className="inline-flex flex-wrap items-center gap-2">
                <StatusBadge tone={TONES[status]} label={t(`expiry.${status}`)} />
                {shared.expire_date && (
                  <>
                    <time dateTime={shared.expire_date}>{format.dateTime(shared.expire_date)}</time>
                    <span className="text-muted">({format.relative(shared.expire_date, now)})</span>
                  </>
                )}
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
