"use client";

import type { Table } from "@tanstack/react-table";
import { Columns3 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { columnLabel } from "./data-table-columns";
import { Popover } from "./popover";

export interface ColumnChooserProps<T> {
  table: Table<T>;
  /** Forgets the remembered choice and returns to the table's default columns. */
  onReset: () => void;
}

/** The "Columns" popover: one checkbox per hideable column; at least one column always stays visible. */
export function ColumnChooser<T>({ table, onReset }: ColumnChooserProps<T>) {
  const t = useTranslations("common");
  const baseId = useId();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const visibleCount = columns.filter((column) => column.getIsVisible()).length;
  if (columns.length === 0) return null;
  return (
    <Popover
      align="end"
      aria-label={t("table.columnsTitle")}
      trigger={
        <Button size="sm" icon={<Columns3 aria-hidden className="size-4" />}>
          {t("table.columns")}
        </Button>
      }
    >
      <fieldset className="min-w-48 space-y-2">
        <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{t("table.columnsTitle")}</legend>
        {columns.map((column) => {
          const id = `${baseId}-${column.id}`;
          const visible = column.getIsVisible();
          return (
            <div key={column.id} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={visible}
                disabled={visible && visibleCount === 1}
                onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
              />
              <label htmlFor={id} className="text-sm">
                {columnLabel(column)}
              </label>
            </div>
          );
        })}
      </fieldset>
      <Button size="sm" variant="ghost" className="mt-3 w-full" onClick={onReset}>
        {t("actions.reset")}
      </Button>
    </Popover>
  );
}
