import { guard, type Guard } from "@/lib/guards";

/*
 * Lenient readers for what the playground keeps in localStorage, shaped like zod's `safeParse` but without zod:
 * they run on the chat page's first paint, where zod would add ~32 kB gzip. Older versions and hand edits must not
 * crash, so most fields fall back to a default instead of failing.
 */

/** Never fails: `inner`'s value, or `fallback` when it does not pass (zod's `.catch(fallback)`). */
export function orElse<T>(inner: Guard<T>, fallback: T): Guard<T> {
  return {
    safeParse: (value) => {
      const parsed = inner.safeParse(value);
      return { success: true, data: parsed.success ? parsed.data : fallback };
    },
  };
}

/** An optional number; anything else reads as unset (zod's `z.number().optional().catch(undefined)`). */
export const maybeNumber = guard.maybe(guard.number);
export const maybeString = guard.maybe(guard.string);
