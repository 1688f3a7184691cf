import { describe, expect, it } from "vitest";
import type { Model } from "@/lib/gateway/schemas";
import { methodsOf, modelsFor, offers, providerOf, providersOf } from "./gateway-models";

/** What a bare OpenAI-compatible `/v1/models` lists: ids, nothing else. */
const plain = (id: string): Model => ({ id, object: "model", owned_by: "system" });

describe("gateway models without a provider prefix or a description", () => {
  const list = [plain("gpt-5.2"), plain("text-embedding-3-small"), plain("rerank-v3.5"), plain("llama3.1:8b")];

  it("has no provider to group or filter by", () => {
    expect(list.map(providerOf)).toEqual(["", "", "", ""]);
    expect(providersOf(list)).toEqual([]);
    expect(providerOf("accounts/fireworks/models/llama")).toBe("accounts");
  });

  it("offers chat models in the chat, and keeps ids naming embeddings or rerank out of it", () => {
    expect(modelsFor(list, "chat").map((m) => m.id)).toEqual(["gpt-5.2", "llama3.1:8b"]);
  });

  it("lets any model be tried for embeddings and rerank, the likely ones first", () => {
    expect(modelsFor(list, "embeddings").map((m) => m.id)[0]).toBe("text-embedding-3-small");
    expect(modelsFor(list, "embeddings")).toHaveLength(4);
    expect(modelsFor(list, "rerank").map((m) => m.id)[0]).toBe("rerank-v3.5");
  });

  it("names one method per model on the models page, from its id", () => {
    expect(list.map((m) => methodsOf(m))).toEqual([["chat"], ["embeddings"], ["rerank"], ["chat"]]);
  });

  it("still follows supported_methods and output modalities when the list gives them", () => {
    const described: Model = { id: "x/embedder", supported_methods: ["embeddings"] };
    expect(offers(described, "chat")).toBe(false);
    expect(methodsOf(described)).toEqual(["embeddings"]);
    const scorer: Model = { id: "y", architecture: { output_modalities: ["scores"] } };
    expect(methodsOf(scorer)).toEqual(["rerank"]);
  });
});
