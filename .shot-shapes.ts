import { chromium } from "@playwright/test";
import { startStack } from "./e2e/support/stack";
import { CHROMIUM, CHROMIUM_ARGS } from "./playwright.config";

async function main() {
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const width of [1440, 390]) {
      const context = await browser.newContext({ baseURL: stack.consoleUrl, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.request.post("/api/session", { data: { token: "demo-admin-token", region: "eu-central" }, headers: { "x-csrf": "1" } });
      await stack.control.fault({ operation: "property.list", mode: "answer", body: {} });
      await stack.control.fault({ operation: "ai.keys.list", mode: "answer", body: "unexpected" });
      await page.goto("/ai/keys");
      await page.getByText("in an unexpected shape").first().waitFor();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shapes-shots/ai-keys-${width}.png` });
      await stack.control.clearFaults();
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
