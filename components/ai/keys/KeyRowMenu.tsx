"use client";

import { useTranslations } from "next-intl";
import { ActionMenu } from "@/components/ui/actions/ActionMenu";
import { itemActions } from "@/components/ui/actions/resource-action";
import type { KeyRow } from "../model/keys";
import { keyOfRow } from "./key-subject";
import { useKeyActionsOfList } from "./use-key-actions";

/** A key row's actions menu: those the key's state allows; one the token lacks shows the missing permission. */
export function KeyRowMenu({ row }: { row: KeyRow }) {
  const { offered, run } = useKeyActionsOfList();
  const t = useTranslations("ai.keys");
  return (
    <ActionMenu
      label={t("actions.menu", { name: row.name })}
      offered={itemActions(offered(row))}
      itemLabel={(action) => t(action.label)}
      empty={t("actions.none")}
      onRun={(id) => run(id, keyOfRow(row))}
    />
  );
}
