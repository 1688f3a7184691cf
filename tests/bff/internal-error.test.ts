import { afterAll, expect, it, vi } from "vitest";
import * as session from "@/app/api/session/route";
import { closeBff } from "@/lib/bff/context";

afterAll(async () => {
  vi.unstubAllEnvs();
  await closeBff();
});

it("answers 500 internal_error, with no detail, when the server is misconfigured; the log says which variable", async () => {
  await closeBff();
  vi.stubEnv("PORTAL_URL", "ftp://portal.internal");
  vi.stubEnv("LOG_REQUESTS", "0");
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const response = await session.GET(new Request("http://console.test/api/session", { headers: { "x-csrf": "1" } }));
  stdout.mockRestore();
  expect(response.status).toBe(500);
  const body = (await response.json()) as { error: { code: string; message: string; requestId: string } };
  expect(body.error).toMatchObject({ code: "internal_error", message: "Internal error." });
  expect(JSON.stringify(body)).not.toMatch(/PORTAL_URL|ftp:|stack/i);
  expect(errors).toHaveBeenCalledWith(expect.stringContaining("PORTAL_URL"));
  expect(String(errors.mock.calls[0][0])).not.toContain("portal.internal");
  errors.mockRestore();
});
