import {
  Ban,
  CalendarPlus,
  HardDrive,
  Image as ImageIcon,
  Play,
  RotateCcw,
  ShieldOff,
  type LucideIcon,
} from "lucide-react";
import type { BackupActionId } from "../model/actions";

export const ACTION_ICONS: Record<BackupActionId, LucideIcon> = {
  cancel: Ban,
  extend: CalendarPlus,
  forceStart: Play,
  restoreInPlace: RotateCcw,
  restoreImage: ImageIcon,
  restoreVolume: HardDrive,
  unassignPolicy: ShieldOff,
};
