/** Reads the common shapes of a policy's cron schedule, so the table can say "daily at 02:00" next to the cron. */
export type ScheduleShape =
  | { kind: "hourly"; minute: number }
  | { kind: "daily"; hour: number; minute: number }
  | { kind: "weekly"; weekday: number; hour: number; minute: number };

const num = (field: string, max: number) => (/^\d{1,2}$/.test(field) && Number(field) <= max ? Number(field) : null);

/** null when the expression is something else (ranges, steps, several values): the cron is shown as it is. */
export function describeSchedule(cron: string | undefined): ScheduleShape | null {
  const fields = (cron ?? "").trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minuteField, hourField, dom, month, dowField] = fields;
  const minute = num(minuteField, 59);
  if (minute === null || dom !== "*" || month !== "*") return null;
  if (hourField === "*" && dowField === "*") return { kind: "hourly", minute };
  const hour = num(hourField, 23);
  if (hour === null) return null;
  if (dowField === "*") return { kind: "daily", hour, minute };
  const weekday = num(dowField, 7);
  return weekday === null ? null : { kind: "weekly", weekday: weekday % 7, hour, minute };
}

export const clock = (hour: number, minute: number) =>
  `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
