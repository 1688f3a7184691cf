"use client";

import { Suspense, type ComponentProps } from "react";
import { lazyComponent } from "@/components/ui/lazy";

// The action dialogs load when first opened (or when their trigger is hovered or focused): their forms, zod schemas
// and the dialog primitive are not needed for a backup page's first paint (first-load budget).
const ActionDialogs = lazyComponent(() => import("./BackupActionDialogs").then((m) => m.BackupActionDialogs));
const CreateDialog = lazyComponent(() => import("./CreateBackupDialog").then((m) => m.CreateBackupDialog));

/** The dialog of a backup's action (cancel, extend, restores…); mounted while it is open. */
export function BackupActionDialogs(props: ComponentProps<typeof ActionDialogs>) {
  return (
    <Suspense fallback={null}>
      <ActionDialogs {...props} />
    </Suspense>
  );
}

/** The create-backup dialog; mounted while it is open. */
export function CreateBackupDialog(props: ComponentProps<typeof CreateDialog>) {
  return (
    <Suspense fallback={null}>
      <CreateDialog {...props} />
    </Suspense>
  );
}

/** Starts loading the dialogs of a backup's actions. */
export const preloadActionDialogs = ActionDialogs.preload;
/** Starts loading the create-backup dialog. */
export const preloadCreateDialog = CreateDialog.preload;
