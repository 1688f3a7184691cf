import { describe, expect, it } from "vitest";
import { ApiError, toApiError } from "./error";
import { portalMessage } from "./portal-message";

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the browser's reading of BFF errors", () => {
  it("keeps code, status, issues, permission and the portal's own message", async () => {
    const error = await toApiError(
      answer(400, {
        error: {
          code: "upstream_rejected",
          message: "Refused",
          status: 400,
          requestId: "r1",
          issues: [{ path: "name", message: "taken" }],
          permission: "ai-post",
          upstream: { message: " client acme not found " },
        },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "upstream_rejected", status: 400, requestId: "r1", permission: "ai-post" });
    expect(error.issues).toEqual([{ path: "name", message: "taken" }]);
    expect(portalMessage(error)).toBe("client acme not found");
  });

  it("turns a body of another shape into a malformed-answer error", async () => {
    expect(await toApiError(answer(502, { error: { code: "x", status: 502 } }))).toMatchObject({ code: "upstream_malformed", status: 502 });
    expect(await toApiError(answer(500, { error: { code: "x", message: "m", status: 500, issues: [{ path: 1 }] } }))).toMatchObject({
      code: "upstream_malformed",
    });
    expect(await toApiError(new Response("<html>", { status: 503 }))).toMatchObject({ code: "upstream_malformed", status: 503 });
  });
});
