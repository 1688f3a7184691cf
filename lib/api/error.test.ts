import { describe, expect, it } from "vitest";
import { ApiError, toApiError } from "./error";
import { portalMessage } from "./portal-message";
import { isShapeError, isShapeErrorShown, markShapeErrorShown, onShapeErrorShown } from "./shape-errors";
import { describeError } from "@/components/ui/use-error-message";

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

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
    expect(await toApiError(answer(502, { error: { code: "x", status: 502 } }))).toMatchObject({
      code: "upstream_malformed",
      status: 502,
    });
    expect(
      await toApiError(answer(500, { error: { code: "x", message: "m", status: 500, issues: [{ path: 1 }] } })),
    ).toMatchObject({
      code: "upstream_malformed",
    });
    expect(await toApiError(new Response("<html>", { status: 503 }))).toMatchObject({
      code: "upstream_malformed",
      status: 503,
    });
  });

  it("keeps the operation of an unexpected shape, which error views name and mark as shown once", async () => {
    const error = await toApiError(
      answer(502, {
        error: {
          code: "unexpected_shape",
          message: "The portal answered GET /dashboards in an unexpected shape.",
          status: 502,
          requestId: "r2",
          operation: { id: "dashboards.menu", method: "GET", path: "/dashboards" },
        },
      }),
    );
    expect(isShapeError(error)).toBe(true);
    expect(describeError(error)).toMatchObject({
      code: "unexpected_shape",
      requestId: "r2",
      operation: "GET /dashboards",
    });
    let told = 0;
    const stop = onShapeErrorShown(() => told++);
    expect(isShapeErrorShown(error)).toBe(false);
    markShapeErrorShown(error);
    markShapeErrorShown(error);
    markShapeErrorShown(new Error("not a shape error"));
    stop();
    expect(isShapeErrorShown(error)).toBe(true);
    expect(told).toBe(1);
  });
});
