/** Only a path on this console may be the place to return to after login: no open redirect. */
export function safeNext(next: string | null | undefined): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") && !next.includes("\\")
    ? next
    : "/";
}
