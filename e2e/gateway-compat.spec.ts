/**
 * The playground against a plain OpenAI-compatible gateway (the sandbox's `plain` dialect): model ids without a
 * provider prefix, no `extra_fields`, no cost, a bare `/v1/models`; and against one that lacks endpoints (404).
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import type { GatewayDialect } from "../sandbox/gateway/dialect";
import { startStack, TOKENS, type Stack } from "./support/stack";

const PLAIN: GatewayDialect = { name: "plain", endpoints: ["models", "chat", "embeddings", "rerank"] };

/**
 * `dialect` picks the gateway a describe group talks to; each dialect's stack starts on first use in the worker and
 * stops with it (a worker-scoped option could not be set per group without a worker per group).
 */
const test = base.extend<{ dialect: GatewayDialect; stack: Stack }, { stacks: Map<string, Promise<Stack>> }>({
  stacks: [
    async ({}, use) => {
      const stacks = new Map<string, Promise<Stack>>();
      await use(stacks);
      for (const stack of stacks.values()) await (await stack).stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  dialect: [PLAIN, { option: true }],
  stack: [
    async ({ stacks, dialect }, use) => {
      const key = JSON.stringify(dialect);
      if (!stacks.has(key)) stacks.set(key, startStack({ gatewayDialect: dialect }));
      await use(await stacks.get(key)!);
    },
    { timeout: 120_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.consoleUrl),
});

async function signIn(page: Page, next: string) {
  const response = await page.request.post("/api/session", {
    data: { token: TOKENS.admin, region: "eu-central" },
    headers: { "x-csrf": "1" },
  });
  expect(response.ok()).toBe(true);
  await page.goto(next);
}

async function send(page: Page, text: string) {
  const box = page.getByLabel("Message", { exact: true });
  await box.fill(text);
  await box.press("Enter");
}

const lastAnswer = (page: Page) => page.getByTestId("message-assistant").last();

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} ×${v.nodes.length}`);
}

test.describe("a plain OpenAI-compatible gateway", () => {
  // Two streamed answers, a stop and a dialog: more than the default minute on a loaded machine.
  test.describe.configure({ timeout: 150_000 });

  test.afterEach(async ({ stack }) => {
    await stack.control.pace(30);
  });

  test("chat: a model without a provider prefix streams, stops with its partial answer kept, and shows the console's own figures", async ({
    page,
    stack,
  }) => {
    await signIn(page, "/playground");
    await expect(page.getByRole("heading", { level: 1, name: "Chat playground" })).toBeVisible();
    const model = page.getByLabel("Model", { exact: true });
    await expect(model).not.toHaveValue("");
    await model.selectOption("gpt-4o-mini");
    await expect(model).toHaveValue("gpt-4o-mini");
    await expect(page.getByText("Must be a model", { exact: false })).toHaveCount(0);
    // Nothing to filter by and nothing to show: no provider filter, one line instead of empty facts.
    await expect(page.getByLabel("Provider", { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("model-facts")).toHaveText(
      "The gateway lists no details for this model (limits, prices, parameters).",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await stack.control.pace(8);
    await send(page, "Write about mountains");
    await expect(page.getByTestId("streaming-content")).not.toBeEmpty();
    await page.getByRole("button", { name: "Stop", exact: true }).click();
    const stopped = lastAnswer(page);
    await expect(stopped).toHaveAttribute("data-state", "stopped");
    await expect(stopped.getByTestId("message-content")).not.toBeEmpty();
    await expect(stopped.getByTestId("metric-ttft")).toContainText("ms");
    await expect(stopped.getByTestId("metric-duration")).toContainText("ms");
    await expect(stopped.getByTestId("metric-cost")).toHaveCount(0);

    await stack.control.pace(2000);
    await send(page, "And about rivers");
    const answer = lastAnswer(page);
    await expect(answer).toHaveAttribute("data-state", "complete", { timeout: 30_000 });
    await expect(answer.getByTestId("served-model")).toHaveText("gpt-4o-mini");
    await expect(answer.getByTestId("metric-duration")).toContainText("ms");
    await expect(answer.getByTestId("metric-ttft")).toContainText("ms");
    // Token counts come with usage (asked for with include_usage); cost, provider and gateway latency do not exist here.
    await expect(answer.getByTestId("metric-completion")).toContainText(/\d/);
    await expect(answer.getByTestId("metric-cost")).toHaveCount(0);
    await expect(answer.getByTestId("metric-latency")).toHaveCount(0);
    await expect(answer.getByTestId("served-provider")).toHaveCount(0);
    await expect(answer.getByText("Fallback", { exact: true })).toHaveCount(0);

    // "View code" is the request behind the last answer: it ends with the last question, not with the reply.
    const reply = ((await answer.getByTestId("message-content").textContent()) ?? "").trim().slice(0, 24);
    expect(reply.length).toBeGreaterThan(0);
    await page.getByRole("button", { name: "View code" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Request as code" });
    const curl = dialog.getByTestId("code-curl");
    await expect(curl).toContainText('"model": "gpt-4o-mini"');
    await expect(curl).toContainText("And about rivers");
    await expect(curl).toContainText("GATEWAY_API_KEY");
    await expect(curl).not.toContainText(reply);
    await expect(curl).not.toContainText("sk-gateway-demo-all");
  });

  test("compare: two models without a provider prefix answer side by side, without cost", async ({ page }) => {
    await signIn(page, "/playground");
    await page.getByRole("tab", { name: "Compare models" }).click();
    // Until the model list has arrived each field is a text box; the list turns it into a select.
    await page.getByRole("combobox", { name: "Model 1", exact: true }).selectOption("gpt-4o-mini");
    await page.getByRole("combobox", { name: "Model 2", exact: true }).selectOption("mistral-small-latest");
    const box = page.getByLabel("Prompt for every model");
    await box.fill("Describe the sea");
    await box.press("Enter");
    const columns = page.getByTestId("compare-column");
    await expect(columns).toHaveCount(2);
    await expect(columns.nth(0).getByTestId("served-model")).toHaveText("gpt-4o-mini", { timeout: 30_000 });
    await expect(columns.nth(1).getByTestId("served-model")).toHaveText("mistral-small-latest", { timeout: 30_000 });
    for (const index of [0, 1]) {
      await expect(columns.nth(index).getByTestId("metric-duration")).toContainText("ms");
      await expect(columns.nth(index).getByTestId("metric-cost")).toHaveCount(0);
    }
  });

  test("embeddings answer under a plain id; a refused input's messages go as soon as the input changes", async ({
    page,
  }) => {
    await signIn(page, "/playground/embeddings");
    const model = page.getByLabel("Model", { exact: true });
    await expect(model).toHaveValue("text-embedding-3-small");

    // 600 words: more than embed-english-v3.0 reads (512 tokens); the gateway refuses the input.
    await model.selectOption("embed-english-v3.0");
    const first = page.getByLabel("Text 1", { exact: true });
    await first.fill(Array.from({ length: 600 }, () => "word").join(" "));
    await page.getByRole("button", { name: "Embed" }).click();
    const refused = page.getByRole("alert").filter({ hasText: "reads at most 512" });
    await expect(refused).toBeVisible();
    await expect(page.getByText("reads at most 512")).not.toHaveCount(0);
    await first.fill("The cat sat on the mat.");
    await expect(refused).toHaveCount(0);
    await expect(page.getByText("reads at most 512")).toHaveCount(0);

    await page.getByRole("button", { name: "Embed" }).click();
    await expect(page.getByTestId("similarity-heatmap")).toBeVisible();
    await expect(page.getByTestId("usage-model")).toContainText("embed-english-v3.0");
    await expect(page.getByTestId("usage-duration")).toContainText("ms");
    await expect(page.getByTestId("usage-cost")).toHaveCount(0);
  });

  test("rerank answers under a plain id, without cost", async ({ page }) => {
    await signIn(page, "/playground/rerank");
    await expect(page.getByLabel("Model", { exact: true })).toHaveValue("rerank-v3.5");
    await page.getByLabel("Query").fill("capital of France");
    await page.getByRole("button", { name: "Rerank", exact: true }).click();
    const results = page.getByTestId("rerank-result");
    await expect(results).toHaveCount(4);
    await expect(results.first().getByTestId("ranked-text")).toHaveText(
      "Paris is the capital and largest city of France.",
    );
    await expect(page.getByTestId("usage-duration")).toContainText("ms");
    await expect(page.getByTestId("usage-cost")).toHaveCount(0);
  });

  test("the models page shows the ids it has and leaves out the columns it has nothing for", async ({ page }) => {
    await signIn(page, "/playground/models");
    await expect(page.getByRole("heading", { level: 1, name: "Gateway models" })).toBeVisible();
    await expect(page.getByText("gpt-4o-mini", { exact: true })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: /Input \/ 1M/ })).toHaveCount(0);
    await expect(page.getByRole("columnheader", { name: /Context/ })).toHaveCount(0);
    await expect(page.getByLabel("Provider", { exact: true })).toHaveCount(0);
    await page.getByLabel("Method").selectOption("rerank");
    await expect(page.getByText("rerank-v3.5", { exact: true })).toBeVisible();
    await expect(page.getByText("gpt-4o-mini", { exact: true })).toHaveCount(0);
  });
});

test.describe("a gateway with chat completions only", () => {
  test.use({ dialect: { name: "plain", endpoints: ["chat"] } });

  test("embeddings and rerank say the gateway does not offer them", async ({ page }) => {
    await signIn(page, "/playground/embeddings");
    await expect(page.getByTestId("endpoint-missing")).toContainText("does not offer a model list");
    await page.getByLabel("Model", { exact: true }).fill("text-embedding-3-small");
    await page.getByRole("button", { name: "Embed" }).click();
    await expect(page.getByTestId("endpoint-missing").last()).toContainText("This gateway does not offer embeddings");
    await expect(page.getByText("Something went wrong")).toHaveCount(0);

    await page.goto("/playground/rerank");
    await page.getByLabel("Model", { exact: true }).fill("rerank-v3.5");
    await page.getByRole("button", { name: "Rerank", exact: true }).click();
    await expect(page.getByTestId("endpoint-missing").last()).toContainText("This gateway does not offer rerank");
  });

  test("without a model list, a typed model id still chats", async ({ page }) => {
    await signIn(page, "/playground");
    await expect(page.getByTestId("endpoint-missing")).toContainText("does not offer a model list");
    const model = page.getByLabel("Model", { exact: true });
    await model.fill("claude-3-5-haiku");
    await send(page, "Hello there");
    const answer = lastAnswer(page);
    await expect(answer).toHaveAttribute("data-state", "complete", { timeout: 30_000 });
    await expect(answer.getByTestId("served-model")).toHaveText("claude-3-5-haiku");
    await expect(answer.getByTestId("message-content")).not.toBeEmpty();
  });
});
