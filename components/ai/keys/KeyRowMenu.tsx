"use client";

import { useTranslations } from "next-intl";
import { ActionMenu } from "@/components/ui/actions/ActionMenu";
import { itemActions, type OfferedAction } from "@/components/ui/actions/resource-action";
import type { KeyRow } from "../model/keys";
import { type KeyActionDef, type KeyActionId, type KeyInState } from "./key-actions";
import { keyOfRow, type KeySubject } from "./key-subject";

/** A key row's actions menu: those the key's state allows; one the token lacks shows the missing permission. */
export function KeyRowMenu({
  row,
  offered,
  onRun,
}: {
  row: KeyRow;
  offered: (key: KeyInState) => OfferedAction<KeyActionDef>[];
  onRun: (id: KeyActionId, key: KeySubject) => void;
}) {
  const t = useTranslations("ai.keys");
  return (
    <ActionMenu
      label={t("actions.menu", { name: row.name })}
      offered={itemActions(offered(row))}
      itemLabel={(action) => t(action.label)}
      empty={t("actions.none")}
      onRun={(id) => onRun(id, keyOfRow(row))}
    />
  );
}
