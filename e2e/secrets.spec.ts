/**
 * Secrets never reach the browser. The access token, the console's own gateway key (GATEWAY_API_KEY) and a session
 * gateway key are random sentinels that the sandbox accepts, so every screen and action really works with them.
 * A tour of EVERY page of the console (each app/(console) page file: sidebar pages, sub-pages and one record of each
 * detail page, every tab of each) and the main actions (create a key, change a budget, chat with the server's key,
 * set a session key in the playground, chat and embed with it, save a translation, switch region) records every
 * response: headers and bodies (server-rendered HTML, RSC payloads, JSON, event streams). None of them, nor
 * `document.cookie`, the browser's cookie jar, local and session storage, nor any file of the build's `static`
 * folder (the dist dir in use), may hold a sentinel. The sentinels are checked to have reached the upstreams, so
 * the test would have seen a leak.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, test, type Page, type Response } from "@playwright/test";
import ai from "../messages/en/ai.json" with { type: "json" };
import playground from "../messages/en/playground.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import translations from "../messages/en/translations.json" with { type: "json" };
import { startStack, type Stack } from "./support/stack";

const hex = () => randomBytes(16).toString("hex");
const SENTINELS = {
  token: `sentinel-token-${hex()}`,
  consoleGatewayKey: `sk-gateway-sentinel-${hex()}`,
  sessionGatewayKey: `sk-gateway-sentinel-${hex()}`,
};

/** Every page file of the console, as its route ("/ai/keys/[keyId]"); `[...missing]` is the not-found page. */
function consoleRoutes(): string[] {
  const root = join("app", "(console)");
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return name === "page.tsx" ? [`/${relative(root, dir).split(sep).join("/")}`.replace(/\/$/, "") || "/"] : [];
    });
  return walk(root).sort();
}
const ROUTES = consoleRoutes();
const isDynamic = (route: string) => route.includes("[");
/** Static routes are opened directly; the catch-all is opened through a path that matches nothing. */
const STATIC_PAGES = ROUTES.filter((r) => !isDynamic(r));
const NOT_FOUND_PAGE = "/no/such/page";

/** One record of each dynamic page: the list page to start from and the shape of the links that open one. */
const DETAILS: Record<string, { from: string; link: RegExp }> = {
  "/ai/keys/[keyId]": { from: "/ai/keys", link: /^\/ai\/keys\/[^/?]+$/ },
  "/ai/projects/[projectId]": { from: "/ai/projects", link: /^\/ai\/projects\/[^/?]+$/ },
  "/backups/[backupId]": { from: "/backups", link: /^\/backups\/(?!protection|policies)[^/?]+$/ },
  "/clusters/[namespace]/[shoot]": { from: "/clusters", link: /^\/clusters\/(?!projects|new)[^/?]+\/[^/?]+$/ },
  "/clusters/projects/[project]": { from: "/clusters/projects", link: /^\/clusters\/projects\/[^/?]+$/ },
  "/infrastructure/projects/[projectId]": {
    from: "/infrastructure/projects",
    link: /^\/infrastructure\/projects\/[^/?]+$/,
  },
  "/access/profiles/[name]": { from: "/access", link: /^\/access\/profiles\/[^/?]+$/ },
  "/tasks/[taskId]": { from: "/tasks", link: /^\/tasks\/[^/?]+$/ },
  "/dashboards/[path]": { from: "/dashboards", link: /^\/dashboards\/[^/?]+$/ },
  "/translations/[lang]": { from: "/translations", link: /^\/translations\/[^/?]+$/ },
  "/translations/[lang]/glossary": { from: "/translations/de", link: /^\/translations\/[^/?]+\/glossary$/ },
};

