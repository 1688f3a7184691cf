"use client";

import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";

export const INFRASTRUCTURE_SECTIONS = [
  { href: "/infrastructure/projects", label: "projects" },
  { href: "/infrastructure/domains", label: "domains" },
  { href: "/infrastructure/servers", label: "servers" },
  { href: "/infrastructure/volumes", label: "volumes" },
  { href: "/infrastructure/volume-types", label: "volumeTypes" },
  { href: "/infrastructure/networks", label: "networks" },
  { href: "/infrastructure/load-balancers", label: "loadBalancers" },
  { href: "/infrastructure/availability-zones", label: "availabilityZones" },
] as const;

export type InfrastructureSection = (typeof INFRASTRUCTURE_SECTIONS)[number]["label"];

/** A section's last path segment ("volume-types"), which also names its tables and their CSV files. */
export function sectionSlug(section: InfrastructureSection): string {
  const href = INFRASTRUCTURE_SECTIONS.find((item) => item.label === section)?.href ?? section;
  return href.slice(href.lastIndexOf("/") + 1);
}

export interface InfrastructureFrameProps {
  section: InfrastructureSection;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** Every infrastructure list page: breadcrumbs, title, the area's section links, then the page. */
export function InfrastructureFrame({ section, description, actions, children }: InfrastructureFrameProps) {
  const t = useTranslations("infrastructure");
  const pathname = usePathname();
  return (
    <>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs items={[{ label: t("title"), href: "/infrastructure" }, { label: t(`nav.${section}`) }]} />
        }
        title={t(`nav.${section}`)}
        description={description}
        actions={actions}
      />
      <nav aria-label={t("nav.label")} className="mb-5 overflow-x-auto border-b border-line">
        <ul className="flex gap-1">
          {INFRASTRUCTURE_SECTIONS.map((item) => {
            const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
            return (
              <li key={item.href}>
                <NextLink
                  href={item.href}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "-mb-px inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium hover:text-ink",
                    current ? "border-accent text-ink" : "border-transparent text-muted",
                  )}
                >
                  {t(`nav.${item.label}`)}
                </NextLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </>
  );
}
