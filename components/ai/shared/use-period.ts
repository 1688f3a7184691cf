"use client";

import { useCallback, useMemo, useState } from "react";
import { useUrlFilters } from "@/lib/url-state";
import { periodFromParams, periodToParams, type DateRange } from "../model/date-range";

const KEYS = ["range", "from", "to"] as const;

export interface Period extends DateRange {
  setRange: (range: DateRange) => void;
}

/**
 * The chosen period of a cost view, kept in the URL so a reload or a shared link shows the same numbers; absent,
 * it is the last 30 days.
 */
export function usePeriod(): Period {
  const [params, setParams] = useUrlFilters(KEYS);
  // "Today" is fixed for the life of the page, so presets do not shift under an open view at midnight.
  const [today] = useState(() => new Date());
  const range = useMemo(() => periodFromParams(params, today), [params, today]);
  const setRange = useCallback((next: DateRange) => setParams(periodToParams(next, today)), [setParams, today]);
  return { ...range, setRange };
}
