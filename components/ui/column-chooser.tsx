"use client";

import type { Table } from "@tanstack/react-table";
import { Columns3 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Suspense, useId, useState } from "react";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { columnLabel } from "./data-table-columns";
import { lazyComponent, preloadOn } from "./lazy";

// The popover (Radix with its positioning and dismiss layers, ~24 kB) is fetched on the first hover, focus or
// press of the button: it was the largest part of every table page's first load.
const Popover = lazyComponent(() => import("./popover").then((module) => module.Popover));

export interface ColumnChooserProps<T> {
  table: Table<T>;
  /** Columns that did not fit the card and live in the rows' details; ticking one keeps it in the table. */
  moved?: ReadonlySet<string>;
  /** Forgets the remembered choice and returns to the table's default columns. */
  onReset: () => void;
}

/**
 * The "Columns" popover: one checkbox per hideable column, ticked while the column is in the table; at least one
 * column always stays. A column that gave way to a narrow card is unticked and says it is in the rows' details;
 * ticking it keeps it in the table (the choice is remembered), and others give way instead.
 */
export function ColumnChooser<T>({ table, moved, onReset }: ColumnChooserProps<T>) {
  const t = useTranslations("common");
  const baseId = useId();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const visibleCount = columns.filter((column) => column.getIsVisible()).length;
  const [open, setOpen] = useState(false);
  // Until first pressed the button is a plain one; the press then mounts the popover already open.
  const [wanted, setWanted] = useState(false);
  if (columns.length === 0) return null;
  const trigger = (props: object) => (
    <Button
      size="sm"
      icon={<Columns3 aria-hidden className="size-4" />}
      aria-haspopup="dialog"
      aria-expanded={open}
      {...props}
    >
      {t("table.columns")}
    </Button>
  );
  const plain = trigger({
    ...preloadOn(Popover.preload),
    onClick: () => {
      setWanted(true);
      setOpen(true);
    },
  });
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <Popover
        align="end"
        aria-label={t("table.columnsTitle")}
        open={open}
        onOpenChange={setOpen}
        trigger={trigger({})}
      >
        <fieldset className="min-w-48 space-y-2">
          <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">
            {t("table.columnsTitle")}
          </legend>
          {columns.map((column) => {
            const id = `${baseId}-${column.id}`;
            const visible = column.getIsVisible();
            const inDetails = visible && moved?.has(column.id) === true;
            return (
              <div key={column.id} className="flex items-start gap-2">
                <Checkbox
                  id={id}
                  className="mt-0.5"
                  checked={visible && !inDetails}
                  disabled={visible && !inDetails && visibleCount === 1}
                  aria-describedby={inDetails ? `${id}-details` : undefined}
                  onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
                />
                <label htmlFor={id} className="text-sm">
                  {columnLabel(column)}
                  {inDetails && (
                    <span id={`${id}-details`} className="block text-xs text-muted">
                      {t("table.inDetails")}
                    </span>
                  )}
                </label>
              </div>
            );
          })}
        </fieldset>
        <Button size="sm" variant="ghost" className="mt-3 w-full" onClick={onReset}>
          {t("actions.reset")}
        </Button>
      </Popover>
    </Suspense>
  );
}
