import type { OperationId } from "@/lib/portal/operations";

/** The overview's widgets in page order, with the portal reads each shows. */
export const HOME_WIDGETS = [
  // The ledger (GET /api/ai/ledger): the key list, the project list and one cost call per key.
  { widget: "aiSpend", reads: ["ai.keys.list", "ai.key.cost"] },
  { widget: "keys", reads: ["ai.keys.list"] },
  { widget: "budgets", reads: ["ai.keys.list", "ai.projects.list"] },
  { widget: "backups", reads: ["backups.list", "backup.projects.list"] },
  { widget: "clusters", reads: ["clustermgr.allShoots.list"] },
  { widget: "quotas", reads: ["quotas.overview.lines"] },
  { widget: "tasks", reads: ["tasks.list"] },
  { widget: "notifications", reads: ["notifications.list"] },
] as const satisfies readonly { widget: string; reads: readonly OperationId[] }[];

export type HomeWidgetName = (typeof HOME_WIDGETS)[number]["widget"];
