"use client";

import { useCallback, useEffect, useState } from "react";
import type { TokenRow } from "../model/rows";
import type { TokenEditorActions } from "../model/use-token-editor";

interface Jump {
  key: string;
  /** The fixed text to put into the token's draft. */
  text?: string;
}

/**
 * Opens a token in the table from outside it (the checks panel, the next-problem shortcut), optionally with a new
 * text as its draft. A token the table's filters hide is first shown by searching for its key; it opens once the
 * table shows it.
 */
export function useTokenJump(options: {
  visible: readonly TokenRow[];
  actions: TokenEditorActions;
  canEdit: boolean;
  reveal: (key: string) => void;
}): (key: string, text?: string) => void {
  const { visible, actions, canEdit, reveal } = options;
  const [pending, setPending] = useState<Jump | null>(null);

  useEffect(() => {
    if (!pending || !visible.some((row) => row.key === pending.key)) return;
    if (canEdit) {
      actions.startEdit(pending.key);
      if (pending.text !== undefined) actions.change(pending.key, pending.text);
    } else actions.setActive(pending.key);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the jump is done once the table shows the token
    setPending(null);
  }, [pending, visible, actions, canEdit]);

  return useCallback(
    (key: string, text?: string) => {
      if (!visible.some((row) => row.key === key)) reveal(key);
      setPending({ key, text });
    },
    [visible, reveal],
  );
}
