"use client";

import { useTranslations } from "next-intl";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { itemActions } from "@/components/ui/actions/resource-action";
import type { AIKeyDetail } from "@/lib/portal/schemas/ai";
import { KeyActionDialogs } from "./KeyActionDialogs";
import { keyOfDetail } from "./key-subject";
import { useKeyActions } from "./use-key-actions";

/** The key's header actions, drawn from its action list: edit, activate or deactivate, assign, delete. */
export function KeyActions({ keyId, detail }: { keyId: string; detail: AIKeyDetail }) {
  const t = useTranslations("ai.keys");
  const { offered, run, running, dialog, close } = useKeyActions();
  const key = keyOfDetail(keyId, detail);
  return (
    <>
      <ActionButtons
        offered={itemActions(offered(key))}
        label={(action) => t(action.label)}
        onRun={(id) => run(id, key)}
        running={running(key)}
      />
      <KeyActionDialogs dialog={dialog} onClose={close} listHref="/ai/keys" />
    </>
  );
}
