"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { Tabs } from "@/components/ui/tabs";
import type { ChatRequest } from "@/lib/gateway/schemas";
import { useGatewayAddress } from "./gateway-address";
import { codeSnippets, KEY_VARIABLE } from "./model/code-snippets";

const LANGUAGES = ["curl", "javascript", "python"] as const;

/** The exact request as curl, JavaScript and Python, to the configured gateway; the key is a placeholder. */
export function CodeDialog({
  request,
  open,
  onOpenChange,
}: {
  request: ChatRequest | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("playground.code");
  const gateway = useGatewayAddress();
  const snippets = useMemo(() => (request ? codeSnippets(request, gateway) : undefined), [request, gateway]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={t("title")}
      description={t("description", { key: KEY_VARIABLE, url: gateway.baseUrl })}
    >
      {snippets ? (
        <Tabs
          aria-label={t("languages")}
          tabs={LANGUAGES.map((language) => ({
            value: language,
            label: t(`language.${language}`),
            content: (
              <div className="relative">
                <div className="absolute right-2 top-2">
                  <CopyButton value={snippets[language]} label={t("copy", { language: t(`language.${language}`) })} />
                </div>
                <pre
                  className="max-h-[60vh] overflow-auto rounded-md border border-line bg-raised p-3 pr-12 font-mono text-xs text-ink"
                  data-testid={`code-${language}`}
                >
                  {snippets[language]}
                </pre>
              </div>
            ),
          }))}
        />
      ) : (
        <p className="text-sm text-muted">{t("unavailable")}</p>
      )}
    </Dialog>
  );
}