/** The path of one record of a detail page whose list has no link to it, read from the sandbox portal. */
async function firstRecordPath(route: string): Promise<string | undefined> {
  const lists: Record<string, { path: string; page: (record: { id: string }) => string }> = {
    "/backups/[backupId]": { path: "/backups", page: (r) => `/backups/${r.id}` },
  };
  const list = lists[route];
  if (!list) return undefined;
  const response = await fetch(`${stack.portalUrl}${list.path}`, {
    headers: { "auth-token": SENTINELS.token, region: "eu-central" },
  });
  const records = (await response.json()) as { id: string }[];
  return records[0] ? list.page(records[0]) : undefined;
}

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack({
    extraTokens: [{ name: "sentinel", value: SENTINELS.token, permissions: ["*"] }],
    gatewayKeys: [SENTINELS.consoleGatewayKey, SENTINELS.sessionGatewayKey],
    consoleEnv: { GATEWAY_API_KEY: SENTINELS.consoleGatewayKey },
  });
});
test.afterAll(async () => {
  await stack?.stop();
});

/** Which sentinels a text holds, by name. */
const leaksIn = (text: string) =>
  Object.entries(SENTINELS)
    .filter(([, value]) => text.includes(value))
    .map(([name]) => name);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Waits until the page has settled: the network quiet (bounded: some widgets poll) and no loading placeholder. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 2_000 }).catch(() => undefined);
  await expect(page.locator("[data-slot='skeleton'], [aria-busy='true']"))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/** Opens each tab of the page's first tab list in `main`, so the data behind every tab is fetched too. */
async function visitTabs(page: Page): Promise<number> {
  const tabs = page.getByRole("main").getByRole("tablist").first().getByRole("tab");
  const count = await tabs.count();
  let opened = 0;
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    if ((await tab.getAttribute("aria-selected")) === "true" || (await tab.isDisabled())) continue;
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await settle(page);
    opened += 1;
  }
  return opened;
}

const lastAnswer = (page: Page) => page.getByTestId("message-assistant").last();

async function chat(page: Page, text: string) {
  await page.goto(`${stack.consoleUrl}/playground`);
  await expect(page.getByLabel("Model", { exact: true })).not.toHaveValue("");
  const before = await page.getByTestId("message-assistant").count();
  const box = page.getByLabel(playground.chat.composerLabel, { exact: true });
  await box.fill(text);
  await box.press("Enter");
  await expect(page.getByTestId("message-assistant")).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(lastAnswer(page).getByTestId("message-content")).not.toBeEmpty({ timeout: 30_000 });
  await expect(page.getByTestId("streaming-answer")).toHaveCount(0, { timeout: 30_000 });
}

