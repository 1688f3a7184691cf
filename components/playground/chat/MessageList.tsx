"use client";

import { MessagesSquare } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import { EmptyState } from "@/components/ui/feedback";
import { MessageView, type MessageActions } from "./MessageView";
import type { UiMessage } from "./model/conversation";
import { useStreamView, type ChatStreamSession } from "./stream-session";
import { StreamingMessage } from "./StreamingMessage";

export interface MessageListProps {
  messages: readonly UiMessage[];
  /** The session whose answer is growing at the end of this conversation, if any. */
  session: ChatStreamSession | null;
  /** A request is running (here or in another conversation): nothing may change the conversation. */
  busy: boolean;
  actions: MessageActions;
  /** Shown after the messages: the tool-result form, a failed request's error. */
  footer?: ReactNode;
}

/** How close to the bottom counts as "following" the conversation, in pixels. */
const FOLLOW_SLACK = 48;

/**
 * The conversation, kept scrolled to the end while it grows (a streaming answer, a new message) unless the reader
 * has scrolled up. A ResizeObserver notices the growth, so the streaming answer needs no effect of its own.
 */
export function MessageList({ messages, session, busy, actions, footer }: MessageListProps) {
  const t = useTranslations("playground.chat");
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastAnswer = messages.findLastIndex((m) => m.role === "assistant");

  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner) return;
    const observer = new ResizeObserver(() => {
      if (following.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_SLACK;
      }}
      className="min-h-0 flex-1 overflow-y-auto p-4"
      data-testid="message-list"
    >
      <div ref={content} className="space-y-3">
        {messages.length === 0 && !session && (
          <EmptyState icon={<MessagesSquare />} title={t("emptyTitle")} description={t("emptyDescription")} />
        )}
        {messages.map((message, index) => (
          <MessageView
            key={message.id}
            message={message}
            index={index}
            isLastAnswer={index === lastAnswer && index === messages.length - 1}
            busy={busy}
            actions={actions}
          />
        ))}
        {session && <LiveAnswer session={session} />}
        {footer}
      </div>
    </div>
  );
}

function LiveAnswer({ session }: { session: ChatStreamSession }) {
  const view = useStreamView(session);
  return view ? <StreamingMessage view={view} /> : null;
}
