import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BackupDetailPage } from "@/components/backups/detail/BackupDetailPage";
import { routeSegment } from "@/components/backups/shared/route-segment";

export async function generateMetadata({ params }: { params: Promise<{ backupId: string }> }): Promise<Metadata> {
  const [t, { backupId }] = await Promise.all([getTranslations("backups"), params]);
  return { title: t("detail.metaTitle", { id: routeSegment(backupId) }) };
}

export default async function BackupRoute({ params }: { params: Promise<{ backupId: string }> }) {
  const { backupId } = await params;
  return <BackupDetailPage backupId={routeSegment(backupId)} />;
}
