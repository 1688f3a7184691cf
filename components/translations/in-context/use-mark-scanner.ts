"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { MarkScanner } from "./mark-scanner";

/**
 * The page's marked texts, followed as the page changes: the scanner runs while translate mode is mounted (in the
 * browser only) and takes its attributes off the page when it unmounts. `version` changes whenever what it found
 * changes. A new page (a navigation) starts a new list of texts seen.
 */
export function useMarkScanner(keys: readonly string[]): { scanner: MarkScanner; version: number } {
  const [version, setVersion] = useState(0);
  const [scanner] = useState(() => new MarkScanner(keys, () => setVersion((v) => v + 1)));
  const pathname = usePathname();

  useEffect(() => {
    scanner.start();
    return () => scanner.stop();
  }, [scanner]);

  useEffect(() => {
    scanner.forgetSeen();
  }, [scanner, pathname]);

  return { scanner, version };
}
