import { describe, expect, it } from "vitest";
import { codeSnippets, publicGatewayUrl, toPython } from "./code-snippets";
import { newConversation, pendingToolCalls, titleOf, type Conversation, type UiMessage } from "./conversation";
import { checkJsonSchema } from "./json-schema-check";
import { fitToBudget, parseStored } from "./store";

const conversation = (id: string, messages: UiMessage[]): Conversation => ({
  ...newConversation("openai/gpt-4o", 1),
  id,
  messages,
});

const text = (id: string, length: number, logprobs = false): UiMessage => ({
  id,
  role: "assistant",
  content: "x".repeat(length),
  ...(logprobs ? { logprobs: Array.from({ length: 200 }, () => ({ token: "tok", logprob: -0.5, top: [] })) } : {}),
});

const size = (state: { conversations: Conversation[] }) => JSON.stringify(state.conversations).length;

describe("fitToBudget", () => {
  it("keeps at most the given number of conversations, dropping the oldest but never the open one", () => {
    const list = ["a", "b", "c", "d"].map((id) => conversation(id, []));
    const fitted = fitToBudget({ currentId: "d", conversations: list }, 1_000_000, 2);
    expect(fitted.conversations.map((c) => c.id)).toEqual(["a", "d"]);
  });

  it("strips log-probabilities of older conversations before dropping any conversation", () => {
    const list = [conversation("new", [text("1", 100)]), conversation("old", [text("2", 100, true)])];
    const withLogprobs = size({ conversations: list });
    const fitted = fitToBudget({ currentId: "new", conversations: list }, withLogprobs - 100);
    expect(fitted.conversations.map((c) => c.id)).toEqual(["new", "old"]);
    expect(fitted.conversations[1].messages[0].logprobs).toBeUndefined();
    expect(size(fitted)).toBeLessThanOrEqual(withLogprobs - 100);
  });

  it("drops the oldest conversations, then the oldest messages of the open one, to fit the size cap", () => {
    const list = [conversation("open", [text("1", 5000), text("2", 5000)]), conversation("old", [text("3", 5000)])];
    const fitted = fitToBudget({ currentId: "open", conversations: list }, 7000);
    expect(fitted.conversations.map((c) => c.id)).toEqual(["open"]);
    expect(fitted.conversations[0].messages.map((m) => m.id)).toEqual(["2"]);
  });
});

describe("parseStored", () => {
  it("reads what was stored and skips what does not fit instead of failing", () => {
    const good = conversation("good", [text("m", 3)]);
    const raw = JSON.stringify({ currentId: "good", conversations: [good, { id: 5 }, "junk"] });
    const state = parseStored(raw);
    expect(state.currentId).toBe("good");
    expect(state.conversations.map((c) => c.id)).toEqual(["good"]);
    expect(parseStored("{not json").conversations).toEqual([]);
  });
});

describe("conversation helpers", () => {
  it("names a conversation after its first user message", () => {
    const c = conversation("c", [{ id: "u", role: "user", content: "How do tides work?\nAnd why?" }]);
    expect(titleOf(c)).toBe("How do tides work?");
    expect(titleOf({ ...c, title: "Tides" })).toBe("Tides");
  });

  it("knows which tool calls still wait for a result", () => {
    const messages: UiMessage[] = [
      {
        id: "a",
        role: "assistant",
        content: "",
        toolCalls: [
          { id: "1", name: "f", arguments: "{}" },
          { id: "2", name: "g", arguments: "{}" },
        ],
      },
      { id: "t", role: "tool", content: "ok", toolCallId: "1" },
    ];
    expect(pendingToolCalls(messages).map((c) => c.id)).toEqual(["2"]);
  });
});

describe("codeSnippets", () => {
  const request = {
    model: "openai/gpt-4o",
    messages: [{ role: "user", content: 'It\'s "quoted"' }],
    stream: true,
    fallbacks: ["mistral/mistral-small-latest"],
    logprobs: false,
  };

  const gateway = { baseUrl: "https://gateway.example.com/ai", authHeader: "authorization" } as const;

  it("sends to the configured gateway and reads the key from a placeholder, in every language", () => {
    const snippets = codeSnippets(request, gateway);
    expect(snippets.curl).toContain("'https://gateway.example.com/ai/v1/chat/completions'");
    expect(snippets.curl).toContain("Authorization: Bearer $GATEWAY_API_KEY");
    expect(snippets.javascript).toContain('baseURL: "https://gateway.example.com/ai/v1"');
    expect(snippets.javascript).toContain("apiKey: process.env.GATEWAY_API_KEY");
    expect(snippets.python).toContain('base_url="https://gateway.example.com/ai/v1"');
    expect(snippets.python).toContain('api_key=os.environ["GATEWAY_API_KEY"]');
    for (const code of Object.values(snippets)) expect(code).not.toMatch(/sk-gateway|gw-demo|\$GATEWAY_URL/);
  });

  it("sends the key in x-api-key to a gateway configured to read it there", () => {
    const snippets = codeSnippets(request, { ...gateway, authHeader: "x-api-key" });
    expect(snippets.curl).toContain('-H "x-api-key: $GATEWAY_API_KEY"');
    expect(snippets.curl).not.toContain("Authorization");
    expect(snippets.javascript).toContain('defaultHeaders: { "x-api-key": process.env.GATEWAY_API_KEY }');
    expect(snippets.python).toContain('default_headers={"x-api-key": os.environ["GATEWAY_API_KEY"]}');
  });

  it("shows the configured address without credentials, query or fragment", () => {
    expect(publicGatewayUrl("https://user:secret@gw.example.com:8443/base/?token=x#y")).toBe(
      "https://gw.example.com:8443/base",
    );
    expect(publicGatewayUrl("http://127.0.0.1:4011")).toBe("http://127.0.0.1:4011");
  });

  it("carries the exact body: curl's JSON parses back to the request", () => {
    const body = /-d '([\s\S]*)'$/.exec(codeSnippets(request, gateway).curl)?.[1].replaceAll(`'\\''`, "'");
    expect(JSON.parse(body ?? "")).toEqual(request);
  });

  it("passes gateway-only fields to the Python SDK through extra_body", () => {
    const python = codeSnippets(request, gateway).python;
    expect(python).toContain("logprobs=False,");
    expect(python).toMatch(/extra_body=\{\n\s+"fallbacks": \[/);
    expect(toPython({ a: [true, null] })).toBe('{\n    "a": [\n        True,\n        None,\n    ],\n}');
  });
});

describe("checkJsonSchema", () => {
  it("accepts a sound schema and points at the first problem of a broken one", () => {
    expect(
      checkJsonSchema({ type: "object", properties: { a: { type: ["string", "null"] } }, required: ["a"] }),
    ).toBeUndefined();
    expect(checkJsonSchema({ type: "object", properties: { a: { type: "array", items: { type: "nope" } } } })).toEqual({
      code: "badType",
      path: "schema.properties.a.items.type",
    });
    expect(checkJsonSchema({ anyOf: [] })).toEqual({ code: "badComposition", path: "schema.anyOf" });
    expect(checkJsonSchema("string")).toEqual({ code: "notSchema", path: "schema" });
  });
});
