import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BackupDetailPage } from "@/components/backups/detail/BackupDetailPage";
import { routeSegment } from "@/lib/route-segment";
import { requireRecord } from "@/lib/bff/page-record";

type Params = { params: Promise<{ backupId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [t, { backupId }] = await Promise.all([getTranslations("backups"), params]);
  return { title: t("detail.metaTitle", { id: routeSegment(backupId) }) };
}

export default async function BackupRoute({ params }: Params) {
  const { backupId } = await params;
  await requireBackup(backupId);
  return <BackupDetailPage backupId={routeSegment(backupId)} />;
}

const requireBackup = (backupId: string) => requireRecord("backup.get", { backup_id: routeSegment(backupId) });
