import type { Page } from "@playwright/test";
import { expect, test, TOKENS } from "./fixtures";

/** The sandbox gateway's default pace, restored after tests that slow it down. */
const DEFAULT_PACE = 30;

/** Signs in through the BFF (the login page has its own suite) and opens `next` with the session cookie. */
async function signIn(page: Page, next: string) {
  const response = await page.request.post("/api/session", {
    data: { token: TOKENS.admin, region: "eu-central" },
    headers: { "x-csrf": "1" },
  });
  expect(response.ok()).toBe(true);
  await page.goto(next);
}

async function openChat(page: Page, path = "/playground") {
  await signIn(page, path);
  await expect(page.getByRole("heading", { level: 1, name: "Chat playground" })).toBeVisible();
  await expect(page.getByLabel("Model", { exact: true })).not.toHaveValue("");
}

async function send(page: Page, text: string) {
  const box = page.getByLabel("Message", { exact: true });
  await box.fill(text);
  await box.press("Enter");
}

const lastAnswer = (page: Page) => page.getByTestId("message-assistant").last();

test.describe("chat playground", () => {
  test.afterEach(async ({ stack }) => {
    await stack.control.clearFaults();
    await stack.control.pace(DEFAULT_PACE);
    for (const provider of ["openai", "anthropic", "mistral", "cohere"])
      await stack.control.setProvider(provider, true);
  });

  test("an answer streams in: its text grows before it ends, then shows the gateway's figures", async ({
    page,
    stack,
  }) => {
    await stack.control.pace(12);
    await openChat(page);
    await send(page, "Tell me about rivers");
    const live = page.getByTestId("streaming-content");
    await expect(live).not.toBeEmpty();
    const early = (await live.textContent())?.length ?? 0;
    await expect.poll(async () => (await live.textContent())?.length ?? 0).toBeGreaterThan(early);
    await expect(page.getByTestId("streaming-answer")).toBeVisible();

    const answer = lastAnswer(page);
    await expect(answer).toBeVisible({ timeout: 30_000 });
    await expect(answer.getByTestId("message-content")).not.toBeEmpty();
    await expect(answer.getByTestId("served-provider")).toHaveText("openai");
    await expect(answer.getByTestId("metric-cost")).toContainText("€");
    await expect(answer.getByTestId("metric-finish")).toContainText("stop");
    await expect(answer.getByTestId("metric-ttft")).toContainText("ms");
  });

  test("Stop ends the answer and keeps what had arrived", async ({ page, stack }) => {
    await stack.control.pace(8);
    await openChat(page);
    await send(page, "Write about mountains");
    await expect(page.getByTestId("streaming-content")).not.toBeEmpty();
    await page.getByRole("button", { name: "Stop", exact: true }).click();
    const answer = lastAnswer(page);
    await expect(answer).toHaveAttribute("data-state", "stopped");
    await expect(answer.getByText("Stopped")).toBeVisible();
    await expect(answer.getByTestId("message-content")).not.toBeEmpty();
    await expect(page.getByTestId("streaming-answer")).toHaveCount(0);
  });

  test("a fallback reply names the provider that served it and carries the fallback badge", async ({ page, stack }) => {
    await stack.control.setProvider("openai", false);
    await openChat(page);
    await page.getByLabel("Model", { exact: true }).selectOption("openai/gpt-4o-mini");
    await page.getByLabel("Add a fallback").selectOption("anthropic/claude-3-5-haiku");
    await expect(page.getByTestId("fallbacks")).toContainText("anthropic/claude-3-5-haiku");
    await send(page, "Hello there");
    const answer = lastAnswer(page);
    await expect(answer.getByTestId("served-provider")).toHaveText("anthropic", { timeout: 30_000 });
    await expect(answer.getByTestId("served-model")).toHaveText("anthropic/claude-3-5-haiku");
    await expect(answer.getByTestId("answer-route")).toContainText("openai/gpt-4o-mini");
    await expect(answer.getByRole("button", { name: /Fallback/ })).toBeVisible();
  });

  test("a tool call streams, the user answers it, and the conversation continues", async ({ page }) => {
    await openChat(page);
    await page.getByLabel("Model", { exact: true }).selectOption("openai/gpt-4o-mini");
    const tools = page.getByLabel("Tools (JSON)");
    await tools.locator("..").getByRole("button", { name: "Insert example" }).click();
    await expect(tools).toHaveValue(/get_weather/);
    await send(page, "What is the weather in Berlin?");
    const call = lastAnswer(page).getByTestId("tool-call");
    await expect(call.getByTestId("tool-call-name")).toHaveText("get_weather", { timeout: 30_000 });
    await expect(call.getByTestId("tool-call-arguments")).toContainText("city");
    await expect(lastAnswer(page).getByTestId("metric-finish")).toContainText("tool_calls");

    await page.getByLabel("Result of get_weather").fill('{"temperature": 21, "sky": "sunny"}');
    await page.getByRole("button", { name: "Send results" }).click();
    await expect(page.getByTestId("message-tool")).toContainText("sunny");
    await expect(lastAnswer(page).getByTestId("message-content")).toContainText("get_weather", { timeout: 30_000 });
    await expect(page.getByTestId("tool-results")).toHaveCount(0);
  });

  test("a temperature of 3 is rejected on its field and nothing is sent", async ({ page }) => {
    await openChat(page);
    const temperature = page.getByRole("spinbutton", { name: "Temperature" });
    await temperature.fill("3");
    await expect(temperature).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Must be between 0 and 2.")).toBeVisible();
    await page.getByLabel("Message", { exact: true }).fill("Hi");
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
    await expect(page.getByText("Fix the marked parameter before sending.")).toBeVisible();
    await temperature.fill("0.5");
    await expect(temperature).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  });

  test("a parameter the gateway rejects is shown on that parameter's field", async ({ page }) => {
    await openChat(page);
    await page.getByLabel("Model", { exact: true }).selectOption("openai/gpt-4o-mini");
    const maxTokens = page.getByRole("spinbutton", { name: "Max completion tokens" });
    await maxTokens.fill("999999");
    await send(page, "Hi");
    await expect(maxTokens).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/The gateway rejected this: .*max_completion_tokens/)).toBeVisible();
  });

  test("compare sends one prompt to two models, each streaming with its own figures", async ({ page }) => {
    await openChat(page);
    await page.getByRole("tab", { name: "Compare models" }).click();
    await page.getByLabel("Model 1", { exact: true }).selectOption("openai/gpt-4o-mini");
    await page.getByLabel("Model 2", { exact: true }).selectOption("mistral/mistral-small-latest");
    const box = page.getByLabel("Prompt for every model");
    await box.fill("Describe the sea");
    await box.press("Enter");
    const columns = page.getByTestId("compare-column");
    await expect(columns).toHaveCount(2);
    await expect(columns.nth(0).getByTestId("served-model")).toHaveText("openai/gpt-4o-mini", { timeout: 30_000 });
    await expect(columns.nth(1).getByTestId("served-model")).toHaveText("mistral/mistral-small-latest", {
      timeout: 30_000,
    });
    for (const index of [0, 1]) await expect(columns.nth(index).getByTestId("metric-cost")).toContainText("€");

    // Each column offers the code of the request it sent: its own model, the same prompt.
    for (const [index, model] of [
      [0, "openai/gpt-4o-mini"],
      [1, "mistral/mistral-small-latest"],
    ] as const) {
      await columns
        .nth(index)
        .getByRole("button", { name: `View code of model ${index + 1}` })
        .click();
      const dialog = page.getByRole("dialog", { name: "Request as code" });
      await expect(dialog.getByTestId("code-curl")).toContainText(`"model": "${model}"`);
      await expect(dialog.getByTestId("code-curl")).toContainText("Describe the sea");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });

  test("'view code' sends to the configured gateway and shows a placeholder, never the session's key", async ({
    page,
    stack,
  }) => {
    const key = "sk-gateway-demo-all";
    await openChat(page);
    await page.getByRole("button", { name: "Gateway key" }).click();
    await page.getByLabel("Virtual key").fill(key);
    await page.getByRole("button", { name: "Use this key" }).click();
    await expect(page.getByRole("button", { name: /Session key/ })).toBeVisible();
    await send(page, "Say hello");
    await expect(lastAnswer(page).getByTestId("answer-metrics")).toBeVisible({ timeout: 30_000 });
    await lastAnswer(page).getByRole("button", { name: "View code" }).click();
    const dialog = page.getByRole("dialog", { name: "Request as code" });
    for (const [tab, id] of [
      ["curl", "code-curl"],
      ["JavaScript", "code-javascript"],
      ["Python", "code-python"],
    ]) {
      await dialog.getByRole("tab", { name: tab }).click();
      await expect(dialog.getByTestId(id)).toContainText(`${stack.gatewayUrl}/v1`);
      await expect(dialog.getByTestId(id)).not.toContainText("$GATEWAY_URL");
      await expect(dialog.getByTestId(id)).toContainText("GATEWAY_API_KEY");
      await expect(dialog.getByTestId(id)).toContainText("Say hello");
      await expect(dialog.getByTestId(id)).not.toContainText(key);
    }
    await expect(page.locator("body")).not.toContainText(key);
  });

  test("a connection dropped mid-stream keeps the partial answer, marks it interrupted, and retry completes it", async ({
    page,
    stack,
  }) => {
    // Slow enough that the chunks before the drop are read long before it: a browser discards what it has not
    // read yet when the connection fails.
    await stack.control.pace(10);
    await stack.control.gatewayFault({ mode: "drop-mid-stream", afterChunks: 30, times: 1 });
    await openChat(page);
    await send(page, "Tell me about forests");
    const answer = lastAnswer(page);
    await expect(answer).toHaveAttribute("data-state", "interrupted", { timeout: 30_000 });
    await expect(answer.getByTestId("message-content")).not.toBeEmpty();
    await answer.getByRole("button", { name: "Retry" }).click();
    await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 30_000 });
  });

  test("conversations are kept in the browser, renamed and deleted", async ({ page }) => {
    await openChat(page);
    await send(page, "Remember the lighthouse");
    await expect(lastAnswer(page).getByTestId("answer-metrics")).toBeVisible({ timeout: 30_000 });
    await page.reload();
    const list = page.getByTestId("conversation-list");
    await expect(list).toContainText("Remember the lighthouse");
    await expect(page.getByTestId("message-user")).toContainText("Remember the lighthouse");
    await list.getByRole("button", { name: "Rename Remember the lighthouse" }).click();
    await page.getByLabel("Conversation name").fill("Lighthouse");
    await page.getByLabel("Conversation name").press("Enter");
    await expect(list).toContainText("Lighthouse");
    await list.getByRole("button", { name: "Delete Lighthouse" }).click();
    await page.getByRole("button", { name: "Delete conversation" }).click();
    await expect(page.getByText("No conversations yet.")).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem("console:playground:conversations") ?? "");
    expect(stored).not.toContain("sk-gateway");
  });
});

