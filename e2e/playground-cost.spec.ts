/**
 * The playground's cost estimate: the expected cost of the next message before Send, from the prompt's token estimate
 * (by the rule the sandbox gateway counts by, lib/gateway/token-count.ts) and the model list's prices; the actual
 * cost beside it after the reply, in a chat and for every model of a comparison; and "unavailable" against a plain
 * OpenAI-compatible gateway whose model list has no prices.
 */
import type { Page } from "@playwright/test";
import playground from "../messages/en/playground.json" with { type: "json" };
import type { GatewayDialect } from "../sandbox/gateway/dialect";
import { expect, test, TOKENS } from "./fixtures";
import { holdRequests } from "./support/hold";
import { startStack, type Stack } from "./support/stack";

const cost = playground.cost;
const GATEWAY_KEY = "sk-gateway-demo-all";
/** "Describe the sea": 3 words → 3 tokens, + 4 for the message, + 3 for the reply; 256 expected back. */
const PROMPT = "Describe the sea";
const PROMPT_TOKENS = 10;
const EMPTY_PROMPT_TOKENS = 7;
const COMPLETION_TOKENS = 256;

/**
 * A message's cost as the playground writes it: six fixed decimals, in the portal's currency (the gateway states none;
 * the sandbox portal bills in EUR).
 */
const money = (value: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 6,
    maximumFractionDigits: 6,
  }).format(value);
/** Any such amount that is not zero. */
const SOME_COST = /€0\.(?!000000)\d{6}/;

async function pricesOf(stack: Stack, model: string): Promise<{ prompt: number; completion: number; request: number }> {
  const response = await fetch(`${stack.gatewayUrl}/v1/models?page_size=500`, {
    headers: { authorization: `Bearer ${GATEWAY_KEY}` },
  });
  const list = (await response.json()) as { data: { id: string; pricing: Record<string, string> }[] };
  const pricing = list.data.find((m) => m.id === model)!.pricing;
  return {
    prompt: Number(pricing.prompt),
    completion: Number(pricing.completion),
    request: Number(pricing.request ?? 0),
  };
}

const expectedCost = (p: { prompt: number; completion: number; request: number }, promptTokens: number) =>
  money(Number((promptTokens * p.prompt + COMPLETION_TOKENS * p.completion + p.request).toFixed(12)));

async function openChat(page: Page, base = "") {
  const response = await page.request.post(`${base}/api/session`, {
    data: { token: TOKENS.admin, region: "eu-central" },
    headers: { "x-csrf": "1" },
  });
  expect(response.ok()).toBe(true);
  await page.goto(`${base}/playground`);
  await expect(page.getByRole("heading", { level: 1, name: "Chat playground" })).toBeVisible();
  await expect(page.getByLabel("Model", { exact: true })).not.toHaveValue("");
}

