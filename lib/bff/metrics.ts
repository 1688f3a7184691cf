import "server-only";
import { metrics, statusClass } from "@/lib/metrics";
import type { SessionStore } from "./session-store";

/** Counts one finished BFF request (and, for the login route, its outcome). */
export function recordRequest(operation: string, status: number, seconds: number, code: string | undefined): void {
  const m = metrics();
  m.requests.inc({ operation, status_class: statusClass(status) });
  m.requestSeconds.observe({ operation }, seconds);
  if (operation === "session.login") {
    const outcome =
      status < 300
        ? "accepted"
        : code === "invalid_token"
          ? "refused"
          : code === "rate_limited"
            ? "rate_limited"
            : "failed";
    m.logins.inc({ outcome });
  }
}

const STORE_COMMANDS = ["get", "put", "delete", "hit", "peek", "ping"] as const;

/** The store with each command timed and its failures counted. */
export function instrumentStore(store: SessionStore): SessionStore {
  const m = metrics();
  const timed =
    <A extends unknown[], R>(command: string, fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const end = m.storeSeconds.startTimer({ command });
      try {
        return await fn(...args);
      } catch (error) {
        m.storeErrors.inc({ command });
        throw error;
      } finally {
        end();
      }
    };
  const wrapped = { close: () => store.close() } as SessionStore;
  for (const command of STORE_COMMANDS) {
    (wrapped as unknown as Record<string, unknown>)[command] = timed(
      command,
      (store[command] as (...a: unknown[]) => Promise<unknown>).bind(store),
    );
  }
  return wrapped;
}
