"use client";

import { Code2, Eraser } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { failureOf } from "@/components/ui/query-state";
import { Tabs } from "@/components/ui/tabs";
import { GatewayError } from "../shared/GatewayError";
import { GatewayKeyButton } from "../shared/GatewayKeyButton";
import { preloadOn, WhenOpened } from "@/components/ui/lazy";
import { ChatView } from "./ChatView";
import { CompareView } from "./CompareView";
import { GatewayAddressProvider } from "./gateway-address";
import { LazyCodeDialog } from "./lazy-dialogs";
import type { GatewayAddress } from "./model/code-snippets";
import { useChatController } from "./use-chat-controller";

/**
 * The chat playground: one conversation streamed through the BFF, or the same prompt on several models. `gateway` is
 * where "View code" sends its requests: the gateway the console is configured with.
 */
export function ChatPlayground({ initialModel, gateway }: { initialModel?: string; gateway: GatewayAddress }) {
  const t = useTranslations("playground");
  const chat = useChatController(initialModel);
  const [codeOpen, setCodeOpen] = useState(false);
  const [mode, setMode] = useState("chat");

  // A pointer over the playground, a focus or a key inside it is the first sign of use: the request builder (with
  // zod) is fetched then, so that checking a parameter or sending rarely waits for it.
  return (
    <GatewayAddressProvider value={gateway}>
      <div
        className="flex flex-col"
        onFocusCapture={chat.wantBuilder}
        onPointerOver={chat.wantBuilder}
        onKeyDownCapture={chat.wantBuilder}
      >
        <PageHeader
          title={t("chat.title")}
          description={t("chat.description")}
          breadcrumbs={
            <Breadcrumbs items={[{ label: t("breadcrumb"), href: "/playground" }, { label: t("chat.title") }]} />
          }
          actions={
            <>
              <Button
                icon={<Eraser aria-hidden className="size-4" />}
                onClick={chat.actions.clear}
                disabled={chat.running || chat.conversation.messages.length === 0}
              >
                {t("chat.clear")}
              </Button>
              <Button
                icon={<Code2 aria-hidden className="size-4" />}
                onClick={() => setCodeOpen(true)}
                disabled={!chat.codeRequest}
                {...preloadOn(LazyCodeDialog.preload)}
              >
                {t("chat.viewCode")}
              </Button>
              <GatewayKeyButton />
            </>
          }
        />
        {Boolean(failureOf(chat.models)) && (
          <GatewayError
            read
            error={failureOf(chat.models)}
            onRetry={() => void chat.models.refetch()}
            className="mb-4"
          />
        )}
        <Tabs
          aria-label={t("chat.modes")}
          value={mode}
          onValueChange={setMode}
          tabs={[
            { value: "chat", label: t("chat.modeChat"), content: <ChatView chat={chat} /> },
            { value: "compare", label: t("chat.modeCompare"), content: <CompareView chat={chat} /> },
          ]}
        />
        <WhenOpened open={codeOpen}>
          <LazyCodeDialog request={chat.codeRequest} open={codeOpen} onOpenChange={setCodeOpen} />
        </WhenOpened>
      </div>
    </GatewayAddressProvider>
  );
}
