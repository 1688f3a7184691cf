"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { QueryView } from "@/components/ui/query-state";
import { InfrastructureFrame, sectionSlug } from "./InfrastructureFrame";
import { RecordTable } from "./RecordTable";
import type { RecordRow } from "./records";
import type { RecordKind } from "@/components/ui/new-record";

/** Each table section's messages (`description`, `tableLabel`) under `infrastructure`. */
const MESSAGES = {
  domains: "domains",
  servers: "servers",
  volumeTypes: "volumeTypes",
  availabilityZones: "zones",
} as const;

export interface InventoryTablePageProps<T extends RecordRow> {
  section: keyof typeof MESSAGES;
  query: QueryView<T[]>;
  /** The rows shown, where the page filters the answer; the answer itself otherwise. */
  rows?: T[];
  columns: ColumnDef<T>[];
  hiddenColumns?: string[];
  toolbar?: ReactNode;
  empty: { icon: ReactNode; title: string; description?: string };
  /** The list's own actions (create), beside the title. */
  actions?: ReactNode;
  /** Said above the table about its rows (zones that are down). */
  notice?: ReactNode;
  /** The dialogs the actions open. */
  children?: ReactNode;
  /** The kind of record a create action adds, for its row to be revealed. */
  recordKind?: RecordKind;
}

/**
 * An inventory section as one table of the portal's records: the area's header and section links, the table (its
 * id, CSV name, description and label from the section; search and sort in the URL) and each row's record in a sheet.
 */
export function InventoryTablePage<T extends RecordRow>({
  section,
  query,
  rows,
  columns,
  hiddenColumns,
  toolbar,
  empty,
  actions,
  notice,
  children,
  recordKind,
}: InventoryTablePageProps<T>) {
  const t = useTranslations("infrastructure");
  const slug = sectionSlug(section);
  const label = t(`${MESSAGES[section]}.tableLabel`);
  return (
    <InfrastructureFrame section={section} description={t(`${MESSAGES[section]}.description`)} actions={actions}>
      {notice}
      <RecordTable
        tableId={`iaas-${slug}`}
        label={label}
        query={query}
        rows={rows ?? query.data}
        columns={columns}
        hiddenColumns={hiddenColumns}
        exportFileName={`infrastructure-${slug}`}
        toolbar={toolbar}
        emptyTitle={empty.title}
        emptyDescription={empty.description}
        emptyIcon={empty.icon}
        recordKind={recordKind}
      />
      {children}
    </InfrastructureFrame>
  );
}
