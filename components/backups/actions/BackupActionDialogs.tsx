"use client";

import type { BackupActionId } from "../model/actions";
import { ExtendDialog } from "./ExtendDialog";
import { RestoreImageDialog } from "./RestoreImageDialog";
import { RestoreVolumeDialog } from "./RestoreVolumeDialog";
import { CancelBackupDialog, ForceStartDialog, RestoreInPlaceDialog } from "./SimpleActionDialogs";
import type { ActionDialogProps } from "./target";
import { UnassignPolicyDialog } from "./UnassignPolicyDialog";

/** The dialog of one action; each closes itself when done or dismissed. */
export function BackupActionDialogs({ action, target, onClose }: ActionDialogProps & { action: BackupActionId }) {
  switch (action) {
    case "cancel":
      return <CancelBackupDialog target={target} onClose={onClose} />;
    case "forceStart":
      return <ForceStartDialog target={target} onClose={onClose} />;
    case "restoreInPlace":
      return <RestoreInPlaceDialog target={target} onClose={onClose} />;
    case "extend":
      return <ExtendDialog target={target} onClose={onClose} />;
    case "restoreImage":
      return <RestoreImageDialog target={target} onClose={onClose} />;
    case "restoreVolume":
      return <RestoreVolumeDialog target={target} onClose={onClose} />;
    case "unassignPolicy":
      return <UnassignPolicyDialog target={target} onClose={onClose} />;
  }
}
