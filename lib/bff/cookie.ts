import "server-only";
import type { Config } from "@/lib/config";

export const SECURE_COOKIE = "__Host-console-session";
export const PLAIN_COOKIE = "console-session";

/** Whether cookies of this request get `Secure` and the `__Host-` name (https, or forced by COOKIE_SECURE). */
export function isSecureContext(request: Pick<Request, "headers" | "url">, mode: Config["cookieSecure"]): boolean {
  if (mode !== "auto") return mode === "always";
  const forwarded = request.headers.get("x-forwarded-proto");
  if (forwarded) return forwarded.split(",")[0].trim().toLowerCase() === "https";
  return new URL(request.url).protocol === "https:";
}

export const cookieName = (secure: boolean) => (secure ? SECURE_COOKIE : PLAIN_COOKIE);

/** The session id from the request's Cookie header (the first cookie of that name), if any. */
export function readSessionCookie(request: Pick<Request, "headers">, secure: boolean): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  const name = cookieName(secure);
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;

/** Only the id; no Domain, so the cookie stays with this host. */
export const sessionCookie = (id: string, maxAgeSeconds: number, secure: boolean) =>
  `${cookieName(secure)}=${id}; ${attributes(secure)}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;

export const clearedSessionCookie = (secure: boolean) => `${cookieName(secure)}=; ${attributes(secure)}; Max-Age=0`;
