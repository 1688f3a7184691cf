import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce } from "@/lib/bff/csp";
import { errorTable } from "@/lib/bff/errors";
import { TRANSLATE_COOKIE, TRANSLATE_MAX_AGE_SECONDS } from "@/lib/i18n/translate-mode";
import { TRANSLATE_PARAM } from "@/lib/i18n/where-used";

/**
 * Pages: a Content-Security-Policy with a fresh nonce per request (Next reads it from the request's CSP header and
 * puts it on its own scripts), plus nosniff and a same-origin referrer policy.
 * A page opened with `?translate=<key>` (the editor's "where used" links) turns translate mode's switch on for
 * this render and the next ones; the page itself decides whether the session may use it.
 * API paths with a malformed escape (`%c0%ae`, a lone `%`): Next would fail decoding the route parameters with a
 * bare 500; they get the JSON 404 of the error table instead. Every other API request skips this function (see the
 * matcher) and gets its headers from the route wrapper.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/")) return hasMalformedEscape(pathname) ? unknownOperation() : NextResponse.next();

  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === "development");
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  // The page's path for the console layout, which decides a detail page's 404 (lib/bff/page-record.ts).
  requestHeaders.set("x-console-path", pathname);

  const translate =
    request.nextUrl.searchParams.has(TRANSLATE_PARAM) && request.cookies.get(TRANSLATE_COOKIE)?.value !== "1";
  if (translate) {
    const cookie = request.headers.get("cookie");
    requestHeaders.set("cookie", `${cookie ? `${cookie}; ` : ""}${TRANSLATE_COOKIE}=1`);
  }

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  if (translate)
    response.cookies.set(TRANSLATE_COOKIE, "1", {
      path: "/",
      sameSite: "lax",
      maxAge: TRANSLATE_MAX_AGE_SECONDS,
    });
  response.headers.set("content-security-policy", csp);
  response.headers.set("x-content-type-options", "nosniff");
  response.headers.set("referrer-policy", "same-origin");
  return response;
}

function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

function unknownOperation() {
  const requestId = crypto.randomUUID();
  const { status, message } = errorTable.unknown_operation;
  return NextResponse.json(
    { error: { code: "unknown_operation", message, status, requestId } },
    {
      status,
      headers: { "x-request-id": requestId, "cache-control": "no-store", "x-content-type-options": "nosniff" },
    },
  );
}

export const config = {
  matcher: [
    // API paths only when they hold a percent sign (the only way to write a malformed escape).
    "/api/:path(.*%.*)",
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
