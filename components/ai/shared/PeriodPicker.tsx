"use client";

import { DateRangePicker } from "@/components/ui/date-range-picker";
import type { Period } from "./use-period";

/** The period of a cost view (presets or custom days), bound to the URL through `usePeriod`. */
export function PeriodPicker({ period, label, className }: { period: Period; label?: string; className?: string }) {
  return (
    <DateRangePicker
      value={{ from: period.from, to: period.to }}
      onChange={period.setRange}
      label={label}
      className={className}
    />
  );
}
