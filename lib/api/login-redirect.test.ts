import { describe, expect, it } from "vitest";
import { ApiError } from "./error";
import { loginHref, loginReasonOf } from "./login-redirect";

const error = (code: string, status = 401) => new ApiError({ code, message: code, status });

describe("loginReasonOf", () => {
  it("names an ended session and a token the portal refuses apart", () => {
    expect(loginReasonOf(error("unauthenticated"))).toBe("expired");
    expect(loginReasonOf(error("session_expired"))).toBe("rejected");
    expect(loginReasonOf(error("invalid_token"))).toBe("rejected");
  });
  it("is no reason to log in again for other failures", () => {
    expect(loginReasonOf(error("permission_denied", 403))).toBeNull();
    expect(loginReasonOf(error("gateway_key_rejected", 403))).toBeNull();
    expect(loginReasonOf(new Error("unauthenticated"))).toBeNull();
  });
});

describe("loginHref", () => {
  it("keeps the page with its query as next, and the reason", () => {
    const href = loginHref({ pathname: "/backups", search: "?state=failed&q=a b" }, "expired");
    const query = new URL(href, "http://console.test").searchParams;
    expect(href.startsWith("/login?next=%2Fbackups%3Fstate%3Dfailed")).toBe(true);
    expect(query.get("next")).toBe("/backups?state=failed&q=a b");
    expect(query.get("reason")).toBe("expired");
  });
  it("has no reason when none is given", () => {
    expect(loginHref({ pathname: "/", search: "" })).toBe("/login?next=%2F");
  });
});