test("no secret reaches a response, the browser's storage or the static build, on every page and action", async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  const seen: { url: string; type: string; text: string }[] = [];
  const pending: Promise<void>[] = [];
  const record = async (response: Response) => {
    const headers = JSON.stringify(await response.allHeaders().catch(() => response.headers()));
    // Event streams may stay open: bodies are read with a bound. Redirects have no body to read.
    const body = await Promise.race([
      response.text().catch(() => ""),
      new Promise<string>((resolve) => setTimeout(() => resolve(""), 10_000)),
    ]);
    seen.push({ url: response.url(), type: response.headers()["content-type"] ?? "", text: `${headers}\n${body}` });
  };
  page.on("response", (response) => pending.push(record(response)));
  const portalMark = await stack.control.mark();
  const gatewayMark = (await stack.control.gatewayRequests(0)).at(-1)?.seq ?? 0;

  await test.step("sign in with the sentinel token", async () => {
    await page.goto(`${stack.consoleUrl}/login`);
    await page.getByLabel("Access token", { exact: true }).fill(SENTINELS.token);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).not.toHaveURL(/\/login/);
  });

  const visited: string[] = [];
  await test.step("every static page, sub-page and the not-found page, with every tab", async () => {
    for (const path of [...STATIC_PAGES, NOT_FOUND_PAGE]) {
      await page.goto(`${stack.consoleUrl}${path}`);
      await expect(page.locator("main").first()).toBeVisible();
      await expect(page).not.toHaveURL(/\/login/);
      await settle(page);
      await visitTabs(page);
      visited.push(path);
    }
  });

  await test.step("one record of every detail page, reached by a client navigation (RSC), with every tab", async () => {
    // Every dynamic page file has a way to reach one of its records: a new page must be added here.
    expect(ROUTES.filter(isDynamic).filter((r) => r !== "/[...missing]" && !(r in DETAILS))).toEqual([]);
    for (const [route, { from, link }] of Object.entries(DETAILS)) {
      await page.goto(`${stack.consoleUrl}${from}`);
      await settle(page);
      const hrefs = await page
        .getByRole("main")
        .locator("a[href]")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      let href = hrefs.find((h) => link.test(h));
      if (href) {
        await page.getByRole("main").locator(`a[href="${href}"]`).first().click();
      } else {
        // Lists whose rows open on click rather than through a link: one record's page, from the portal's own list.
        href = await firstRecordPath(route);
        await page.goto(`${stack.consoleUrl}${href}`);
      }
      expect(href, `a link to ${route} on ${from}`).toMatch(link);
      await expect(page).toHaveURL(`${stack.consoleUrl}${href}`);
      await expect(page.locator("main").first()).toBeVisible();
      await settle(page);
      await visitTabs(page);
      visited.push(href!);
    }
  });

  await test.step("create an AI key", async () => {
    await page.goto(`${stack.consoleUrl}/ai/keys`);
    await page.getByRole("button", { name: ai.keys.create.open }).click();
    const dialog = page.getByRole("dialog", { name: ai.keys.create.title });
    await dialog.getByLabel(ai.keys.create.name).fill(`sentinel-run-${hex().slice(0, 8)}`);
    await dialog.getByLabel(ai.keys.create.descriptionField).fill("made by the sentinel run");
    await dialog.getByRole("button", { name: ai.keys.create.submit }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("change a key's budget", async () => {
    await page.goto(`${stack.consoleUrl}/ai/keys`);
    await expect(page.getByRole("main").locator('a[href^="/ai/keys/"]').first()).toBeVisible();
    const href = (
      await page
        .getByRole("main")
        .locator("a[href]")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))
    ).find((h) => /^\/ai\/keys\/[^/?]+$/.test(h));
    expect(href).toBeTruthy();
    await page.goto(`${stack.consoleUrl}${href}?tab=limits`);
    const editor = page.getByTestId("budgets-editor");
    const lines = editor.getByRole("listitem");
    await expect(editor).toBeVisible();
    const before = await lines.count();
    await editor.getByRole("button", { name: ai.limits.addBudget }).click();
    await expect(lines).toHaveCount(before + 1);
    await lines.nth(before).getByLabel(ai.limits.maxLimit).fill("42");
    await lines.nth(before).getByLabel(ai.limits.resetEvery).selectOption("30d");
    await editor.getByRole("button", { name: ai.limits.saveBudgets }).click();
    await expect(editor.getByRole("status")).toHaveText(ai.limits.saved);
  });

  await test.step("chat with the server's gateway key", async () => {
    await chat(page, "Hello from the sentinel run");
  });

  await test.step("set a session gateway key in the playground, then chat and embed with it", async () => {
    await page.getByRole("button", { name: playground.key.button }).click();
    const dialog = page.getByRole("dialog", { name: playground.key.title });
    await dialog.getByLabel(playground.key.label).fill(SENTINELS.sessionGatewayKey);
    await dialog.getByRole("button", { name: playground.key.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: /Session key/ })).toContainText(
      SENTINELS.sessionGatewayKey.slice(-4),
    );
    await chat(page, "Hello again, with the session key");

    await page.goto(`${stack.consoleUrl}/playground/embeddings`);
    await page.getByLabel("Model", { exact: true }).selectOption("openai/text-embedding-3-small");
    await page.getByRole("button", { name: playground.embeddings.submit }).click();
    await expect(page.getByTestId("similarity-heatmap")).toBeVisible();
  });

  await test.step("save a translation", async () => {
    const key = "portal.menu.clusters";
    await page.goto(`${stack.consoleUrl}/translations/de?q=${key}`);
    const row = page.locator(`[role=row][data-key="${key}"]`);
    await row.getByRole("gridcell").nth(2).click();
    const editor = page.getByRole("textbox", { name: translations.editor.label.replace("{key}", key) });
    await editor.fill("Cluster (Sentinel)");
    await editor.press("Enter");
    await expect(row).toHaveAttribute("data-state", "translated");
  });

  await test.step("switch region and look around there", async () => {
    await page.goto(`${stack.consoleUrl}/`);
    const region = page.getByRole("banner").getByRole("combobox", { name: shell.region });
    await region.selectOption("eu-west");
    await expect(region).toHaveValue("eu-west");
    for (const path of ["/", "/ai/keys", "/backups"]) {
      await page.goto(`${stack.consoleUrl}${path}`);
      await expect(page.getByRole("banner").getByRole("combobox", { name: shell.region })).toHaveValue("eu-west");
      await settle(page);
    }
  });

  await test.step("the sentinels reached the upstreams: a leak would have been seen", async () => {
    const portal = await stack.control.requests(portalMark, { probes: true });
    const withToken = portal.filter((r) => r.headers["auth-token"] === SENTINELS.token);
    expect(withToken.length).toBeGreaterThan(20);
    const sent = (r: { method: string; path: string }) => `${r.method} ${r.path.split("?")[0]}`;
    expect(withToken.map(sent)).toEqual(
      expect.arrayContaining(["POST /ai/keys", expect.stringMatching(/^PATCH \/ai\/keys\//), "POST /i18n/lang/de"]),
    );
    expect(withToken.some((r) => r.headers.region === "eu-west")).toBe(true);
    const gateway = (await stack.control.gatewayRequests(gatewayMark)).map((r) =>
      String(r.headers.authorization ?? ""),
    );
    expect(gateway).toContain(`Bearer ${SENTINELS.consoleGatewayKey}`);
    expect(gateway).toContain(`Bearer ${SENTINELS.sessionGatewayKey}`);
  });

  await Promise.all(pending);
  await test.step("no response holds a sentinel", async () => {
    console.log(`secrets: ${visited.length} pages visited, ${seen.length} responses searched`);
    expect(visited.length).toBe(STATIC_PAGES.length + 1 + Object.keys(DETAILS).length);
    // HTML documents, RSC payloads, JSON and event streams were among them.
    expect(seen.some((s) => s.type.includes("text/html") && s.text.includes("<html"))).toBe(true);
    expect(seen.some((s) => s.type.includes("text/x-component"))).toBe(true);
    expect(seen.some((s) => s.type.includes("application/json"))).toBe(true);
    expect(seen.some((s) => s.type.includes("text/event-stream"))).toBe(true);
    const leaks = seen.flatMap((s) => leaksIn(s.text).map((name) => `${name} in ${s.url}`));
    expect(leaks).toEqual([]);
  });

  await test.step("nor the browser's cookies or storage", async () => {
    const storage = await page.evaluate(() => {
      const dump = (store: Storage) =>
        Array.from({ length: store.length }, (_, i) => `${store.key(i)}=${store.getItem(store.key(i)!)}`).join("\n");
      return `${document.cookie}\n${dump(localStorage)}\n${dump(sessionStorage)}`;
    });
    expect(leaksIn(storage)).toEqual([]);
    const jar = JSON.stringify(await context.cookies());
    expect(jar).toContain("console-session");
    expect(leaksIn(jar)).toEqual([]);
  });

  await test.step("nor any file of the build's static folder", async () => {
    const staticDir = join(process.env.NEXT_DIST_DIR || ".next", "static");
    const files = filesUnder(staticDir);
    expect(files.length).toBeGreaterThan(0);
    const leakingFiles = files.filter((file) => leaksIn(readFileSync(file, "latin1")).length > 0);
    expect(leakingFiles).toEqual([]);
  });
});
