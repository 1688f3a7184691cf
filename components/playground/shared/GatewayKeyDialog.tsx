"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field-shell";
import { FormDialog } from "@/components/ui/form-dialog";
import { useGatewayKey } from "@/lib/api/session";
import { useGatewayKeyState } from "./gateway-key-state";
import { gatewayModelsKey } from "./gateway-models";
import { PlainField } from "./PlainField";

/**
 * Sets this session's virtual key: sent once to the BFF, which keeps it server-side; afterwards only its last
 * characters are ever shown. The input is cleared as soon as the key is sent.
 */
export function GatewayKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("playground.key");
  const state = useGatewayKeyState();
  const { set, remove } = useGatewayKey();
  const queryClient = useQueryClient();
  const [key, setKey] = useState("");
  const [missing, setMissing] = useState(false);

  // Another key may allow other providers: every model list is stale.
  const refreshModels = () => queryClient.invalidateQueries({ queryKey: gatewayModelsKey });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!key.trim()) {
      setMissing(true);
      return;
    }
    set.mutate(key.trim(), {
      onSuccess: () => {
        setKey("");
        void refreshModels();
        onOpenChange(false);
      },
    });
  };

  const status = state?.set
    ? state.last4
      ? t("status.sessionWithLast4", { last4: state.last4 })
      : t("status.session")
    : state?.serverDefault === false
      ? t("status.none")
      : t("status.server");

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setKey("");
        onOpenChange(next);
      }}
      title={t("title")}
      description={t("description")}
      submitLabel={t("save")}
      submitting={set.isPending}
      onSubmit={submit}
      error={set.error ?? remove.error}
      dirty={key !== ""}
      autoComplete="off"
      extraAction={
        state?.set && (
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => void refreshModels() })}
          >
            {t("remove")}
          </Button>
        )
      }
    >
      <p className="text-sm text-ink" data-testid="gateway-key-status">
        {status}
      </p>
      <PlainField label={t("label")} hint={t("hint")} error={missing ? t("required") : undefined}>
        {(aria) => (
          <input
            {...aria}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={key}
            onChange={(event) => {
              setKey(event.target.value);
              setMissing(false);
            }}
            className={`${inputClasses} h-9 font-mono`}
          />
        )}
      </PlainField>
    </FormDialog>
  );
}
