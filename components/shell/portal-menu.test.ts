import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "@/sandbox/portal/test-support";
import { ADDRESSABLE_PAGES } from "./pages";
import { mergePortalMenu, slugOf } from "./portal-menu";

describe("portal menu merge", () => {
  it("names console routes by slug", () => {
    expect(slugOf("/")).toBe("home");
    expect(slugOf("/ai/keys")).toBe("ai-keys");
    expect(slugOf("/backups")).toBe("backups");
  });

  it("lends help to console entries and lists the other dashboards by portal group and order", () => {
    const merged = mergePortalMenu([
      {
        label: "Administration",
        icon: "settings",
        order: "3",
        help: "Admin",
        items: [
          { label: "Profiles", path: "profiles", icon: "users", order: "902", help: "Profiles and permissions" },
          { label: "Tasks", path: "tasks", icon: "list-checks", order: "901", help: "Multi-step tasks" },
          { label: "Audit", path: "audit", order: "900" },
        ],
      },
      {
        label: "AI",
        icon: "sparkles",
        order: "1",
        items: [
          { label: "AI keys", path: "ai-keys", help: "Virtual keys" },
          { label: "Usage", path: "ai-usage", help: "Usage by day" },
        ],
      },
      { label: "Empty", order: "2", items: [{ label: "Home", path: "home", help: "At a glance" }] },
    ]);
    expect(merged.helpByHref).toEqual({
      "/tasks": "Multi-step tasks",
      "/access": "Profiles and permissions",
      "/ai/keys": "Virtual keys",
      "/": "At a glance",
    });
    expect(merged.sections.map((s) => s.label)).toEqual(["AI", "Administration"]);
    expect(merged.sections[1].items.map((i) => i.href)).toEqual(["/dashboards/audit"]);
    expect(merged.sections[0].items[0]).toEqual({
      label: "Usage",
      href: "/dashboards/ai-usage",
      icon: undefined,
      help: "Usage by day",
    });
  });

  it("skips items without a usable path and survives odd shapes", () => {
    const merged = mergePortalMenu([
      {
        label: "X",
        items: [null, "text", { label: "No path" }, { path: "../etc" }, { path: "a/b" }, { path: "ok", label: 42 }],
      },
      { label: "Y" },
    ]);
    expect(merged.sections).toEqual([
      {
        label: "X",
        icon: undefined,
        help: undefined,
        items: [{ label: "ok", href: "/dashboards/ok", icon: undefined, help: undefined }],
      },
    ]);
    expect(merged.malformed).toBe(false);
    expect(mergePortalMenu(undefined)).toEqual({ helpByHref: {}, sections: [], malformed: false });
  });

  it.each([
    ["an object", {}],
    ["null", null],
    ["a string", "x"],
    ["a number", 42],
    ["an array of non-objects", [1, 2]],
  ])("reports an answer that is %s as malformed, with no sections", (_name, answer) => {
    expect(mergePortalMenu(answer)).toEqual({ helpByHref: {}, sections: [], malformed: true });
  });

  it("keeps the well-formed groups of a partly malformed answer and says it was malformed", () => {
    const merged = mergePortalMenu([
      7,
      { label: "Broken", items: { path: "x" } },
      { label: "No items", items: null },
      { label: "Fine", items: [{ label: "Audit", path: "audit" }] },
    ]);
    expect(merged.malformed).toBe(true);
    expect(merged.sections.map((s) => s.label)).toEqual(["Fine"]);
    expect(merged.sections[0].items.map((i) => i.href)).toEqual(["/dashboards/audit"]);
  });

  it("reads an empty list as a well-formed menu without portal entries", () => {
    expect(mergePortalMenu([])).toEqual({ helpByHref: {}, sections: [], malformed: false });
  });
});

describe("the sandbox portal's own menu", () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox?.dispose());

  it("opens the console's own page for every portal entry that has one, and lists only the others", async () => {
    const answer = await sandbox.call("GET", "/dashboards");
    const merged = mergePortalMenu(answer.body);
    expect(merged.malformed).toBe(false);
    const listed = merged.sections.flatMap((section) => section.items);
    const own = new Set(ADDRESSABLE_PAGES.flatMap((page) => [slugOf(page.href), ...(page.portalPaths ?? [])]));
    for (const item of listed) expect(own.has(item.href.replace("/dashboards/", ""))).toBe(false);
    // The portal's Projects, Servers, Backup policies, Object storage and Profiles are the console's pages.
    const labels = listed.map((item) => item.label);
    for (const label of ["Projects", "Servers", "Backup policies", "Object storage", "Profiles"])
      expect(labels).not.toContain(label);
    for (const href of [
      "/infrastructure/projects",
      "/infrastructure/servers",
      "/backups/policies",
      "/storage",
      "/access",
    ])
      expect(merged.helpByHref[href], href).toBeTruthy();
  });
});
