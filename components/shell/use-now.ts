"use client";

import { useEffect, useState } from "react";

/** The current time for relative dates ("5 minutes ago"), refreshed every minute; read once per render, not per row. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
