/**
 * Notifications: stored records, listed and marked read. `read` is a string in the spec; the sandbox keeps the
 * ISO time of reading there, and "" while unread. Other areas add records through `services.notify`.
 */
import { defineArea, notFound } from "../area";
import { ACCOUNT } from "../seed/account";

export interface NotificationRecord {
  id: string;
  client: string;
  notification: string;
  provider: string;
  /** ISO time the notification was read; "" while unread. */
  read: string;
  reseller: string;
  timestamp: string;
  type: string;
  user: string;
}

export interface NotificationsState {
  items: NotificationRecord[];
}

/** At most this many notifications are kept per region; the oldest go first. */
const MAX_NOTIFICATIONS = 1_000;

const SEED: { type: string; text: string; hoursAgo: number; read: boolean }[] = [
  { type: "info", text: 'Backup policy "nightly" completed for 12 volumes', hoursAgo: 2, read: false },
  { type: "warning", text: 'AI key "marketing-bot" reached 90% of its monthly budget', hoursAgo: 5, read: false },
  { type: "error", text: 'Cluster "staging" failed to reconcile: quota for cores exceeded', hoursAgo: 9, read: false },
  { type: "info", text: 'Task "Rotate object storage keys" finished', hoursAgo: 20, read: true },
  {
    type: "info",
    text: "New model anthropic/claude-sonnet-4 is available to your projects",
    hoursAgo: 30,
    read: false,
  },
  { type: "warning", text: "Quota request for 64 cores is awaiting approval", hoursAgo: 44, read: true },
  { type: "error", text: "Restore of backup bkp-2291 failed: target volume is attached", hoursAgo: 60, read: true },
  { type: "info", text: 'Your access token "ci-pipeline" expires in 7 days', hoursAgo: 80, read: false },
  {
    type: "warning",
    text: 'Infrastructure project "legacy-erp" has 3 servers without backup policy',
    hoursAgo: 100,
    read: true,
  },
  { type: "info", text: "German translation is 86% complete", hoursAgo: 130, read: true },
  { type: "info", text: 'Cluster "production" upgraded to version 1.31.4', hoursAgo: 170, read: true },
  { type: "error", text: 'AI project "research" was disabled by an administrator', hoursAgo: 200, read: false },
];

export function appendNotification(
  state: NotificationsState,
  record: Omit<NotificationRecord, "read" | "client" | "provider" | "reseller"> & Partial<NotificationRecord>,
): NotificationRecord {
  const full: NotificationRecord = {
    client: ACCOUNT.client,
    provider: ACCOUNT.provider,
    reseller: ACCOUNT.reseller,
    read: "",
    ...record,
  };
  state.items.push(full);
  if (state.items.length > MAX_NOTIFICATIONS) state.items.splice(0, state.items.length - MAX_NOTIFICATIONS);
  return full;
}

export const notificationsArea = defineArea<NotificationsState>({
  key: "notifications",
  seed(region, services) {
    const now = services.now();
    const state: NotificationsState = { items: [] };
    for (const n of [...SEED].reverse()) {
      const timestamp = new Date(now - n.hoursAgo * 3_600_000).toISOString();
      appendNotification(state, {
        id: services.id("ntf"),
        notification: `[${region}] ${n.text}`,
        read: n.read ? new Date(now - (n.hoursAgo - 1) * 3_600_000).toISOString() : "",
        timestamp,
        type: n.type,
        user: "admin",
      });
    }
    return state;
  },
  handlers: {
    "notifications.list": ({ state, input }) => {
      const { unread } = input;
      const items = unread ? state.items.filter((n) => n.read === "") : state.items;
      return [...items].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
    },
    "notifications.markRead": ({ state, input, services }) => {
      const { id } = input;
      const item = state.items.find((n) => n.id === id);
      if (!item) throw notFound(`notification ${id}`);
      if (item.read === "") item.read = new Date(services.now()).toISOString();
    },
  },
});
