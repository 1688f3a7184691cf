import { RouteNotFound } from "@/components/shell/NotFoundContent";

/** The backupId of the address names no backup: say so and lead back to the list. */
export default function BackupNotFound() {
  return <RouteNotFound kind="backup" param="backupId" />;
}
