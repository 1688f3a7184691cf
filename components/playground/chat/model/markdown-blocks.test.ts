import { describe, expect, it } from "vitest";
import { splitBlocks } from "./markdown-blocks";

describe("splitBlocks", () => {
  it("splits at blank lines and drops empty blocks", () => {
    expect(splitBlocks("# Title\n\nFirst paragraph\nstill first.\n\n\n- a\n- b\n")).toEqual([
      "# Title",
      "First paragraph\nstill first.",
      "- a\n- b",
    ]);
  });

  it("keeps a fenced code block whole, blank lines included, and splits after it", () => {
    const code = "```js\nconst a = 1;\n\nconst b = 2;\n```";
    expect(splitBlocks(`Intro\n\n${code}\n\nAfter`)).toEqual(["Intro", code, "After"]);
  });

  it("only a fence of the same kind and at least the same length closes it", () => {
    const code = "````\n```\n\ninner\n```\n````";
    expect(splitBlocks(`${code}\n\nnext`)).toEqual([code, "next"]);
    expect(splitBlocks("~~~\na\n\n```\nb\n~~~\n\nc")).toEqual(["~~~\na\n\n```\nb\n~~~", "c"]);
  });

  it("keeps an unclosed fence (a streaming answer mid-code) as one block", () => {
    expect(splitBlocks("text\n\n```py\nx = 1\n\ny = 2")).toEqual(["text", "```py\nx = 1\n\ny = 2"]);
  });

  it("joins back to the same text, apart from blank-line runs", () => {
    const text = "a\n\nb\nc\n\n```\nd\n\ne\n```";
    expect(splitBlocks(text).join("\n\n")).toBe(text);
  });
});
