"use client";

import { SlidersHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/feedback";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { GatewayError } from "../shared/GatewayError";
import { preloadOn, WhenOpened } from "@/components/ui/lazy";
import { PlainField } from "../shared/PlainField";
import { Composer } from "./Composer";
import { CostEstimateNote } from "./CostEstimateNote";
import { ConversationList } from "./ConversationList";
import { LazyCodeDialog, LazyRawDialog, LazySettingsSheet } from "./lazy-dialogs";
import { MessageList } from "./MessageList";
import type { MessageActions } from "./MessageView";
import { ModelSettings } from "./ModelSettings";
import { ParametersPanel } from "./ParametersPanel";
import { exchangeOf } from "./raw-exchanges";
import { ToolResultForm } from "./ToolResultForm";
import type { ChatController } from "./use-chat-controller";
import { useFieldErrorText } from "./use-field-error-text";

/** Panels are as tall as the window allows, each scrolling on its own. */
const PANEL_HEIGHT = "h-[calc(100vh-21rem)] min-h-[30rem]";

/**
 * Conversations on the left, the conversation in the middle, model and parameters on the right; narrower than that,
 * the model and parameters open in a sheet from a button above the conversation.
 */
export function ChatView({ chat }: { chat: ChatController }) {
  const t = useTranslations("playground");
  const errorText = useFieldErrorText();
  const [dialog, setDialog] = useState<{ kind: "code" | "raw"; messageId: string } | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { actions, settings, conversation } = chat;

  const messageActions: MessageActions = useMemo(
    () => ({
      edit: actions.edit,
      regenerate: actions.regenerate,
      showCode: (messageId) => setDialog({ kind: "code", messageId }),
      showRaw: (messageId) => setDialog({ kind: "raw", messageId }),
    }),
    [actions.edit, actions.regenerate],
  );
  const exchange = dialog ? exchangeOf(dialog.messageId) : undefined;
  const errorCount = Object.keys(chat.errors).length;
  const blockedReason = !chat.model
    ? t("chat.noModel")
    : errorCount > 0
      ? (errorText(chat.errors.messages) ?? t("chat.fixParameters", { count: errorCount }))
      : undefined;

  const footer = (
    <>
      {!chat.running && chat.pendingCalls.length > 0 && (
        <ToolResultForm calls={chat.pendingCalls} disabled={chat.running} onSubmit={actions.submitToolResults} />
      )}
      {chat.failure !== null && (
        <GatewayError error={chat.failure} compact onRetry={chat.canContinue ? actions.continue : undefined} />
      )}
    </>
  );

  // The whole panel waits for the model list: the model's card would otherwise push the fields below it down as it
  // arrives.
  const settingsFields = chat.models.isPending ? (
    <Skeleton lines={4} />
  ) : (
    <>
      <ModelSettings
        models={chat.chatModels}
        model={chat.model}
        fallbacks={conversation.fallbacks}
        onModel={settings.setModel}
        onFallbacks={settings.setFallbacks}
        modelError={errorText(chat.errors.model)}
        fallbacksError={errorText(chat.errors.fallbacks)}
        disabled={chat.running}
      />
      <PlainField label={t("params.labels.system")} error={errorText(chat.errors.system)}>
        {(aria) => (
          <textarea
            {...aria}
            rows={4}
            value={conversation.system}
            placeholder={t("params.systemPlaceholder")}
            onChange={(event) => settings.setSystem(event.target.value)}
            className={cn(inputClasses, "py-2")}
          />
        )}
      </PlainField>
      <ParametersPanel
        params={conversation.params}
        onChange={settings.setParams}
        errors={chat.errors}
        modelId={chat.model}
        supported={chat.modelInfo?.supported_parameters}
        disabled={chat.running}
      />
    </>
  );

  return (
    <div className="grid gap-4 lg:grid-cols-[13rem_minmax(0,1fr)_20rem]">
      <div className="flex flex-wrap items-center gap-2 lg:hidden">
        <Button
          icon={<SlidersHorizontal aria-hidden className="size-4" />}
          aria-haspopup="dialog"
          aria-expanded={settingsOpen}
          onClick={() => setSettingsOpen(true)}
          {...preloadOn(LazySettingsSheet.preload)}
        >
          {t("params.title")}
        </Button>
        {chat.model && (
          <span className="min-w-0 font-mono text-xs text-muted [overflow-wrap:anywhere]">{chat.model}</span>
        )}
      </div>
      <aside className={cn("hidden min-w-0 lg:flex", PANEL_HEIGHT)}>
        <ConversationList
          conversations={chat.conversations}
          activeId={conversation.id}
          onSelect={chat.select}
          onNew={actions.startNew}
          onRename={chat.rename}
          onDelete={chat.remove}
          disabled={chat.running}
        />
      </aside>

      <section
        aria-label={t("chat.conversation")}
        className={cn("flex flex-col overflow-hidden rounded-lg border border-line bg-canvas", PANEL_HEIGHT)}
      >
        <MessageList
          messages={conversation.messages}
          session={chat.streamsHere ? chat.session : null}
          busy={chat.running}
          actions={messageActions}
          footer={footer}
        />
        <Composer
          running={chat.running}
          ready={chat.ready}
          canContinue={chat.canContinue}
          blockedReason={blockedReason}
          onSend={actions.send}
          onContinue={actions.continue}
          onStop={actions.stop}
          note={(draft) => (
            <CostEstimateNote estimate={chat.estimateDraft(draft)} model={chat.model} loading={chat.models.isPending} />
          )}
        />
      </section>

      <aside
        aria-label={t("params.title")}
        className={cn(
          "hidden space-y-5 overflow-y-auto rounded-lg border border-line bg-surface p-4 lg:block",
          PANEL_HEIGHT,
        )}
      >
        {/* Drawn in one place at a time: the sheet's fields while it is open, else the panel's. */}
        {!settingsOpen && settingsFields}
      </aside>

      <WhenOpened open={settingsOpen}>
        <LazySettingsSheet open={settingsOpen} onOpenChange={setSettingsOpen} title={t("params.title")}>
          {settingsFields}
        </LazySettingsSheet>
      </WhenOpened>
      <WhenOpened open={dialog?.kind === "code"}>
        <LazyCodeDialog
          request={exchange?.request}
          open={dialog?.kind === "code"}
          onOpenChange={(open) => !open && setDialog(null)}
        />
      </WhenOpened>
      <WhenOpened open={dialog?.kind === "raw"}>
        <LazyRawDialog
          exchange={exchange}
          open={dialog?.kind === "raw"}
          onOpenChange={(open) => !open && setDialog(null)}
        />
      </WhenOpened>
    </div>
  );
}