test.describe("playground cost estimate", () => {
  test("nothing moves when the model list arrives: the composer keeps its place, the settings panel fills in", async ({
    page,
  }) => {
    // Every layout shift the page makes, as Chromium reports it (what Lighthouse sums into CLS).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The model list's answer is held until released.
    const release = await holdRequests(page, "**/api/gateway/v1/models*");
    const response = await page.request.post("/api/session", {
      data: { token: TOKENS.admin, region: "eu-central" },
      headers: { "x-csrf": "1" },
    });
    expect(response.ok()).toBe(true);
    await page.goto("/playground");
    const box = page.getByLabel("Message", { exact: true });
    await expect(box).toBeVisible();
    const before = await box.boundingBox();

    release();
    await expect(page.getByTestId("cost-estimate")).toContainText(cost.expected.replace("{cost}", ""));
    expect(await box.boundingBox()).toEqual(before);
    await expect(page.getByLabel(playground.params.labels.system)).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });

  test("a chat shows the expected cost before Send and the actual cost beside it after the reply", async ({
    page,
    stack,
  }) => {
    const model = "openai/gpt-4o-mini";
    const prices = await pricesOf(stack, model);
    await openChat(page);
    await page.getByLabel("Model", { exact: true }).selectOption(model);
    const note = page.getByTestId("cost-estimate");
    // Empty box: the framing of one message; typing updates the figure.
    await expect(note).toContainText(cost.expected.replace("{cost}", expectedCost(prices, EMPTY_PROMPT_TOKENS)));
    const box = page.getByLabel("Message", { exact: true });
    await box.fill(PROMPT);
    const expected = expectedCost(prices, PROMPT_TOKENS);
    await expect(note).toContainText(cost.expected.replace("{cost}", expected));
    await expect(note).toContainText(`≈ ${PROMPT_TOKENS} tokens in, ≈ ${COMPLETION_TOKENS} out`);
    await expect(note).not.toContainText("e-");
    await box.press("Enter");

    const answer = page.getByTestId("message-assistant").last();
    const comparison = answer.getByTestId("cost-comparison");
    await expect(comparison).toBeVisible({ timeout: 30_000 });
    await expect(comparison.getByTestId("metric-estimate")).toHaveText(`${cost.expectedLabel}≈ ${expected}`);
    await expect(comparison.getByTestId("metric-estimated-tokens")).toContainText(
      `${PROMPT_TOKENS} tokens in, ${COMPLETION_TOKENS} out`,
    );
    // The gateway reports the prompt tokens the estimate counted.
    await expect(answer.getByTestId("metric-prompt").locator("dd")).toHaveText(String(PROMPT_TOKENS));
    // The gateway's own cost, to the same six decimals.
    const actual = comparison.getByTestId("metric-cost");
    await expect(actual).toContainText(cost.actualLabel);
    await expect(actual).toContainText(SOME_COST);
    await expect(actual).not.toContainText(cost.actualFromPrices);

    // The next message's estimate goes by this answer's length now.
    const completion = Number(
      (await answer.getByTestId("metric-completion").locator("dd").textContent())!.replace(/\D/g, ""),
    );
    await box.fill(PROMPT);
    await expect(note).toContainText(`≈ ${completion} out`);
  });

  test("compare shows expected and actual cost for every model", async ({ page, stack }) => {
    const models = ["openai/gpt-4o-mini", "mistral/mistral-small-latest"];
    const prices = await Promise.all(models.map((m) => pricesOf(stack, m)));
    await openChat(page);
    await page.getByRole("tab", { name: "Compare models" }).click();
    await page.getByLabel("Model 1", { exact: true }).selectOption(models[0]);
    await page.getByLabel("Model 2", { exact: true }).selectOption(models[1]);
    const box = page.getByLabel("Prompt for every model");
    await box.fill(PROMPT);
    const expected = prices.map((p) => expectedCost(p, PROMPT_TOKENS));
    for (const [index, model] of models.entries()) {
      const note = page.locator(`[data-testid=cost-estimate][data-model="${model}"]`);
      await expect(note).toContainText(model);
      await expect(note).toContainText(cost.expected.replace("{cost}", expected[index]));
    }
    await box.press("Enter");
    const columns = page.getByTestId("compare-column");
    for (const index of [0, 1]) {
      const comparison = columns.nth(index).getByTestId("cost-comparison");
      await expect(comparison).toBeVisible({ timeout: 30_000 });
      await expect(comparison.getByTestId("metric-estimate")).toHaveText(`${cost.expectedLabel}≈ ${expected[index]}`);
      await expect(comparison.getByTestId("metric-cost")).toContainText(SOME_COST);
    }
  });
});

test.describe("playground cost estimate against a plain OpenAI-compatible gateway", () => {
  const PLAIN: GatewayDialect = { name: "plain", endpoints: ["models", "chat"] };
  let plain: Stack;
  test.beforeAll(async () => {
    plain = await startStack({ gatewayDialect: PLAIN });
  });
  test.afterAll(async () => plain?.stop());

  test("says the estimate is unavailable rather than showing zero", async ({ page }) => {
    await openChat(page, plain.consoleUrl);
    const note = page.getByTestId("cost-estimate");
    await expect(note).toHaveText(cost.unavailable);
    const box = page.getByLabel("Message", { exact: true });
    await box.fill(PROMPT);
    await box.press("Enter");
    const answer = page.getByTestId("message-assistant").last();
    const comparison = answer.getByTestId("cost-comparison");
    await expect(comparison).toBeVisible({ timeout: 30_000 });
    await expect(comparison.getByTestId("metric-estimate")).toHaveText(`${cost.expectedLabel}${cost.unavailableShort}`);
    await expect(comparison.getByTestId("metric-cost")).toHaveCount(0);
    await expect(comparison.getByTestId("metric-actual-missing")).toHaveText(`${cost.actualLabel}${cost.notReported}`);
    await expect(comparison).not.toContainText("€0.000000");
    await expect(comparison).not.toContainText(/\p{Sc}0\.000000/u);
  });
});
