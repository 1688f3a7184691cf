import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DashboardView } from "@/components/dashboards/DashboardView";
import { isDashboardPath } from "@/components/dashboards/paths";

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
  const path = decoded((await params).path);
  if (!path || !isDashboardPath(path)) notFound();
  return <DashboardView path={path} />;
}
