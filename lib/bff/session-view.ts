import "server-only";
import type { Bff } from "./context";
import type { Session } from "./sessions";

/** What the shell learns about the session: never the token, never the gateway key beyond its last 4 characters. */
export interface SessionView {
  authenticated: boolean;
  regions: string[];
  sandbox: boolean;
  /** Whether the language menu offers the pseudo-locale (PSEUDO_LOCALE). */
  pseudoLocale: boolean;
  /** The fields below only when authenticated. */
  region?: string;
  expiresAt?: string;
  idleExpiresAt?: string;
  /** `last4` only for keys long enough that 4 characters give little away. */
  gatewayKey?: { set: boolean; last4?: string; serverDefault: boolean };
  /** Permissions the portal refused this session (names only), so the browser leaves out what it cannot read. */
  denied?: string[];
}

/** Keys shorter than this show no characters at all: 4 of 8 would give half the key away. */
const MIN_LENGTH_TO_SHOW_LAST4 = 16;

export function sessionView(bff: Bff, session: Session | null): SessionView {
  const base = { regions: bff.config.regions, sandbox: bff.config.sandbox, pseudoLocale: bff.config.pseudoLocale };
  if (!session) return { authenticated: false, ...base };
  return {
    authenticated: true,
    ...base,
    region: session.region,
    expiresAt: new Date(session.expiresAt).toISOString(),
    idleExpiresAt: new Date(session.idleExpiresAt).toISOString(),
    gatewayKey: gatewayKeyView(bff, session),
    denied: [...session.denied],
  };
}

export function gatewayKeyView(bff: Bff, session: Session): NonNullable<SessionView["gatewayKey"]> {
  const key = session.gatewayKey;
  return {
    set: key !== undefined,
    ...(key !== undefined && key.length >= MIN_LENGTH_TO_SHOW_LAST4 ? { last4: key.slice(-4) } : {}),
    serverDefault: bff.config.gatewayApiKey !== undefined,
  };
}
