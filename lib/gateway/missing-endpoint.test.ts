import { describe, expect, it } from "vitest";
import { isMissingEndpoint } from "./missing-endpoint";

describe("isMissingEndpoint", () => {
  it.each([
    [
      "OpenAI's unknown URL",
      { error: { message: "Invalid URL (POST /v1/rerank)", type: "invalid_request_error", param: null, code: null } },
    ],
    ["FastAPI's (vLLM) not found", { detail: "Not Found" }],
    ["a plain-text 404", "404 page not found"],
    ["an empty body", ""],
    ["the sandbox's missing route", { error: { code: "route_not_found", message: "No route POST /v1/embeddings." } }],
    ["a missing model list", { error: { code: "route_not_found", message: "No route GET /v1/models." } }],
    ["OpenAI's unknown URL for the model list", { error: { message: "Invalid URL (GET /v1/models)", code: null } }],
  ])("takes %s as a missing endpoint", (_, body) => {
    expect(isMissingEndpoint(body)).toBe(true);
  });

  it.each([
    [
      "this spec's model_not_found",
      { error: { code: "model_not_found", message: "The model x does not exist.", param: "model" } },
    ],
    [
      "vLLM's unknown model",
      { object: "error", message: "The model `x` does not exist.", type: "NotFoundError", code: 404 },
    ],
    ["Ollama's unknown model", { error: "model 'llama9' not found, try pulling it first" }],
    ["an unknown model with a slash in its id", { error: { message: "The model `openai/gpt-9` does not exist." } }],
  ])("takes %s as an unknown model", (_, body) => {
    expect(isMissingEndpoint(body)).toBe(false);
  });
});
