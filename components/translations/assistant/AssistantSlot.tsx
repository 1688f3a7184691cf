"use client";

import { Suspense, useContext, type RefObject } from "react";
import { lazyComponent } from "@/components/ui/lazy";
import type { TokenRow } from "../model/rows";
import { AssistantScopeContext, type AssistantKeyHandler } from "./assistant-scope";

/** The memory index and the suggestion client load with the first open token, not with the page (first-load budget). */
const LazyAssistantPanel = lazyComponent(() => import("./AssistantPanel").then((m) => m.AssistantPanel));

export interface AssistantSlotProps {
  row: TokenRow;
  /** Puts a text into the editor (the draft); nothing is saved until the translator saves. */
  onTake: (text: string) => void;
  /** The editor calls this with its keydowns; the panel sets it. */
  keysRef: RefObject<AssistantKeyHandler | null>;
}

/** The assistant beside the open token: only where the page provides a language scope. */
export function AssistantSlot(props: AssistantSlotProps) {
  const scope = useContext(AssistantScopeContext);
  if (!scope) return null;
  return (
    <Suspense fallback={null}>
      <LazyAssistantPanel scope={scope} {...props} />
    </Suspense>
  );
}
