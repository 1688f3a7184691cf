"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { lazyComponent, WhenOpened } from "@/components/ui/lazy";
import { LazyTypeToConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import type { NameAndDescription } from "./EditNameDialog";

// First-load budget: the edit dialog (Radix Dialog, react-hook-form, zod) loads when opened.
const EditNameDialog = lazyComponent(() => import("./EditNameDialog").then((m) => m.EditNameDialog));

/** For the edit button: starts loading the edit dialog on hover or focus. */
export const preloadEditName = EditNameDialog.preload;

/**
 * The edit and delete dialogs that an AI key and an AI project share: rename or redescribe; delete after typing the
 * name, then a toast (and, from the record's own page, back to the list).
 */
export function EditDeleteDialogs({
  open,
  onClose,
  name,
  current,
  onSave,
  onDelete,
  listHref,
  kind,
}: {
  open: "edit" | "delete" | null;
  onClose: () => void;
  name: string;
  current: NameAndDescription;
  onSave: (changes: Partial<NameAndDescription>) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** Where to go once it is deleted: the list, from the record's own page; the list itself stays where it is. */
  listHref?: string;
  /** Which record: its texts are `ai.<kind>.actions.*` (the same keys for both). */
  kind: "keys" | "projects";
}) {
  const tAi = useTranslations("ai");
  const t = (key: "editTitle" | "saved" | "deleteTitle" | "deleteDescription" | "deleteConfirm" | "deleted") =>
    tAi(`${kind}.actions.${key}`, { name });
  const router = useRouter();
  const closeUnlessOpened = (opened: boolean) => {
    if (!opened) onClose();
  };
  return (
    <>
      <WhenOpened open={open === "edit"}>
        <EditNameDialog
          open={open === "edit"}
          onOpenChange={closeUnlessOpened}
          title={t("editTitle")}
          current={current}
          onSave={onSave}
          savedMessage={t("saved")}
        />
      </WhenOpened>
      <LazyTypeToConfirmDialog
        open={open === "delete"}
        onOpenChange={closeUnlessOpened}
        title={t("deleteTitle")}
        description={t("deleteDescription")}
        confirmLabel={t("deleteConfirm")}
        confirmationText={name}
        onConfirm={async () => {
          await onDelete();
          toast({ title: t("deleted") });
          if (listHref) router.push(listHref);
        }}
      />
    </>
  );
}
