"use client";

import { useTranslations } from "next-intl";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { ModelsSection } from "./ModelsSection";
import { ProvidersSection } from "./ProvidersSection";

/** The models and providers the account may use, with what the `all_available` flags mean. */
export function ModelsPage() {
  const t = useTranslations("ai");
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: t("nav.ai"), href: "/ai" }, { label: t("nav.models") }]} />}
        title={t("models.title")}
        description={t("models.description")}
      />
      <div className="space-y-8">
        <ModelsSection />
        <ProvidersSection />
      </div>
    </>
  );
}
