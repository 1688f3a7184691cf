"use client";

import { usePortalMutation } from "@/lib/api/hooks";
import { WhenOpened } from "@/components/ui/lazy";
import { EditDeleteDialogs } from "../shared/EditDeleteDialogs";
import type { KeySubject } from "./key-subject";
import { KeyAssignDialog } from "./lazy-dialogs";

/** Which of a key's dialogs is open, and on which key (kept while it closes). */
export interface KeyDialog {
  open: "edit" | "assign" | "delete" | null;
  key: KeySubject | null;
}

/**
 * The dialogs of a key's actions, hosted once by the screen that offers them (the key's page, the key list): edit,
 * assign and delete (after typing the key's name). `listHref`: where to go once the key is deleted, from its page.
 */
export function KeyActionDialogs({
  dialog: { open, key },
  onClose,
  listHref,
}: {
  dialog: KeyDialog;
  onClose: () => void;
  listHref?: string;
}) {
  const update = usePortalMutation("ai.key.update");
  const remove = usePortalMutation("ai.key.delete");
  if (!key) return null;
  return (
    <>
      <WhenOpened open={open === "assign"}>
        <KeyAssignDialog
          open={open === "assign"}
          onOpenChange={(opened) => !opened && onClose()}
          keyId={key.id}
          current={key.assignment}
        />
      </WhenOpened>
      <EditDeleteDialogs
        open={open === "assign" ? null : open}
        onClose={onClose}
        name={key.name}
        current={key.current}
        onSave={(changes) => update.mutateAsync({ key_id: key.id, ...changes })}
        onDelete={() => remove.mutateAsync({ key_id: key.id })}
        listHref={listHref}
        kind="keys"
      />
    </>
  );
}
