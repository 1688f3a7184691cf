import { describe, expect, it } from "vitest";
import { documentsFromFile, linesOf } from "./documents";

describe("rerank documents", () => {
  it("takes one document per non-empty line", () => {
    expect(linesOf("first\r\n\n  second  \nthird")).toEqual(["first", "second", "third"]);
  });

  it("reads a JSON array of strings or {text} objects, and falls back to lines", () => {
    expect(documentsFromFile("docs.json", '["a", {"text": "b", "id": "x"}, " "]')).toEqual(["a", "b"]);
    expect(documentsFromFile("docs.json", "not json\nsecond")).toEqual(["not json", "second"]);
    expect(documentsFromFile("docs.txt", '["a"]')).toEqual(['["a"]']);
  });
});
