"use client";

import { useCallback, useState } from "react";

/** Which rows have their details open (the table's and the phone's cards alike), and a toggle for one row. */
export function useExpandedRows() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return { expanded, toggle };
}
