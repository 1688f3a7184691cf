"use client";

import type { ReactNode } from "react";
import { Sheet } from "@/components/ui/sheet";

/** Below the wide layout, the model and its parameters open in a side sheet from the button above the chat. */
export function SettingsSheet({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={title} size="md" bodyClassName="space-y-5 px-5 py-4">
      {children}
    </Sheet>
  );
}
