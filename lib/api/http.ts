import { ApiError, toApiError } from "./error";

/** BFF calls under way, so that the page can wait for the answers of a batch before acting on one of them. */
let underWay = 0;
let idleWaiters: (() => void)[] = [];

/** Resolves once no BFF call is under way, or after `maxMs` at the latest. */
export function bffIdle(maxMs: number): Promise<void> {
  if (underWay === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, maxMs);
    function done() {
      clearTimeout(timer);
      idleWaiters = idleWaiters.filter((waiter) => waiter !== done);
      resolve();
    }
    idleWaiters.push(done);
  });
}

/** Every browser call to the BFF: same origin, the CSRF header, JSON in and out. */
export async function bff<T>(
  method: string,
  url: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  underWay += 1;
  try {
    return await call<T>(method, url, body, init);
  } finally {
    underWay -= 1;
    if (underWay === 0) [...idleWaiters].forEach((wake) => wake());
  }
}

async function call<T>(method: string, url: string, body: unknown, init: { signal?: AbortSignal }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        "x-csrf": "1",
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw ApiError.network();
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw ApiError.network(response.status);
  }
}
