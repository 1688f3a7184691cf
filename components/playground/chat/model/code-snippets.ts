/**
 * "View code": the exact request body as curl, JavaScript (the `openai` package) and Python, sent to the gateway the
 * console is configured with, with the header it expects. The key is always a placeholder read from the environment:
 * a snippet must never carry a real key into a clipboard, a screenshot or a chat.
 */
import type { ChatRequest } from "@/lib/gateway/schemas";

export const KEY_VARIABLE = "GATEWAY_API_KEY";

/** Where the snippets send their request: the gateway's base URL (no path) and the header that carries the key. */
export interface GatewayAddress {
  baseUrl: string;
  authHeader: "authorization" | "x-api-key";
}

/**
 * The configured gateway URL as a snippet may show it: scheme, host, port and path only. Credentials written into
 * the URL, a query or a fragment never leave the server.
 */
export function publicGatewayUrl(configured: string): string {
  const url = new URL(configured);
  return `${url.protocol}//${url.host}${url.pathname}`.replace(/\/+$/, "");
}

export interface CodeSnippets {
  curl: string;
  javascript: string;
  python: string;
}

/** Parameters the Python SDK accepts as keywords; anything else (fallbacks, reasoning…) goes in `extra_body`. */
const PYTHON_KEYWORDS = new Set([
  "model",
  "messages",
  "stream",
  "stream_options",
  "temperature",
  "top_p",
  "max_completion_tokens",
  "stop",
  "seed",
  "presence_penalty",
  "frequency_penalty",
  "logprobs",
  "top_logprobs",
  "logit_bias",
  "response_format",
  "tools",
  "tool_choice",
  "parallel_tool_calls",
  "metadata",
  "modalities",
  "prediction",
  "prompt_cache_key",
  "safety_identifier",
  "service_tier",
  "store",
  "user",
  "verbosity",
  "web_search_options",
]);

/** A JSON value as a Python literal (True/False/None), indented like json.dumps(indent=4). */
export function toPython(value: unknown, indent = 0): string {
  const pad = " ".repeat(indent + 4);
  const end = " ".repeat(indent);
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "None";
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((item) => pad + toPython(item, indent + 4)).join(",\n")},\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return "{}";
  return `{\n${entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${toPython(item, indent + 4)}`).join(",\n")},\n${end}}`;
}

/** Single-quoted for a POSIX shell: a quote inside becomes '\'' . */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

const indentLines = (text: string, by: string) => text.split("\n").join(`\n${by}`);

export function codeSnippets(request: ChatRequest, gateway: GatewayAddress): CodeSnippets {
  const json = JSON.stringify(request, null, 2);
  const streaming = request.stream === true;
  const apiBase = `${gateway.baseUrl}/v1`;
  // The OpenAI SDKs send the key as a bearer token; a gateway that reads it from x-api-key gets it as a header.
  const bearer = gateway.authHeader === "authorization";

  const curl = [
    `curl ${streaming ? "-N " : ""}${shellQuote(`${apiBase}/chat/completions`)} \\`,
    bearer ? `  -H "Authorization: Bearer $${KEY_VARIABLE}" \\` : `  -H "x-api-key: $${KEY_VARIABLE}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d ${shellQuote(json)}`,
  ].join("\n");

  const javascript = [
    `import OpenAI from "openai";`,
    ``,
    `const client = new OpenAI({`,
    `  baseURL: ${JSON.stringify(apiBase)},`,
    ...(bearer
      ? [`  apiKey: process.env.${KEY_VARIABLE},`]
      : [`  apiKey: "unused",`, `  defaultHeaders: { "x-api-key": process.env.${KEY_VARIABLE} },`]),
    `});`,
    ``,
    `// Fields the SDK does not know (fallbacks, reasoning…) are sent as they are.`,
    `const ${streaming ? "stream" : "completion"} = await client.chat.completions.create(${indentLines(json, "")});`,
    ``,
    ...(streaming
      ? [`for await (const chunk of stream) {`, `  process.stdout.write(chunk.choices[0]?.delta?.content ?? "");`, `}`]
      : [`console.log(completion.choices[0].message.content);`]),
  ].join("\n");

  const keywords = Object.entries(request).filter(([key, value]) => PYTHON_KEYWORDS.has(key) && value !== undefined);
  const extra = Object.fromEntries(
    Object.entries(request).filter(([key, value]) => !PYTHON_KEYWORDS.has(key) && value !== undefined),
  );
  const pythonArgs = [
    ...keywords.map(([key, value]) => `    ${key}=${toPython(value, 4)},`),
    ...(Object.keys(extra).length > 0 ? [`    extra_body=${toPython(extra, 4)},`] : []),
  ];
  const python = [
    `import os`,
    `from openai import OpenAI`,
    ``,
    `client = OpenAI(`,
    `    base_url=${JSON.stringify(apiBase)},`,
    ...(bearer
      ? [`    api_key=os.environ["${KEY_VARIABLE}"],`]
      : [`    api_key="unused",`, `    default_headers={"x-api-key": os.environ["${KEY_VARIABLE}"]},`]),
    `)`,
    ``,
    `${streaming ? "stream" : "completion"} = client.chat.completions.create(`,
    ...pythonArgs,
    `)`,
    ``,
    ...(streaming
      ? [
          `for chunk in stream:`,
          `    if chunk.choices and chunk.choices[0].delta.content:`,
          `        print(chunk.choices[0].delta.content, end="")`,
        ]
      : [`print(completion.choices[0].message.content)`]),
  ].join("\n");

  return { curl, javascript, python };
}
