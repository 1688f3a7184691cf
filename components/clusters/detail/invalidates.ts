import type { OperationId } from "@/lib/portal/operations";

/** Every read that shows a cluster: a change to one refreshes them all. */
export const CLUSTER_READS: OperationId[] = [
  "clustermgr.shoot.get",
  "clustermgr.shoots.list",
  "clustermgr.allShoots.list",
  "clustermgr.workerGroups.list",
  "clustermgr.workerGroup.get",
];
