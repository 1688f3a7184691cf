"use client";

import { KeyRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useGatewayKeyState } from "./gateway-key-state";
import { LazyGatewayKeyDialog } from "./LazyGatewayKeyDialog";
import { preloadOn, WhenOpened } from "@/components/ui/lazy";

/** The header button that opens the key dialog and says which key is in use. */
export function GatewayKeyButton() {
  const t = useTranslations("playground.key");
  const state = useGatewayKeyState();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<KeyRound aria-hidden className="size-4" />}
        onClick={() => setOpen(true)}
        {...preloadOn(LazyGatewayKeyDialog.preload)}
      >
        {state?.set ? t("buttonSession", { last4: state.last4 ?? "••••" }) : t("button")}
      </Button>
      <WhenOpened open={open}>
        <LazyGatewayKeyDialog open={open} onOpenChange={setOpen} />
      </WhenOpened>
    </>
  );
}
