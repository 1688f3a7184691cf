"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import type { Glossary, GlossaryEntry } from "@/lib/i18n/glossary";
import { removeGlossaryEntry } from "./glossary-save";

/** Asks before taking a term out of the glossary; its key stays in the portal, marked removed. */
export function GlossaryRemoveDialog({
  open,
  onOpenChange,
  lang,
  entry,
  glossary,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lang: string;
  entry: GlossaryEntry | null;
  glossary: Glossary;
}) {
  const t = useTranslations("translations.glossary.remove");
  const queryClient = useQueryClient();
  const term = entry?.term ?? "";
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title", { term })}
      description={t("description")}
      confirmLabel={t("confirm")}
      tone="danger"
      onConfirm={async () => {
        await removeGlossaryEntry(queryClient, lang, term, glossary.keys);
        toast({ title: t("removed", { term }) });
      }}
    />
  );
}
