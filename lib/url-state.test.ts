import { describe, expect, it } from "vitest";
import { createParamWriter, mergeSearchParams, parseSort, serializeSort } from "./url-state";

describe("mergeSearchParams", () => {
  it("sets, replaces and removes keys while keeping the others", () => {
    expect(mergeSearchParams("q=old&page=3&region=eu", { q: "new key", page: null })).toBe("q=new+key&region=eu");
  });
  it("treats an empty string as removal", () => {
    expect(mergeSearchParams("?q=x", { q: "" })).toBe("");
  });
  it("encodes reserved characters", () => {
    const merged = mergeSearchParams("", { q: "a&b=c" });
    expect(new URLSearchParams(merged).get("q")).toBe("a&b=c");
  });
});

describe("sort codec", () => {
  it("parses directions and ignores junk", () => {
    expect(parseSort("-created,name,,-,name")).toEqual([
      { id: "created", desc: true },
      { id: "name", desc: false },
    ]);
    expect(parseSort(null)).toEqual([]);
  });
  it("round-trips", () => {
    const sorting = [
      { id: "spend", desc: true },
      { id: "name", desc: false },
    ];
    expect(serializeSort(sorting)).toBe("-spend,name");
    expect(parseSort(serializeSort(sorting))).toEqual(sorting);
    expect(serializeSort([])).toBeNull();
  });
});

describe("createParamWriter", () => {
  /** A URL that, like the App Router's, changes only when the test "commits" a navigation. */
  function browser(start: string) {
    const url = new URL(start, "http://console.test");
    const asked: string[] = [];
    const writer = createParamWriter(
      () => ({ pathname: url.pathname, search: url.search }),
      (href) => asked.push(href),
    );
    const commit = (href: string) => {
      const next = new URL(href, url);
      url.pathname = next.pathname;
      url.search = next.search;
      writer.observe({ pathname: url.pathname, search: url.search });
    };
    return { writer, asked, commit, url };
  }

  it("two updates before the first navigation commits keep both", () => {
    const { writer, asked } = browser("/backups?state=failed");
    writer.write("/backups", { q: "db" });
    writer.write("/backups", { page: "2" });
    expect(asked).toEqual(["/backups?state=failed&q=db", "/backups?state=failed&q=db&page=2"]);
  });

  it("an intermediate commit of its own does not lose a later update", () => {
    const { writer, asked, commit } = browser("/backups");
    writer.write("/backups", { q: "db" });
    writer.write("/backups", { page: "2" });
    commit(asked[0]);
    writer.write("/backups", { sort: "-created" });
    expect(asked.at(-1)).toBe("/backups?q=db&page=2&sort=-created");
  });

  it("builds on the URL again once someone else navigated", () => {
    const { writer, asked, commit } = browser("/backups");
    writer.write("/backups", { q: "db" });
    commit("/backups?state=running"); // a link or the back button, not this writer
    writer.write("/backups", { page: "2" });
    expect(asked.at(-1)).toBe("/backups?state=running&page=2");
  });

  it("does not navigate when nothing changes, and removes a key set to its absence", () => {
    const { writer, asked, commit } = browser("/tasks?unread=1");
    writer.write("/tasks", { unread: "1" });
    expect(asked).toEqual([]);
    writer.write("/tasks", { unread: null });
    commit(asked[0]);
    expect(asked).toEqual(["/tasks"]);
    writer.write("/tasks", { q: "a b" });
    expect(asked.at(-1)).toBe("/tasks?q=a+b");
  });

  it("reads a URL spelled differently (%20) as the same query", () => {
    const { writer, asked, commit } = browser("/tasks?q=a%20b");
    writer.write("/tasks", { page: "2" });
    commit(asked[0]);
    writer.write("/tasks", { sort: "name" });
    expect(asked.at(-1)).toBe("/tasks?q=a+b&page=2&sort=name");
  });
});
