"use client";

import { useEffect, useState } from "react";

/** The current time, moving every `everyMs`, for "expires in …" texts that must not freeze. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
