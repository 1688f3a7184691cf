/**
 * Tiny type guards shaped like zod's `safeParse`, for values read on a page's first paint: localStorage and URL
 * values, and BFF answers the BFF has already validated. zod costs ~32 kB gzip and `zod/mini` ~10 kB on every page
 * that imports them, more than many routes have left under the first-load budget (docs/performance.md), so
 * first-paint code reads with these; forms, which load on demand, keep zod.
 *
 * `guard.objectOf({ code: guard.string, hint: guard.maybe(guard.string) }).safeParse(value)` →
 * `{ success: true, data: { code, hint? } }` or `{ success: false }`. Objects keep only the listed keys.
 */

export type GuardResult<T> = { success: true; data: T } | { success: false; data?: never };

/** Anything with zod's `safeParse` result shape: a guard below or a zod schema. */
export interface Guard<T> {
  safeParse(value: unknown): GuardResult<T>;
}

export type GuardOf<G> = G extends Guard<infer T> ? T : never;

type Shape = Record<string, Guard<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends GuardOf<S[K]> ? K : never }[keyof S];
type ObjectOf<S extends Shape> = { [K in Exclude<keyof S, OptionalKeys<S>>]: GuardOf<S[K]> } & {
  [K in OptionalKeys<S>]?: GuardOf<S[K]>;
};

const FAIL = { success: false } as const;
const ok = <T>(data: T): GuardResult<T> => ({ success: true, data });

/** A guard from a type predicate: the value passes through unchanged when the predicate holds. */
function is<T>(test: (value: unknown) => value is T): Guard<T> {
  return { safeParse: (value) => (test(value) ? ok(value) : FAIL) };
}

/** Any object but an array (as zod's object check: an Error instance passes, its own fields are read). */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const guard = {
  unknown: is((_value: unknown): _value is unknown => true),
  string: is((value): value is string => typeof value === "string"),
  /** Finite numbers only (JSON has no NaN or Infinity, so anything else came from elsewhere). */
  number: is((value): value is number => typeof value === "number" && Number.isFinite(value)),
  boolean: is((value): value is boolean => typeof value === "boolean"),

  /** One of a fixed list of values: `guard.oneOf(["line", "bar"] as const)`. */
  oneOf<const V extends string | number | boolean>(values: readonly V[]): Guard<V> {
    return is((value): value is V => values.includes(value as V));
  },

  /** Absent (`undefined`) or passing `inner`. */
  optional<T>(inner: Guard<T>): Guard<T | undefined> {
    return { safeParse: (value) => (value === undefined ? ok(undefined) : inner.safeParse(value)) };
  },

  /** Never fails: `inner`'s value, or undefined when it does not pass (zod's `.optional().catch(undefined)`). */
  maybe<T>(inner: Guard<T>): Guard<T | undefined> {
    return {
      safeParse: (value) => {
        const parsed = inner.safeParse(value);
        return ok(parsed.success ? parsed.data : undefined);
      },
    };
  },

  /** An array whose every item passes `item`. */
  arrayOf<T>(item: Guard<T>): Guard<T[]> {
    return {
      safeParse: (value) => {
        if (!Array.isArray(value)) return FAIL;
        const data: T[] = [];
        for (const entry of value) {
          const parsed = item.safeParse(entry);
          if (!parsed.success) return FAIL;
          data.push(parsed.data);
        }
        return ok(data);
      },
    };
  },

  /** An object used as a map: every value passes `entry` (`{ [column]: visible }`). */
  recordOf<T>(entry: Guard<T>): Guard<Record<string, T>> {
    return {
      safeParse: (value) => {
        if (!isObject(value)) return FAIL;
        const data: Record<string, T> = {};
        for (const [key, raw] of Object.entries(value)) {
          const parsed = entry.safeParse(raw);
          if (!parsed.success) return FAIL;
          data[key] = parsed.data;
        }
        return ok(data);
      },
    };
  },

  /** An object with these keys; other keys are dropped, and keys whose value is undefined are left out. */
  objectOf<S extends Shape>(shape: S): Guard<ObjectOf<S>> {
    return { safeParse: (value) => readObject(shape, value, {}) };
  },

  /** As `objectOf`, but the other keys are kept as they are (zod's `looseObject`): for objects passed on whole. */
  looseObjectOf<S extends Shape>(shape: S): Guard<ObjectOf<S> & Record<string, unknown>> {
    return { safeParse: (value) => (isObject(value) ? readObject(shape, value, { ...value }) : FAIL) };
  },
};

function readObject<S extends Shape, R>(shape: S, value: unknown, data: Record<string, unknown>): GuardResult<R> {
  if (!isObject(value)) return FAIL;
  for (const [key, field] of Object.entries(shape)) {
    const parsed = field.safeParse(value[key]);
    if (!parsed.success) return FAIL;
    if (parsed.data === undefined) delete data[key];
    else data[key] = parsed.data;
  }
  return ok(data as R);
}
