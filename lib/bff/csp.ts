/** The pages' Content-Security-Policy for one request's nonce (see proxy.ts). */
export function contentSecurityPolicy(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    // React needs eval only in development, for its debugging stacks.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    // Inline styles (style attributes of the UI kit and charts) are accepted for now; a nonce here would disable them.
    "style-src 'self' 'unsafe-inline'",
    // https: for a portal theme's logo on the portal's or a CDN's host (lib/theme/theme.ts accepts https URLs).
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** 128 random bits, base64: unguessable per request. */
export const newNonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
