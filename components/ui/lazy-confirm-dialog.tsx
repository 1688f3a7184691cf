"use client";

import type { ConfirmDialogProps, TypeToConfirmDialogProps } from "./confirm-dialog";
import { lazyComponent, WhenOpened } from "./lazy";

// First-load budget: confirmations (Radix Dialog) only appear after a click, so their code loads on demand.
const load = () => import("./confirm-dialog");
const ConfirmDialogCode = lazyComponent(() => load().then((m) => m.ConfirmDialog));
const TypeToConfirmDialogCode = lazyComponent(() => load().then((m) => m.TypeToConfirmDialog));

/** Starts loading the confirmation dialogs (on hover or focus of a button that opens one). */
export const preloadConfirm = () => {
  ConfirmDialogCode.preload();
  TypeToConfirmDialogCode.preload();
};

/** ConfirmDialog, loaded and mounted from its first opening. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <WhenOpened open={props.open}>
      <ConfirmDialogCode {...props} />
    </WhenOpened>
  );
}

/** TypeToConfirmDialog, loaded and mounted from its first opening. */
export function LazyTypeToConfirmDialog(props: TypeToConfirmDialogProps) {
  return (
    <WhenOpened open={props.open}>
      <TypeToConfirmDialogCode {...props} />
    </WhenOpened>
  );
}
