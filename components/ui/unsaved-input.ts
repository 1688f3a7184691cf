/**
 * What on the page holds input that is not saved, and the one question asked before such input is thrown away
 * (leaving the page, closing a dialog). Forms register through `useLeaveGuard`; `LeaveGuardHost` asks the question.
 */

/** The words of the question; a form whose input survives leaving (the translation drafts) says so in its own. */
export interface LeaveTexts {
  title: string;
  description: string;
  confirm: string;
  stay: string;
}

export interface LeaveQuestion {
  /** Runs when the user chooses to discard. */
  proceed: () => void;
  texts?: LeaveTexts;
}

export class UnsavedInput {
  private readonly sources = new Map<string, LeaveTexts | undefined>();
  private question: LeaveQuestion | null = null;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed() {
    this.listeners.forEach((listener) => listener());
  }

  /** Marks the source `id` as holding unsaved input, or not. */
  set(id: string, dirty: boolean, texts?: LeaveTexts): void {
    const had = this.sources.has(id);
    if (dirty) this.sources.set(id, texts);
    else this.sources.delete(id);
    if (had !== dirty) this.changed();
  }

  /** Whether anything on the page holds unsaved input. */
  hasAny = (): boolean => this.sources.size > 0;

  /** The words for leaving the page: a source's own only when it is the one source, else the common ones. */
  private pageTexts(): LeaveTexts | undefined {
    if (this.sources.size !== 1) return undefined;
    return this.sources.values().next().value;
  }

  /** Leaving the page: asks first when anything holds unsaved input, else goes at once. */
  leave(proceed: () => void): void {
    if (!this.hasAny()) return proceed();
    this.ask({ proceed, texts: this.pageTexts() });
  }

  /** Asks the question (replacing one not yet answered). */
  ask(question: LeaveQuestion): void {
    this.question = question;
    this.changed();
  }

  /** The question waiting for an answer, if any. */
  pending = (): LeaveQuestion | null => this.question;

  /** The user's answer: `discard` runs the question's `proceed`, anything else keeps the input. */
  answer(discard: boolean): void {
    const question = this.question;
    this.question = null;
    this.changed();
    if (discard) question?.proceed();
  }
}

/** The page's one registry (a browser has one page at a time). */
export const unsavedInput = new UnsavedInput();
