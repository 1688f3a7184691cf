"use client";

import dynamic from "next/dynamic";

// The action dialogs load when first opened (or when their trigger is hovered or focused): their forms, zod schemas
// and the dialog primitive are not needed for a backup page's first paint (first-load budget).
const loadActionDialogs = () => import("./BackupActionDialogs");
const loadCreateDialog = () => import("./CreateBackupDialog");

export const BackupActionDialogs = dynamic(() => loadActionDialogs().then((m) => m.BackupActionDialogs), {
  ssr: false,
});
export const CreateBackupDialog = dynamic(() => loadCreateDialog().then((m) => m.CreateBackupDialog), { ssr: false });

/** Starts loading the dialogs of a backup's actions (cancel, extend, restores…). */
export const preloadActionDialogs = () => void loadActionDialogs();
/** Starts loading the create-backup dialog. */
export const preloadCreateDialog = () => void loadCreateDialog();
