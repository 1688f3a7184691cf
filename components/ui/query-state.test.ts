import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/error";
import common from "@/messages/en/common.json";
import errors from "@/messages/en/errors.json";
import { failureOf, QueryState, type QueryView } from "./query-state";

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    h(NextIntlClientProvider, { locale: "en", timeZone: "UTC", messages: { common, errors }, children: node }),
  );

const view = (query: Partial<QueryView<string[]>>): QueryView<string[]> => ({
  data: undefined,
  error: null,
  refetch: vi.fn(),
  ...query,
});

const shown = (query: QueryView<string[]>) =>
  render(
    h(QueryState<string[]>, {
      query,
      pending: h("p", null, "waiting"),
      isEmpty: (rows) => rows.length === 0,
      empty: h("p", null, "nothing"),
      children: (rows) => h("p", null, `rows: ${rows.join(",")}`),
    }),
  );

const unreachable = (service: string) =>
  new ApiError({ code: "upstream_unreachable", message: "unreachable", status: 502, upstream: { service } });

describe("failureOf", () => {
  it("is the error only while there is no earlier answer", () => {
    const error = new Error("down");
    expect(failureOf(view({ error }))).toBe(error);
    expect(failureOf(view({ error, data: ["a"] }))).toBeNull();
    expect(failureOf(view({ data: [] }))).toBeNull();
  });

  it("is an unreachable upstream as soon as an attempt says so, while the first answer is still retried", () => {
    const outage = unreachable("portal");
    expect(failureOf(view({ isPending: true, failureReason: outage }))).toBe(outage);
    // Other failed attempts keep the skeleton until the retries are over.
    const failedOnce = new ApiError({ code: "upstream_error", message: "500", status: 502 });
    expect(failureOf(view({ isPending: true, failureReason: failedOnce }))).toBeNull();
    expect(failureOf(view({ data: ["a"], failureReason: outage }))).toBeNull();
  });
});

describe("QueryState", () => {
  it("shows what stands in until the first answer", () => {
    expect(shown(view({ isPending: true }))).toBe("<p>waiting</p>");
  });

  it("shows the error with Retry when the first read failed", () => {
    const html = shown(view({ error: { code: "upstream_unavailable", message: "The portal did not answer." } }));
    expect(html).toContain('role="alert"');
    expect(html).toContain(common.actions.retry);
    expect(html).not.toContain("waiting");
  });

  it("shows the compact note, without Retry or request id, while the portal or the gateway cannot be reached", () => {
    for (const service of ["portal", "gateway"] as const) {
      const html = shown(view({ error: unreachable(service) }));
      expect(html).toContain('data-testid="outage-note"');
      expect(html).toContain(`data-upstream="${service}"`);
      expect(html).toContain(common.outage[service]);
      expect(html).not.toContain('role="alert"');
      expect(html).not.toContain(common.actions.retry);
      expect(html).not.toContain("Request id");
    }
  });

  it("keeps the earlier answer on screen when a refetch failed", () => {
    expect(shown(view({ data: ["a", "b"], error: new Error("down") }))).toBe("<p>rows: a,b</p>");
  });

  it("shows the empty state for an answer with nothing in it, else the content", () => {
    expect(shown(view({ data: [] }))).toBe("<p>nothing</p>");
    expect(shown(view({ data: ["a"] }))).toBe("<p>rows: a</p>");
  });
});
