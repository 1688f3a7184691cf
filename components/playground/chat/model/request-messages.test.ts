import { describe, expect, it } from "vitest";
import { buildChatRequest } from "./build-request";
import { codeSnippets } from "./code-snippets";
import { requestMessages, type UiMessage } from "./conversation";
import { DEFAULT_PARAMS } from "./params";

const message = (role: UiMessage["role"], content: string, extra: Partial<UiMessage> = {}): UiMessage => ({
  id: content,
  role,
  content,
  ...extra,
});

describe("requestMessages", () => {
  it("ends with the last turn that asks for an answer, never with the assistant's reply", () => {
    const question = message("user", "Hi");
    const reply = message("assistant", "Hello! How can I help?");
    expect(requestMessages([question, reply])).toEqual([question]);
    expect(
      requestMessages([question, reply, message("user", "More"), message("assistant", "Sure")]).map((m) => m.content),
    ).toEqual(["Hi", "Hello! How can I help?", "More"]);
    expect(requestMessages([question])).toEqual([question]);
    expect(requestMessages([reply])).toEqual([]);
  });

  it("keeps tool results, which ask for the next answer", () => {
    const call = message("assistant", "", { toolCalls: [{ id: "c1", name: "weather", arguments: "{}" }] });
    const result = message("tool", "sunny", { toolCallId: "c1", toolName: "weather" });
    const list = [message("user", "Weather?"), call, result, message("assistant", "It is sunny.")];
    expect(requestMessages(list)).toEqual(list.slice(0, 3));
  });

  it("gives 'View code' the request that was sent, with a placeholder key", () => {
    const { request } = buildChatRequest({
      model: "gpt-5.2",
      fallbacks: [],
      system: "",
      params: { ...DEFAULT_PARAMS, temperature: 0.3 },
      messages: requestMessages([message("user", "Say hello"), message("assistant", "Hello there")]),
    });
    expect(request?.messages).toEqual([{ role: "user", content: "Say hello" }]);
    expect(request?.model).toBe("gpt-5.2");
    const { curl, python, javascript } = codeSnippets(request!, {
      baseUrl: "http://127.0.0.1:4011",
      authHeader: "authorization",
    });
    for (const snippet of [curl, python, javascript]) {
      expect(snippet).toContain("GATEWAY_API_KEY");
      expect(snippet).toContain("Say hello");
      expect(snippet).not.toContain("Hello there");
    }
  });
});
