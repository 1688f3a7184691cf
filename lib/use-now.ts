"use client";

import { useEffect, useState } from "react";

/** The current time, moving every `intervalMs`, for "5 minutes ago" and "expires in …" texts that must not freeze. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
