import type { Page } from "@playwright/test";
import shell from "../messages/en/shell.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { portalCall } from "./support/portal-call";

/**
 * No other currency ever shows: every page with money on it is loaded with the read that states the currency held
 * for 2 s, while the page records every text it ever draws; the portal's symbol must be the only one seen, and
 * seen. For an administrator the settings state it; for a token without `property-get` a cost answer does.
 */

const DELAY_MS = 2_000;
const SYMBOL = "€";

/** Records, from before the first byte is parsed, every text node and text change of the page (scripts left out). */
async function watchTexts(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { seenTexts: Set<string> }).seenTexts = seen;
    const skip = (node: Node | null) => !!node && /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(node.nodeName);
    const record = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!skip(node.parentNode) && node.nodeValue?.trim()) seen.add(node.nodeValue);
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE || skip(node)) return;
      const element = node as Element;
      for (const name of ["title", "aria-label", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) seen.add(value);
      }
      node.childNodes.forEach(record);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === "characterData") record(mutation.target);
        else if (mutation.type === "attributes") record(mutation.target);
        else mutation.addedNodes.forEach(record);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["title", "aria-label", "placeholder"],
    });
  });
}

/** Every currency sign the page has drawn so far (Unicode's currency symbols, and codes written as such). */
async function symbolsSeen(page: Page): Promise<{ symbols: string[]; samples: string[] }> {
  const texts = await page.evaluate(() => [
    ...(window as unknown as { seenTexts: Set<string> }).seenTexts,
    document.body.innerText,
  ]);
  const symbols = new Set<string>();
  const samples: string[] = [];
  for (const text of texts) {
    const found = [...text.matchAll(/\p{Sc}|\b(?:USD|US\$)\b/gu)].map((m) => m[0]);
    found.forEach((symbol) => symbols.add(symbol));
    if (found.some((symbol) => symbol !== SYMBOL)) samples.push(text.slice(0, 160));
  }
  return { symbols: [...symbols].sort(), samples };
}

/** The pages with money on them, with a record of each kind. */
async function moneyPages(portalUrl: string): Promise<string[]> {
  const keys = await portalCall<{ id: string; name: string; project_id: string }[]>(portalUrl, "GET", "/ai/keys");
  const key = keys.find((k) => k.name === "data-platform-copilot")!;
  return [
    "/",
    "/ai/keys",
    `/ai/keys/${key.id}`,
    `/ai/keys/${key.id}?tab=limits`,
    `/ai/keys/${key.id}?tab=cost`,
    "/ai/projects",
    `/ai/projects/${key.project_id}`,
    "/ai/costs",
    "/ai/customers",
    "/ai/models",
    "/ai/prices",
    "/playground",
    "/playground/models",
  ];
}

/** Loads each page with the currency's source held, and checks what was ever drawn once its money is on screen. */
async function visitAll(page: Page, pages: string[]) {
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main")).toContainText(SYMBOL, { timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const seen = await symbolsSeen(page);
    expect(seen.samples, `${path} drew another currency`).toEqual([]);
    expect(seen.symbols, path).toEqual([SYMBOL]);
  }
}

/** Holds every answer whose path matches for DELAY_MS, and counts them. */
async function hold(page: Page, matches: (path: string) => boolean) {
  const held = { count: 0 };
  await page.route(
    (url) => matches(url.pathname),
    async (route) => {
      held.count += 1;
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
      await route.continue();
    },
  );
  return held;
}

test.describe("the portal's currency, and no other", () => {
  test.setTimeout(240_000);

  test("an administrator never sees another symbol while the settings are held for 2 s", async ({
    page,
    login,
    stack,
  }) => {
    const pages = await moneyPages(stack.portalUrl);
    await login(page, TOKENS.admin, "/settings");
    await watchTexts(page);
    const held = await hold(page, (path) => path === "/api/portal/property");
    await visitAll(page, pages);
    expect(held.count).toBeGreaterThan(0);
  });

  test("a token without property-get takes the currency from a cost answer, held for 2 s, and sees no other", async ({
    page,
    login,
    stack,
  }) => {
    const pages = await moneyPages(stack.portalUrl);
    await login(page, TOKENS.ai, "/settings");
    await watchTexts(page);
    const held = await hold(page, (path) => /^\/api\/portal\/ai\/(project|keys)\/[^/]+\/cost$/.test(path));
    await visitAll(page, pages);
    expect(held.count).toBeGreaterThan(0);
    // It reads no settings at all: the console knows the refusal and never asks.
    await expect(page.getByTestId("currency-unknown")).toHaveCount(0);
  });

  test("the playground's gateway models and AI › Models & providers show the same prices, in the same currency", async ({
    page,
    login,
  }) => {
    await login(page, TOKENS.admin, "/ai/models?all=1");
    // A price column's cells for one model, found by its header. The table may move a column into the rows' details
    // once its figures arrive and widen it, so headers and cells are read together until both prices are drawn.
    const prices = async (table: ReturnType<Page["getByRole"]>, id: string, input: RegExp) => {
      const row = table.getByRole("row").filter({ has: page.getByText(id, { exact: true }) });
      await expect(row).toHaveCount(1, { timeout: 30_000 });
      let texts: string[] = [];
      await expect(async () => {
        const headers = await table.getByRole("columnheader").allInnerTexts();
        const at = headers.findIndex((text) => input.test(text.trim()));
        expect(at, `a column headed ${input}`).toBeGreaterThanOrEqual(0);
        const cells = await row.getByRole("cell").allInnerTexts();
        texts = [cells[at] ?? "", cells[at + 1] ?? ""].map((text) => text.trim());
        for (const text of texts) expect(text).toMatch(/^€\d+\.\d{2,6}$/);
      }).toPass({ timeout: 30_000 });
      return texts;
    };
    const portal = page.getByRole("table", { name: "Models" });
    const fromPortal = await prices(portal, "openai/gpt-4o", /^input per 1m tokens$/i);
    await expect(page.getByTestId("prices-currency")).toContainText("in EUR, the currency the portal bills in");

    await page.goto("/playground/models");
    const gateway = page.getByRole("table", { name: "Gateway models" });
    await expect(gateway.getByRole("row").nth(1)).toBeVisible({ timeout: 30_000 });
    const fromGateway = await prices(gateway, "openai/gpt-4o", /^input \/ 1m$/i);
    await expect(page.getByTestId("prices-currency")).toContainText("in EUR, the currency the portal bills in");

    expect(fromGateway).toEqual(fromPortal);
  });

  test("a token that can read no currency sees amounts without one, and the frame says why", async ({
    page,
    login,
  }) => {
    await login(page, TOKENS.translator, "/playground/models");
    await watchTexts(page);
    await page.reload();
    const table = page.getByRole("table", { name: "Gateway models" });
    await expect(table.getByRole("row").nth(1)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("currency-unknown")).toHaveText(shell.currencyUnknown);
    await expect(table).toContainText(/\d\.\d{2}/);
    await page.waitForLoadState("networkidle");
    const seen = await symbolsSeen(page);
    expect(seen.symbols).toEqual([]);
  });
});
