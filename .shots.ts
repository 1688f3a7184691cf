// Screenshot helper (not committed): a sandbox and the built console, pages at 390 and 1440 px in en and de.
import { chromium } from "@playwright/test";
import { startStack, TOKENS } from "./e2e/support/stack";
import { CHROMIUM, CHROMIUM_ARGS } from "./playwright.config";

const pages = (process.env.SHOT_PAGES ?? "/ai/costs").split(",");
const locales = (process.env.SHOT_LOCALES ?? "en,de").split(",");
const widths = (process.env.SHOT_WIDTHS ?? "1440,390").split(",").map(Number);
const token = process.env.SHOT_TOKEN ?? TOKENS.admin;

async function main() {
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const keys = (await (
      await fetch(`${stack.portalUrl}/ai/keys`, { headers: { "auth-token": TOKENS.admin, region: "eu-central" } })
    ).json()) as { id: string; name: string; project_id: string }[];
    const projects = (await (
      await fetch(`${stack.portalUrl}/ai/projects`, { headers: { "auth-token": TOKENS.admin, region: "eu-central" } })
    ).json()) as { id: string; name: string }[];
    const sub = (p: string) =>
      p.replace("{key}", keys.find((k) => k.name === "support-bot-chat-widget")?.id ?? keys[0].id).replace("{project}", projects[0].id);
    for (const locale of locales) {
      for (const width of widths) {
        const context = await browser.newContext({ baseURL: stack.consoleUrl, viewport: { width, height: Number(process.env.SHOT_HEIGHT ?? 900) }, locale: "en-US" });
        await context.addCookies([{ name: "console-locale", value: locale, url: stack.consoleUrl }]);
        const page = await context.newPage();
        const session = await page.request.post("/api/session", { data: { token, region: "eu-central" }, headers: { "x-csrf": "1" } });
        if (!session.ok()) throw new Error(`sign-in ${session.status()}`);
        for (const p of pages) {
          await page.goto(sub(p));
          await page.waitForLoadState("networkidle");
          await page.waitForTimeout(1500);
          const name = `${p.replace(/[/?=&{}]+/g, "_")}-${locale}-${width}.png`;
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const viewport = page.viewportSize()!;
          const step = Number(process.env.SHOT_STEP ?? 1000);
          for (let y = 0, n = 0; y < Math.min(height, viewport.height); y += step, n++) {
            const file = name.replace(".png", `-${n}.png`);
            await page.screenshot({ path: `/tmp/shots/${file}`, clip: { x: 0, y, width: viewport.width, height: Math.min(step, viewport.height - y) } });
            console.log("shot", file);
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
