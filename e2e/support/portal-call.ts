import { expect } from "@playwright/test";
import { request } from "undici";
import { TOKENS } from "./stack";

/** Calls the sandbox portal directly as the administrator (undici: the portal's GETs take a JSON body, which fetch refuses). */
export async function portalCall<T>(
  portalUrl: string,
  method: "GET" | "POST" | "PATCH",
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await request(`${portalUrl}${path}`, {
    method,
    headers: {
      "auth-token": TOKENS.admin,
      region: "eu-central",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.body.text();
  expect(response.statusCode, `${method} ${path}: ${text}`).toBeLessThan(300);
  return (text ? JSON.parse(text) : undefined) as T;
}
