/**
 * The ledger's rows for finance's CSV files: spend per project → key → day. Amounts keep enough decimals that a
 * year of sub-cent days of hundreds of keys still adds up to the screen's totals to the cent.
 */
import type { DailyPoint } from "./cost-answer";
import { NO_PROJECT, type Ledger } from "./ledger";

/** Six decimals: the portal's own precision, so that the rows' sum is the total and not a sum of roundings. */
export const EXPORT_DECIMALS = 6;

export interface KeyDays {
  key: string;
  daily: DailyPoint[];
}

export interface ProjectKeyDayRow {
  projectId: string;
  project: string;
  keyId: string;
  key: string;
  date: string;
  tokens: number;
  price: number;
}

const byName = (a: string, b: string) => a.localeCompare(b, "en");

/**
 * One row per project, key and day with usage, ordered project → key → day; keys outside any project come last
 * under `noProject`. Keys whose cost could not be read have no days and no rows.
 */
export function projectKeyDayRows(ledger: Ledger, days: readonly KeyDays[], noProject: string): ProjectKeyDayRow[] {
  const dailyOf = new Map(days.map((entry) => [entry.key, entry.daily]));
  const keys = ledger.keys
    .filter((key) => key.unread === undefined)
    .sort(
      (a, b) =>
        Number(a.projectId === NO_PROJECT) - Number(b.projectId === NO_PROJECT) ||
        byName(a.project, b.project) ||
        byName(a.name, b.name) ||
        byName(a.id, b.id),
    );
  return keys.flatMap((key) =>
    (dailyOf.get(key.id) ?? [])
      .filter((day) => day.tokens > 0 || day.price > 0)
      .map((day) => ({
        projectId: key.projectId,
        project: key.projectId === NO_PROJECT ? noProject : key.project,
        keyId: key.id,
        key: key.name,
        date: day.date,
        tokens: day.tokens,
        price: day.price,
      })),
  );
}
