/** Seed of the backup policies: five enabled schedules from hourly to monthly, and one disabled legacy policy. */
import { DAY_MS, iso, type BackupPolicy } from "../areas/backups/model";
import type { SeedIds } from "./backups-inventory";

type PolicyDraft = Omit<BackupPolicy, "id" | "created_at" | "created_by" | "avatar" | "disabled_at" | "disabled_by">;

const POLICY_DRAFTS: (PolicyDraft & { disabled?: boolean })[] = [
  {
    name: "Daily 02:00",
    description: "Nightly backup, kept two weeks on both backends",
    schedule: "0 2 * * *",
    backup_window: 4,
    retention_primary: 14,
    retention_secondary: 60,
    increment_policy: 6,
    retry: 3,
    backup_strictness: "strict",
    backup_backend_rule: "primary+secondary",
    notification_email: "backup-alerts@example.com",
  },
  {
    name: "Daily 22:00 relaxed",
    description: "Evening backup for development workloads",
    schedule: "0 22 * * *",
    backup_window: 6,
    retention_primary: 7,
    retention_secondary: 30,
    increment_policy: 6,
    retry: 2,
    backup_strictness: "relaxed",
    backup_backend_rule: "primary",
    notification_email: "dev-team@example.com",
  },
  {
    name: "Hourly critical",
    description: "Hourly backup of critical databases",
    schedule: "0 * * * *",
    backup_window: 1,
    retention_primary: 2,
    retention_secondary: 7,
    increment_policy: 23,
    retry: 5,
    backup_strictness: "strict",
    backup_backend_rule: "primary+secondary",
    notification_email: "dba-oncall@example.com",
  },
  {
    name: "Weekly Sunday",
    description: "Weekly full backup on Sundays",
    schedule: "0 3 * * 0",
    backup_window: 8,
    retention_primary: 28,
    retention_secondary: 90,
    increment_policy: 0,
    retry: 1,
    backup_strictness: "relaxed",
    backup_backend_rule: "secondary",
    notification_email: "ops@example.com",
  },
  {
    name: "Monthly archive",
    description: "First of the month, archived for a year",
    schedule: "0 4 1 * *",
    backup_window: 12,
    retention_primary: 31,
    retention_secondary: 365,
    increment_policy: 0,
    retry: 1,
    backup_strictness: "strict",
    backup_backend_rule: "secondary",
    notification_email: "compliance@example.com",
  },
  {
    name: "Legacy nightly",
    description: "Replaced by Daily 02:00; kept for old backups",
    schedule: "30 1 * * *",
    backup_window: 3,
    retention_primary: 10,
    retention_secondary: 20,
    increment_policy: 4,
    retry: 2,
    backup_strictness: "relaxed",
    backup_backend_rule: "primary",
    notification_email: "ops@example.com",
    disabled: true,
  },
];

const AVATARS = ["shield", "moon", "clock", "calendar", "archive", "history"];

export function seedPolicies(ids: SeedIds, anchor: number): BackupPolicy[] {
  return POLICY_DRAFTS.map(({ disabled, ...draft }, index) => ({
    ...draft,
    id: ids.next("pol"),
    avatar: AVATARS[index],
    created_by: index % 2 === 0 ? "admin" : "backup-operator",
    created_at: iso(anchor - (120 - index * 9) * DAY_MS),
    ...(disabled ? { disabled_by: "admin", disabled_at: iso(anchor - 21 * DAY_MS) } : {}),
  }));
}
