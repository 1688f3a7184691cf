/**
 * The playground's conversations, kept in this browser's localStorage (never a key: the BFF holds those).
 * In memory first, written a moment after the last change (typing a system prompt must not serialize megabytes
 * per keystroke), and capped: at most MAX_CONVERSATIONS and MAX_STORED_CHARS. Over the cap, log-probabilities of
 * the oldest conversations go first, then the oldest conversations, then the oldest messages of the open one.
 */
import { guard } from "@/lib/guards";
import { Conversation } from "./conversation";
import { orElse } from "./lenient";

export const STORAGE_KEY = "console:playground:conversations";
export const MAX_CONVERSATIONS = 50;
/** localStorage holds about 5 M characters per origin, shared with the rest of the console. */
export const MAX_STORED_CHARS = 1_500_000;
const WRITE_DELAY_MS = 300;

const Stored = guard.objectOf({
  currentId: orElse<string | null>(guard.string, null),
  conversations: orElse(guard.arrayOf(guard.unknown), []),
});

export interface StoreState {
  currentId: string | null;
  /** Most recently changed first. */
  conversations: Conversation[];
}

const EMPTY: StoreState = { currentId: null, conversations: [] };

export function parseStored(raw: string | null): StoreState {
  if (!raw) return EMPTY;
  try {
    const stored = Stored.safeParse(JSON.parse(raw));
    if (!stored.success) return EMPTY;
    const conversations = stored.data.conversations.flatMap((item) => {
      const parsed = Conversation.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    return { currentId: stored.data.currentId, conversations };
  } catch {
    return EMPTY;
  }
}

const withoutLogprobs = (conversation: Conversation): Conversation => ({
  ...conversation,
  messages: conversation.messages.map(({ logprobs: _, ...message }) => message),
});

const hasLogprobs = (conversation: Conversation) => conversation.messages.some((m) => m.logprobs?.length);

/** Trims the state to the caps; `keepId` (the open conversation) is the last to lose anything. */
export function fitToBudget(state: StoreState, maxChars = MAX_STORED_CHARS, maxCount = MAX_CONVERSATIONS): StoreState {
  const keep = state.currentId;
  const list = state.conversations.slice();
  while (list.length > maxCount) {
    const victim = list.findLastIndex((c) => c.id !== keep);
    list.splice(victim === -1 ? list.length - 1 : victim, 1);
  }
  const sizes = list.map((c) => JSON.stringify(c).length);
  const total = () => sizes.reduce((sum, size) => sum + size, 0);
  const replace = (index: number, conversation: Conversation) => {
    list[index] = conversation;
    sizes[index] = JSON.stringify(conversation).length;
  };
  while (total() > maxChars) {
    const stripIndex = list.findLastIndex((c) => c.id !== keep && hasLogprobs(c));
    if (stripIndex !== -1) {
      replace(stripIndex, withoutLogprobs(list[stripIndex]));
      continue;
    }
    const dropIndex = list.findLastIndex((c) => c.id !== keep);
    if (dropIndex !== -1) {
      list.splice(dropIndex, 1);
      sizes.splice(dropIndex, 1);
      continue;
    }
    const only = list[0];
    if (!only) break;
    if (hasLogprobs(only)) replace(0, withoutLogprobs(only));
    else if (only.messages.length > 1) replace(0, { ...only, messages: only.messages.slice(1) });
    else break;
  }
  return { currentId: state.currentId, conversations: list };
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** An external store for useSyncExternalStore: read once, changed in memory, written after a short pause. */
export class ConversationStore {
  private state: StoreState | null = null;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly key = STORAGE_KEY) {}

  getSnapshot = (): StoreState => {
    this.state ??= parseStored(storage()?.getItem(this.key) ?? null);
    return this.state;
  };

  getServerSnapshot = (): StoreState => EMPTY;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(change: (state: StoreState) => StoreState): void {
    this.state = change(this.getSnapshot());
    this.listeners.forEach((listener) => listener());
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), WRITE_DELAY_MS);
  }

  /** Writes now (also on page hide, so a change made just before closing the tab is kept). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.state) return;
    const fitted = fitToBudget(this.state);
    if (
      fitted.conversations.length !== this.state.conversations.length ||
      fitted.conversations.some((c, i) => c !== this.state?.conversations[i])
    ) {
      this.state = fitted;
      this.listeners.forEach((listener) => listener());
    }
    try {
      storage()?.setItem(this.key, JSON.stringify(fitted));
    } catch {
      // Quota exceeded or storage disabled: the conversations live for this visit only.
    }
  }
}

export const conversationStore = new ConversationStore();
