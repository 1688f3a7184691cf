"use client";

import { Building2 } from "lucide-react";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { KeyValueList } from "@/components/ui/key-value-list";
import { ShowMore, useShowMore } from "@/components/ui/show-more";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { StatusBadge } from "@/components/ui/status-badge";
import { usePortalQuery } from "@/lib/api/hooks";
import type { AICustomer } from "@/lib/portal/schemas/ai";
import { parseBudgets, parseRateLimits } from "../model/limits";
import { bool, isRecord, str } from "../model/read";
import { WithPortalCurrency } from "../shared/WithPortalCurrency";
import { projectHref } from "../shared/hrefs";
import { BudgetSummary, useRateLimitText } from "../shared/LimitSummary";

/** `teams[]`: projects of the customer, as objects or bare ids. */
function readTeams(raw: unknown[] | undefined) {
  return (raw ?? []).flatMap((item) => {
    if (typeof item === "string") return [{ id: item, name: item, disabled: undefined }];
    if (!isRecord(item)) return [];
    const team = { id: str(item.id), name: str(item.name), disabled: bool(item.disabled) };
    return team.id || team.name ? [{ id: team.id, name: team.name ?? team.id ?? "", disabled: team.disabled }] : [];
  });
}

const profileName = (profile: Record<string, unknown> | undefined) =>
  typeof profile?.name === "string" ? profile.name : undefined;

/** GET /ai/customer: the account's AI customers with their budgets, rate limits, teams and models. */
export function CustomersPage() {
  const t = useTranslations("ai");
  const customers = usePortalQuery("ai.customer.get", {});
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("nav.ai"), href: "/ai" }, { label: t("nav.customers") }]} />}
        title={t("customers.title")}
        description={t("customers.description")}
      />
      <QueryState
        query={customers}
        pending={<Skeleton lines={8} />}
        empty={<EmptyState icon={<Building2 />} title={t("customers.empty")} />}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => <CustomerList customers={list} />}
      </QueryState>
    </>
  );
}

/** The customers a part at a time: a portal may list thousands, and each is a card. */
function CustomerList({ customers }: { customers: readonly AICustomer[] }) {
  const t = useTranslations("ai.customers");
  const { shown, next, more } = useShowMore(customers);
  return (
    <>
      <div className="space-y-4">
        {shown.map((customer, i) => (
          <CustomerCard key={customer.id ?? i} customer={customer} />
        ))}
      </div>
      <ShowMore summary={t("shownOf", { shown: shown.length, total: customers.length })} next={next} onMore={more} />
    </>
  );
}

function CustomerCard({ customer }: { customer: AICustomer }) {
  const t = useTranslations("ai.customers");
  const rateText = useRateLimitText();
  const budgets = parseBudgets(customer.budgets);
  const rateLimits = parseRateLimits(customer.rate_limits);
  const teams = readTeams(customer.teams);
  const models = Object.keys(customer.llms ?? {});
  return (
    <Card title={customer.name ?? customer.id ?? t("unnamed")} description={profileName(customer.profile)}>
      <KeyValueList
        items={[
          { label: t("id"), value: customer.id, mono: true },
          { label: t("profile"), value: profileName(customer.profile) },
          {
            label: t("budgets"),
            value:
              budgets.length > 0 ? (
                <WithPortalCurrency>
                  {(currency) => (
                    <ul className="space-y-2">
                      {budgets.map((line, i) => (
                        <li key={i}>
                          <BudgetSummary line={line} currency={currency} />
                        </li>
                      ))}
                    </ul>
                  )}
                </WithPortalCurrency>
              ) : (
                t("noBudgets")
              ),
          },
          {
            label: t("rateLimits"),
            value:
              rateLimits.length > 0 ? (
                <ul className="space-y-1">
                  {rateLimits.map((line, i) => (
                    <li key={i}>{rateText(line)}</li>
                  ))}
                </ul>
              ) : (
                t("noRateLimits")
              ),
          },
          {
            label: t("teams", { count: teams.length }),
            value:
              teams.length > 0 ? (
                <ul className="flex flex-wrap gap-2">
                  {teams.map((team) => (
                    <li key={team.id ?? team.name} className="flex items-center gap-1.5">
                      {team.id ? (
                        <NextLink href={projectHref(team.id)} className="text-accent hover:underline">
                          {team.name}
                        </NextLink>
                      ) : (
                        team.name
                      )}
                      {team.disabled && <StatusBadge tone="neutral" label={t("disabled")} />}
                    </li>
                  ))}
                </ul>
              ) : (
                t("noTeams")
              ),
          },
          {
            label: t("models", { count: models.length }),
            value:
              models.length > 0 ? (
                <ul className="flex flex-wrap gap-1">
                  {models.map((model) => (
                    <li key={model} className="rounded bg-raised px-1.5 py-0.5 font-mono text-xs">
                      {model}
                    </li>
                  ))}
                </ul>
              ) : (
                t("noModels")
              ),
          },
        ]}
      />
    </Card>
  );
}
