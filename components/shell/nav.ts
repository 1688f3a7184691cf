import {
  Bot,
  Boxes,
  DatabaseBackup,
  FolderKey,
  Gauge,
  HardDrive,
  Home,
  KeyRound,
  Languages,
  LayoutDashboard,
  ListChecks,
  MessagesSquare,
  Server,
  Settings,
  type LucideIcon,
} from "lucide-react";

import type shellMessages from "@/messages/en/shell.json";

export type NavLabel = Exclude<keyof (typeof shellMessages)["nav"], "label" | "expand" | "collapse" | "portal">;

/** The console's own areas, in sidebar order. `label` is a key of the `shell.nav` messages. */
export interface NavItem {
  href: string;
  label: NavLabel;
  icon: LucideIcon;
  /** Sub-pages, shown when the area is open and offered by the command palette. */
  children?: { href: string; label: NavLabel }[];
}

export const NAV: NavItem[] = [
  { href: "/", label: "home", icon: Home },
  {
    href: "/ai",
    label: "ai",
    icon: Bot,
    children: [
      { href: "/ai/keys", label: "aiKeys" },
      { href: "/ai/projects", label: "aiProjects" },
      { href: "/ai/costs", label: "aiCosts" },
      { href: "/ai/models", label: "aiModels" },
      { href: "/ai/prices", label: "aiPrices" },
      { href: "/ai/customers", label: "aiCustomers" },
    ],
  },
  {
    href: "/playground",
    label: "playground",
    icon: MessagesSquare,
    children: [
      { href: "/playground", label: "chat" },
      { href: "/playground/models", label: "gatewayModels" },
      { href: "/playground/embeddings", label: "embeddings" },
      { href: "/playground/rerank", label: "rerank" },
    ],
  },
  {
    href: "/backups",
    label: "backups",
    icon: DatabaseBackup,
    children: [
      { href: "/backups", label: "backupsList" },
      { href: "/backups/protection", label: "backupsProtection" },
      { href: "/backups/policies", label: "backupsPolicies" },
    ],
  },
  { href: "/clusters", label: "clusters", icon: Boxes },
  { href: "/infrastructure", label: "infrastructure", icon: Server },
  { href: "/quotas", label: "quotas", icon: Gauge },
  { href: "/access", label: "access", icon: KeyRound },
  { href: "/storage", label: "storage", icon: HardDrive },
  { href: "/tasks", label: "tasks", icon: ListChecks },
  { href: "/translations", label: "translations", icon: Languages },
  { href: "/dashboards", label: "dashboards", icon: LayoutDashboard },
  { href: "/settings", label: "settings", icon: Settings },
];

export const isActive = (pathname: string, href: string) =>
  href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);

export const FALLBACK_ICON = FolderKey;
