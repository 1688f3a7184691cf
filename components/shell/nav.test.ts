import { describe, expect, it } from "vitest";
import { operations, type OperationId } from "@/lib/portal/operations";
import { NAV, SURVEYED_READS, landingHref, readableNav, surveyedReadsOf, type IsDenied } from "./nav";

/** Denies what a token holding only the given permission patterns (sandbox style, `*` wildcard) would be refused. */
const tokenWith =
  (...patterns: string[]): IsDenied =>
  (id: OperationId) =>
    !patterns.some((pattern) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(
        operations[id].permission,
      ),
    );

const hrefs = (isDenied: IsDenied) => readableNav(NAV, isDenied).map((item) => item.href);

describe("permission-aware navigation", () => {
  it("offers every area to a token that may read everything", () => {
    expect(hrefs(tokenWith("*-get"))).toEqual(NAV.map((item) => item.href));
    expect(landingHref(NAV, tokenWith("*"))).toBeNull();
  });

  it("leaves a translator its languages, the gateway playground and the settings, and lands it on the languages", () => {
    const translator = tokenWith("i18n_*");
    expect(hrefs(translator)).toEqual(["/playground", "/translations", "/settings"]);
    expect(landingHref(NAV, translator)).toBe("/translations");
  });

  it("keeps an area while one of its sub-pages is readable, with only those sub-pages", () => {
    const pricesOnly = tokenWith("ai_all_costs-get");
    const ai = readableNav(NAV, pricesOnly).find((item) => item.href === "/ai");
    expect(ai?.children?.map((child) => child.href)).toEqual(["/ai/prices"]);
    expect(landingHref(NAV, pricesOnly)).toBe("/ai");
  });

  it("keeps the overview while one widget is readable", () => {
    const tasksOnly = tokenWith("task-get");
    expect(hrefs(tasksOnly)).toEqual(["/", "/playground", "/tasks", "/settings"]);
    expect(landingHref(NAV, tasksOnly)).toBeNull();
  });

  it("stays on the overview when nothing of the portal is readable", () => {
    expect(landingHref(NAV, () => true)).toBeNull();
  });

  it("surveys the reads of the frame and of every area, each once, all of them reads of the catalog", () => {
    expect(new Set(SURVEYED_READS).size).toBe(SURVEYED_READS.length);
    expect(SURVEYED_READS.every((id) => operations[id].method === "GET")).toBe(true);
    expect(SURVEYED_READS).toEqual(
      expect.arrayContaining(["i18n.langs.list", "notifications.list", "dashboards.menu", "ai.keys.list"]),
    );
  });
});

describe("reads surveyed before a page renders", () => {
  it("adds every read of the page's own area to the frame's", () => {
    const reads = surveyedReadsOf("/infrastructure/availability-zones");
    expect(reads).toEqual(
      expect.arrayContaining([...SURVEYED_READS, "iaas.availabilityZones.list", "iaas.credentials.list"]),
    );
    expect(reads.every((id) => operations[id].method === "GET")).toBe(true);
    expect(reads.filter((id) => !SURVEYED_READS.includes(id)).every((id) => id.startsWith("iaas."))).toBe(true);
  });

  it("keeps the frame's list for pages of no catalog area, so the layout and the overview share one survey", () => {
    expect(surveyedReadsOf("/")).toBe(SURVEYED_READS);
    expect(surveyedReadsOf("/playground/embeddings")).toBe(SURVEYED_READS);
    expect(surveyedReadsOf(null)).toBe(SURVEYED_READS);
    expect(surveyedReadsOf("/ai/keys/x")).toBe(surveyedReadsOf("/ai/models"));
  });
});
