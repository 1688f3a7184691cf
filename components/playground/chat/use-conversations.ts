"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { newConversation, type Conversation } from "./model/conversation";
import { conversationStore } from "./model/store";

/**
 * The open conversation and the list, from the browser store. A new conversation is a draft until its first
 * change, so opening the playground does not litter the list with empty conversations.
 */
export function useConversations(initialModel: string | undefined) {
  const state = useSyncExternalStore(
    conversationStore.subscribe,
    conversationStore.getSnapshot,
    conversationStore.getServerSnapshot,
  );
  const [draft, setDraft] = useState(() => newConversation(initialModel ?? ""));
  // `undefined` follows the stored current conversation; `null` shows the draft (e.g. opened with ?model=).
  const [selectedId, setSelectedId] = useState<string | null | undefined>(initialModel ? null : undefined);
  const activeId = selectedId === undefined ? state.currentId : selectedId;
  const conversation = state.conversations.find((c) => c.id === activeId) ?? draft;

  const draftRef = useRef(draft);
  const activeRef = useRef(conversation.id);
  useEffect(() => {
    draftRef.current = draft;
    activeRef.current = conversation.id;
  });

  useEffect(() => {
    const flush = () => conversationStore.flush();
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);

  /** Changes a conversation by id (the draft is stored on its first change); a background one keeps its place. */
  const update = useCallback((id: string, change: (conversation: Conversation) => Conversation) => {
    const isDraft = draftRef.current.id === id;
    conversationStore.update((current) => {
      const existing = current.conversations.find((c) => c.id === id) ?? (isDraft ? draftRef.current : undefined);
      if (!existing) return current;
      const next = { ...change(existing), updatedAt: Date.now() };
      return {
        currentId: id === activeRef.current ? id : current.currentId,
        conversations: [next, ...current.conversations.filter((c) => c.id !== id)],
      };
    });
    if (isDraft && id === activeRef.current) setSelectedId(id);
  }, []);

  const select = useCallback((id: string) => {
    setSelectedId(id);
    conversationStore.update((current) => ({ ...current, currentId: id }));
  }, []);

  /** A fresh conversation with the same model and settings: trying a prompt again from scratch is the usual move. */
  const startNew = useCallback((from: Conversation) => {
    const fresh = {
      ...newConversation(from.model),
      fallbacks: from.fallbacks,
      params: from.params,
      system: from.system,
    };
    setDraft(fresh);
    draftRef.current = fresh;
    setSelectedId(null);
  }, []);

  const rename = useCallback((id: string, title: string) => update(id, (c) => ({ ...c, title })), [update]);

  const remove = useCallback((id: string) => {
    conversationStore.update((current) => {
      const conversations = current.conversations.filter((c) => c.id !== id);
      return {
        currentId: current.currentId === id ? (conversations[0]?.id ?? null) : current.currentId,
        conversations,
      };
    });
    setSelectedId((selected) => (selected === id ? undefined : selected));
    if (draftRef.current.id === id) {
      const fresh = newConversation(draftRef.current.model);
      setDraft(fresh);
      draftRef.current = fresh;
    }
  }, []);

  return { conversation, conversations: state.conversations, update, select, startNew, rename, remove };
}
