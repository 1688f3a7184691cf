"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/feedback";
import { KeyValueList } from "@/components/ui/key-value-list";
import { FilterSelect } from "@/components/ui/filter-select";
import { QueryState } from "@/components/ui/query-state";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlParam } from "@/lib/url-state";
import { parseColor, readableInk, toHex } from "@/lib/theme/colors";
import { contextIds, parseTheme, THEME_COLORS, type Theme } from "./settings-model";

const SCOPES = ["default", "reseller", "client"] as const;
type Scope = (typeof SCOPES)[number];

/** GET /theme for the default, the session's reseller or its client (ids from GET /context), previewed. */
export function ThemePanel() {
  const t = useTranslations("settings.theme");
  const [rawScope, setScope] = useUrlParam("scope", "client");
  const scope: Scope = (SCOPES as readonly string[]).includes(rawScope) ? (rawScope as Scope) : "client";
  const context = usePortalQuery("context.get", {});
  const ids = useMemo(() => contextIds(context.data), [context.data]);
  const input =
    scope === "client"
      ? { client_id: ids.client, reseller_id: ids.reseller }
      : scope === "reseller"
        ? { reseller_id: ids.reseller }
        : {};
  const theme = usePortalQuery("theme.get", input, { enabled: scope === "default" || !context.isPending });
  const parsed = useMemo(() => parseTheme(theme.data), [theme.data]);

  return (
    <div className="space-y-4">
      <FilterSelect
        label={t("scope")}
        value={scope === "client" ? "" : scope}
        onChange={(v) => setScope(v || null)}
        allLabel={t("scopes.client")}
        options={[
          { value: "reseller", label: t("scopes.reseller") },
          { value: "default", label: t("scopes.default") },
        ]}
      />
      <QueryState query={theme} isEmpty={() => !parsed} empty={<EmptyState title={t("empty")} />}>
        {() => parsed && <ThemePreview theme={parsed} />}
      </QueryState>
    </div>
  );
}

/** Text on a theme colour: white or near-black, whichever reads (the portal's background may be as pale as the fill). */
const inkOn = (fill: string | undefined, fallback: string | undefined) => {
  const rgb = parseColor(fill);
  return rgb ? toHex(readableInk(rgb)) : fallback;
};

function ThemePreview({ theme }: { theme: Theme }) {
  const t = useTranslations("settings.theme");
  const colors = theme.colors ?? {};
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={theme.name || t("unnamed")}>
        <div className="space-y-4">
          <ul className="grid grid-cols-2 gap-3" aria-label={t("swatches")}>
            {THEME_COLORS.map((role) => (
              <li key={role} className="flex items-center gap-3" data-testid={`swatch-${role}`}>
                <span
                  aria-hidden
                  className="size-10 shrink-0 rounded-md border border-line"
                  style={{ background: colors[role] ?? "transparent" }}
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium">{t(`colors.${role}`)}</span>
                  <span className="block font-mono text-xs text-muted">{colors[role] ?? t("notSet")}</span>
                </span>
              </li>
            ))}
          </ul>
          <KeyValueList
            items={[
              { label: t("logo"), value: theme.logo_url ?? "", mono: true },
              { label: t("client"), value: theme.client_id || t("none"), mono: true },
              { label: t("reseller"), value: theme.reseller_id || t("none"), mono: true },
            ]}
          />
        </div>
      </Card>
      <Card title={t("sample")}>
        {/* The sample is drawn in the theme's colours, not the console's, to show how the portal would look. */}
        <div
          className="space-y-3 rounded-md border border-line p-4"
          style={{ background: colors.background, color: colors.foreground }}
          data-testid="theme-sample"
        >
          <div className="flex items-center justify-between">
            <span className="font-semibold">{theme.name || t("unnamed")}</span>
            <span
              className="rounded-full px-2 py-0.5 text-xs font-medium"
              style={{ background: colors.accent, color: inkOn(colors.accent, colors.background) }}
            >
              {t("sampleBadge")}
            </span>
          </div>
          <p className="text-sm">{t("sampleText")}</p>
          <span
            className="inline-block rounded-md px-3 py-1.5 text-sm font-medium"
            style={{ background: colors.primary, color: inkOn(colors.primary, colors.background) }}
          >
            {t("sampleButton")}
          </span>
        </div>
      </Card>
    </div>
  );
}