test.describe("gateway models, embeddings and rerank", () => {
  test("the models page lists every model and opens one in the playground", async ({ page }) => {
    await signIn(page, "/playground/models");
    await expect(page.getByRole("heading", { level: 1, name: "Gateway models" })).toBeVisible();
    await expect(page.getByText("openai/gpt-4o-mini", { exact: true })).toBeVisible();
    await page.getByLabel("Method").selectOption("rerank");
    await expect(page.getByText("cohere/rerank-v3.5", { exact: true })).toBeVisible();
    await expect(page.getByText("openai/gpt-4o-mini", { exact: true })).toHaveCount(0);
    await page.getByLabel("Method").selectOption("");
    await expect(page.getByText("openai/gpt-4o-mini", { exact: true })).toBeVisible();
    await page.getByRole("searchbox").fill("haiku");
    await expect(page.getByText("openai/gpt-4o-mini", { exact: true })).toHaveCount(0);
    await page.getByText("anthropic/claude-3-5-haiku", { exact: true }).click();
    const details = page.getByTestId("model-details");
    await expect(details).toContainText("200,000");
    await expect(details).toContainText("tools");
    await page.getByRole("link", { name: "Open in playground" }).click();
    await expect(page).toHaveURL(/\/playground\?model=anthropic%2Fclaude-3-5-haiku/);
    await expect(page.getByLabel("Model", { exact: true })).toHaveValue("anthropic/claude-3-5-haiku");
  });

  test("embeddings: vectors per input and a similarity heatmap where related texts score higher", async ({ page }) => {
    await signIn(page, "/playground/embeddings");
    await page.getByLabel("Model", { exact: true }).selectOption("openai/text-embedding-3-small");
    await page.getByLabel("Dimensions").fill("64");
    await page.getByRole("button", { name: "Embed" }).click();
    const heatmap = page.getByTestId("similarity-heatmap");
    await expect(heatmap).toBeVisible();
    await expect(page.getByTestId("vector-length")).toHaveText(["64", "64", "64"]);
    for (const i of [0, 1, 2]) await expect(page.getByTestId(`similarity-${i}-${i}`)).toHaveText("1.00");
    const score = async (a: number, b: number) => Number(await page.getByTestId(`similarity-${a}-${b}`).textContent());
    // "The cat sat on the mat." is closer to the kitten on the rug than to quarterly revenue.
    expect(await score(0, 1)).toBeGreaterThan(await score(0, 2));
    expect(await score(1, 0)).toBe(await score(0, 1));
    await expect(page.getByTestId("usage-cost")).toContainText("€");
  });

  test("rerank: the known query puts the matching document first, with its original position", async ({ page }) => {
    await signIn(page, "/playground/rerank");
    await page.getByLabel("Query").fill("capital of France");
    await page.getByRole("button", { name: "Rerank", exact: true }).click();
    const results = page.getByTestId("rerank-result");
    await expect(results).toHaveCount(4);
    await expect(results.first().getByTestId("ranked-text")).toHaveText(
      "Paris is the capital and largest city of France.",
    );
    await expect(results.first().getByTestId("original-position")).toHaveText("was #2");
    await expect(results.last().getByTestId("ranked-text")).toHaveText("Bananas are rich in potassium.");
    await expect(page.getByTestId("usage-prompt")).not.toContainText("—");
  });

  test("embeddings: a missing text and a bad dimension are named on their fields, and what was typed stays", async ({
    page,
  }) => {
    await signIn(page, "/playground/embeddings");
    await page.getByLabel("Model", { exact: true }).selectOption("openai/text-embedding-3-small");
    await expect(page.getByLabel("Model", { exact: true })).toHaveValue("openai/text-embedding-3-small");
    const dimensions = page.getByRole("spinbutton", { name: "Dimensions" });
    const texts = [1, 2, 3].map((number) => page.getByLabel(`Text ${number}`, { exact: true }));
    for (const text of texts) await text.fill("");
    await texts[1].fill("   ");
    await dimensions.fill("0");
    await page.getByRole("button", { name: "Embed" }).click();

    await expect(page.getByText("Enter at least one text.")).toBeVisible();
    await expect(dimensions).toHaveAttribute("aria-invalid", "true");
    await expect(dimensions).toHaveAccessibleDescription(/Must be a whole number of at least 1\./);
    await expect(dimensions).toHaveValue("0");
    await expect(texts[1]).toHaveValue("   ");
    await expect(page.getByTestId("similarity-heatmap")).toHaveCount(0);

    // Each edit takes away only the message it answers.
    await texts[0].fill("The cat sat on the mat.");
    await expect(page.getByText("Enter at least one text.")).toHaveCount(0);
    await expect(dimensions).toHaveAttribute("aria-invalid", "true");
    await dimensions.fill("32");
    await expect(dimensions).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Embed" }).click();
    await expect(page.getByTestId("vector-length")).toHaveText(["32"]);
    await expect(texts[0]).toHaveValue("The cat sat on the mat.");
  });

  test("rerank: an empty query, no documents and a top N of 0 are named on their fields, and what was typed stays", async ({
    page,
  }) => {
    await signIn(page, "/playground/rerank");
    await expect(page.getByLabel("Model", { exact: true })).not.toHaveValue("");
    const query = page.getByLabel("Query");
    const documents = page.getByRole("textbox", { name: "Documents" });
    const topN = page.getByRole("spinbutton", { name: "Top N" });
    await query.fill("");
    await topN.fill("0");
    await page.getByRole("button", { name: "Rerank", exact: true }).click();

    await expect(query).toHaveAttribute("aria-invalid", "true");
    await expect(query).toHaveAccessibleDescription("Enter a query.");
    await expect(topN).toHaveAttribute("aria-invalid", "true");
    await expect(topN).toHaveAccessibleDescription(/Must be a whole number of at least 1\./);
    await expect(topN).toHaveValue("0");
    await expect(documents).toHaveValue(/Paris is the capital and largest city of France\./);
    await expect(page.getByTestId("rerank-result")).toHaveCount(0);

    await query.fill("capital of France");
    await documents.fill("");
    await page.getByRole("button", { name: "Rerank", exact: true }).click();
    await expect(documents).toHaveAttribute("aria-invalid", "true");
    await expect(documents).toHaveAccessibleDescription(/Enter at least one document\./);
    await expect(query).not.toHaveAttribute("aria-invalid", "true");
    await expect(query).toHaveValue("capital of France");
    await expect(topN).toHaveValue("0");

    await documents.fill("Berlin is the capital of Germany.\nParis is the capital and largest city of France.");
    await topN.fill("1");
    await page.getByRole("button", { name: "Rerank", exact: true }).click();
    await expect(page.getByTestId("rerank-result")).toHaveCount(1);
    await expect(page.getByTestId("ranked-text")).toHaveText("Paris is the capital and largest city of France.");
  });
});
