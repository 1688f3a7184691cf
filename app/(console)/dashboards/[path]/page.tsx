import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DashboardView } from "@/components/dashboards/DashboardView";
import { isDashboardPath } from "@/components/dashboards/paths";
import { requireRecord } from "@/lib/bff/page-record";

type Props = { params: Promise<{ path: string }> };

/** The segment as text, or null when it is not valid percent-encoding. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ path: segment }, t] = await Promise.all([params, getTranslations("dashboards")]);
  const path = decoded(segment);
  return { title: path && isDashboardPath(path) ? `${path} · ${t("title")}` : t("title") };
}

export default async function DashboardPage({ params }: Props) {
  const path = await requireDashboard((await params).path);
  return <DashboardView path={path} />;
}

async function requireDashboard(segment: string): Promise<string> {
  const path = decoded(segment);
  if (!path || !isDashboardPath(path)) notFound();
  await requireRecord("dashboard.get", { dashboard_path: path });
  return path;
}
