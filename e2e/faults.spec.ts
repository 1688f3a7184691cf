import { createServer, connect, type Server, type Socket } from "node:net";
import type { Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import ai from "../messages/en/ai.json" with { type: "json" };
import backups from "../messages/en/backups.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import errors from "../messages/en/errors.json" with { type: "json" };
import playground from "../messages/en/playground.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import translations from "../messages/en/translations.json" with { type: "json" };
import { expect, test as base, TOKENS } from "./fixtures";
import type { PortalFault } from "./support/sandbox-control";
import { freePort } from "./support/ports";
import { startStack, type Stack } from "./support/stack";

/**
 * What the user sees when an upstream fails, and that nothing typed is lost: the portal down (refusing connections,
 * or dropping every request), slower than the BFF waits, answering 500 or unreadable JSON, and a chat stream whose
 * connection drops halfway. Each time: a message naming what happened, and a console that keeps serving other pages
 * and `/api/health` meanwhile; a portal that cannot be reached heals by itself once it answers (e2e/outage.spec.ts
 * has the whole frame), the other faults offer a Retry that works once the fault is lifted.
 *
 * This file runs its own stack: the console waits UPSTREAM_TIMEOUT_MS for the portal instead of 30 s, and reaches the
 * portal through a TCP switch the tests can turn off, so "connection refused" is real.
 */

const UPSTREAM_TIMEOUT_MS = 2_500;

/** The browser retries a failed read twice (1 s, then 2 s later); a slow portal is given up on three times. */
const ERROR_SHOWN_WITHIN = 30_000;
/** The page's health check asks every 2 s while the portal is away; then the failed reads are asked again. */
const RECOVERED_WITHIN = 10_000;

const PORTAL_UNREACHABLE = createTranslator({ locale: "en", messages: { errors }, namespace: "errors" })(
  "upstream_unreachable",
  { upstream: "portal" },
);

/**
 * The portal cannot be reached: the frame's one banner says so, the page's list waits with a compact note (no error
 * card with its own Retry).
 */
async function expectPortalOutageShown(page: Page) {
  await expect(page.getByTestId("outage-banner")).toContainText(shell.outage.portal, { timeout: ERROR_SHOWN_WITHIN });
  await expect(page.getByRole("main").getByTestId("outage-note").first()).toHaveAttribute("data-upstream", "portal");
  await expect(page.getByRole("alert").filter({ hasText: PORTAL_UNREACHABLE })).toHaveCount(0);
}

/** A loopback TCP relay in front of the sandbox portal: `off()` refuses connections and cuts open ones. */
class PortalSwitch {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  target: { host: string; port: number } | null = null;

  constructor(readonly port: number) {}

  /** Starts relaying (again, on the same port); does nothing while it is on. */
  on(): Promise<void> {
    if (this.server) return Promise.resolve();
    const server = createServer((client) => {
      if (!this.target) return client.destroy();
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve, reject) =>
      server
        .once("error", (error) => {
          this.server = null;
          reject(error);
        })
        .listen(this.port, "127.0.0.1", () => resolve()),
    );
  }

  off(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const test = base.extend<{ portalSwitch: PortalSwitch }, { faultStack: { stack: Stack; portalSwitch: PortalSwitch } }>({
  faultStack: [
    async ({}, use) => {
      const portalSwitch = new PortalSwitch(await freePort());
      await portalSwitch.on();
      const stack = await startStack({
        consoleEnv: {
          UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
          PORTAL_URL: `http://127.0.0.1:${portalSwitch.port}`,
        },
      });
      const portal = new URL(stack.portalUrl);
      portalSwitch.target = { host: portal.hostname, port: Number(portal.port) };
      await use({ stack, portalSwitch });
      await stack.stop();
      await portalSwitch.off();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  stack: [async ({ faultStack }, use) => use(faultStack.stack), { scope: "worker" }],
  portalSwitch: async ({ faultStack }, use) => use(faultStack.portalSwitch),
});

// Each test waits out timeouts and the browser's retries, then opens a second page: more than the default minute on a
// shared, loaded machine.
test.describe.configure({ timeout: 120_000 });

/** A seeded, active key of the sandbox, read straight from the portal (not through the console under test). */
async function seededKeyName(stack: Stack): Promise<string> {
  const response = await fetch(`${stack.portalUrl}/ai/keys`, {
    headers: { "auth-token": TOKENS.admin, region: "eu-central" },
  });
  expect(response.ok).toBe(true);
  const keys = (await response.json()) as { name: string; is_active: boolean }[];
  const key = keys.find((k) => k.is_active);
  expect(key).toBeDefined();
  return key!.name;
}

/** The AI keys page has loaded its list: a seeded key can be found in it. */
async function expectKeysListed(page: Page, name: string) {
  await page.getByRole("searchbox").fill(name);
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
}

interface OtherPage {
  path: string;
  heading: string;
  /** Something only a page that got its data shows. */
  loaded(page: Page): Promise<void>;
}

/** While the fault lasts: `/api/health` answers 200 at once, and another console page opens and loads its data. */
async function expectConsoleStillServes(page: Page, other: OtherPage) {
  const started = Date.now();
  const health = await page.request.get("/api/health");
  expect(health.status()).toBe(200);
  // The health check pings each upstream for at most 2 s: it must not hang on the failing portal.
  expect(Date.now() - started).toBeLessThan(UPSTREAM_TIMEOUT_MS + 1_000);
  const second = await page.context().newPage();
  await second.goto(other.path);
  // Generous: this 2-core machine is shared with other builds; what matters is that the page comes at all.
  await expect(second.getByRole("heading", { level: 1, name: other.heading })).toBeVisible({ timeout: 20_000 });
  await other.loaded(second);
  await second.close();
  return (await health.json()) as { status: string; portal: { ok: boolean } };
}

/** The backups list (another portal operation than the failing one), found by a seeded backup's id. */
function backupsPage(stack: Stack): OtherPage {
  return {
    path: "/backups",
    heading: backups.list.title,
    loaded: async (page) => {
      const response = await fetch(`${stack.portalUrl}/backups`, {
        headers: { "auth-token": TOKENS.admin, region: "eu-central" },
      });
      const list = (await response.json()) as { id: string }[];
      expect(list.length).toBeGreaterThan(0);
      // The id column is hidden by default, but the search finds a backup by it: exactly one row (plus the header).
      await page.getByRole("searchbox").fill(list[0].id);
      await expect(page.getByRole("table", { name: backups.list.tableLabel })).toHaveAttribute("aria-rowcount", "2", {
        timeout: 20_000,
      });
    },
  };
}

/** The gateway's model list: needs no portal at all. */
const MODELS_PAGE: OtherPage = {
  path: "/playground/models",
  heading: "Gateway models",
  loaded: (page) => expect(page.getByText("openai/gpt-4o-mini", { exact: true })).toBeVisible({ timeout: 20_000 }),
};

test.describe("portal faults on a list page", () => {
  test.afterEach(async ({ stack, portalSwitch }) => {
    await stack.control.clearFaults();
    await portalSwitch.on();
  });

  const cases: { name: string; fault: PortalFault; message: string }[] = [
    {
      name: "slower than the BFF waits",
      fault: { operation: "ai.keys.list", mode: "slow", delayMs: 4 * UPSTREAM_TIMEOUT_MS },
      message: errors.upstream_timeout,
    },
    { name: "a 500", fault: { operation: "ai.keys.list", mode: "error", status: 500 }, message: errors.upstream_error },
    {
      name: "malformed JSON",
      fault: { operation: "ai.keys.list", mode: "malformed" },
      message: errors.upstream_malformed,
    },
  ];

  for (const { name, fault, message } of cases) {
    test(`${name}: the page says so, other pages and health keep working, Retry loads the list once it is over`, async ({
      page,
      login,
      stack,
    }) => {
      const keyName = await seededKeyName(stack);
      await login(page, TOKENS.admin, "/");
      await stack.control.fault(fault);
      await page.goto("/ai/keys");
      await expect(page.getByRole("heading", { level: 1, name: ai.keys.title })).toBeVisible();

      if (fault.mode === "slow") {
        // While the keys request still waits on the portal, the console answers everything else.
        await expectConsoleStillServes(page, backupsPage(stack));
      }
      const alert = page.getByRole("alert").filter({ hasText: message });
      await expect(alert).toBeVisible({ timeout: ERROR_SHOWN_WITHIN });
      await expect(alert).toContainText(common.errors.title);
      await expect(alert).not.toContainText(/stack|at .*\.js|ECONN|undici/i);
      if (fault.mode !== "slow") {
        const health = await expectConsoleStillServes(page, backupsPage(stack));
        expect(health.portal.ok).toBe(true);
      }

      await stack.control.clearFaults();
      await alert.getByRole("button", { name: common.actions.retry }).click();
      await expect(alert).toBeHidden();
      await expectKeysListed(page, keyName);
    });
  }

  test("portal down, every request dropped: 'cannot be reached' once, the playground still works, the list comes back by itself", async ({
    page,
    login,
    stack,
  }) => {
    const keyName = await seededKeyName(stack);
    await login(page, TOKENS.admin, "/");
    await stack.control.fault({ mode: "drop" });
    await page.goto("/ai/keys");
    await expectPortalOutageShown(page);
    const health = await expectConsoleStillServes(page, MODELS_PAGE);
    expect(health).toMatchObject({ status: "degraded", portal: { ok: false } });

    await stack.control.clearFaults();
    await expect(page.getByTestId("outage-banner")).toHaveCount(0, { timeout: RECOVERED_WITHIN });
    await expectKeysListed(page, keyName);
  });

  test("portal down, connection refused: 'cannot be reached' once, the playground still works, the list comes back by itself", async ({
    page,
    login,
    stack,
    portalSwitch,
  }) => {
    const keyName = await seededKeyName(stack);
    await login(page, TOKENS.admin, "/");
    await portalSwitch.off();
    await page.goto("/ai/keys");
    await expectPortalOutageShown(page);
    const health = await expectConsoleStillServes(page, MODELS_PAGE);
    expect(health).toMatchObject({ status: "degraded", portal: { ok: false } });

    await portalSwitch.on();
    await expect(page.getByTestId("outage-banner")).toHaveCount(0, { timeout: RECOVERED_WITHIN });
    await expectKeysListed(page, keyName);
  });
});

const tokenRow = (page: Page, key: string) => page.locator(`[role=row][data-key="${key}"]`);
const tokenEditor = (page: Page, key: string) =>
  page.getByRole("textbox", { name: translations.editor.label.replace("{key}", key) });

async function germanText(stack: Stack, key: string): Promise<string> {
  const response = await fetch(`${stack.portalUrl}/i18n/lang/de`, {
    headers: { "auth-token": TOKENS.admin, region: "eu-central" },
  });
  return ((await response.json()) as Record<string, string>)[key] ?? "";
}

test.describe("nothing typed is lost", () => {
  test.afterEach(async ({ stack, portalSwitch }) => {
    await stack.control.clearFaults();
    await stack.control.pace(30);
    await portalSwitch.on();
  });

  test("a translation draft survives a save while the portal is down, and a reload; it saves once the portal is back", async ({
    page,
    login,
    stack,
  }) => {
    const key = "portal.action.confirm";
    const text = "Bestätigen (Entwurf)";
    // The editor asks before a reload with unsaved drafts; the test answers "leave".
    const prompts: string[] = [];
    page.on("dialog", (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    await login(page, TOKENS.translator, `/translations/de?q=${key}`);
    await expect(page.getByTestId("token-grid")).toBeVisible();
    await tokenRow(page, key).getByRole("gridcell").nth(2).click();
    await tokenEditor(page, key).fill(text);

    await stack.control.fault({ mode: "drop" });
    await page.keyboard.press("Enter");
    const failed = tokenRow(page, key);
    await expect(failed).toHaveAttribute("data-state", "failed", { timeout: ERROR_SHOWN_WITHIN });
    await expect(failed.getByRole("alert")).toHaveText(
      new RegExp(escape(translations.row.saveFailed.replace("{reason}", PORTAL_UNREACHABLE))),
    );
    await expect(failed).toContainText(text);

    // Reload while the portal is still down: the table cannot load; the frame says why, the table waits.
    await page.reload();
    expect(prompts).toContain("beforeunload");
    await expectPortalOutageShown(page);
    await expect((await page.request.get("/api/health")).status()).toBe(200);

    await stack.control.clearFaults();
    expect(await germanText(stack, key)).toBe("");
    const restored = tokenRow(page, key);
    await expect(restored).toHaveAttribute("data-state", "unsaved");
    await expect(restored).toContainText(text);

    await restored.getByRole("gridcell").nth(2).click();
    await expect(tokenEditor(page, key)).toHaveValue(text);
    await tokenEditor(page, key).press("Enter");
    await expect(tokenRow(page, key)).toHaveAttribute("data-state", "translated");
    expect(await germanText(stack, key)).toBe(text);
  });

  test("a chat stream dropped halfway keeps the prompt and every chunk that arrived, says why, and Retry completes it", async ({
    page,
    login,
    stack,
  }) => {
    const prompt = "Tell me about lighthouses and the sea";
    const chunksBeforeDrop = 40;
    // Fast, so the drop comes right behind a burst of chunks: none of them may go missing.
    await stack.control.pace(1_000);
    await stack.control.gatewayFault({ mode: "drop-mid-stream", afterChunks: chunksBeforeDrop });
    await login(page, TOKENS.admin, "/playground");
    await expect(page.getByLabel("Model", { exact: true })).not.toHaveValue("");
    const box = page.getByLabel("Message", { exact: true });
    await box.fill(prompt);
    await box.press("Enter");

    const answer = page.getByTestId("message-assistant").last();
    await expect(answer).toHaveAttribute("data-state", "interrupted", { timeout: 30_000 });
    await expect(page.getByTestId("message-user").last().getByTestId("message-content")).toHaveText(prompt);
    await expect(answer.getByTestId("interrupted-hint")).toHaveText(playground.chat.interruptedBy.upstream_dropped);
    await expect(answer.getByText(playground.chat.interrupted, { exact: true })).toBeVisible();

    // Every chunk the gateway sent before the drop reached the browser, then the relay's error event.
    await answer.getByRole("button", { name: playground.chat.viewRaw }).click();
    const dialog = page.getByRole("dialog", { name: playground.raw.title });
    await dialog.getByRole("tab", { name: `Response (${chunksBeforeDrop + 1} chunks)` }).click();
    const lines = ((await dialog.getByTestId("raw-chunks").textContent()) ?? "").split("\n").filter(Boolean);
    expect(lines).toHaveLength(chunksBeforeDrop + 1);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ error: { code: "upstream_dropped" } });
    const lastDelta = lines
      .slice(0, -1)
      .map(
        (line) =>
          (JSON.parse(line) as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta?.content ?? "",
      )
      .filter((content) => content.trim() !== "")
      .at(-1);
    expect(lastDelta).toBeDefined();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(answer.getByTestId("message-content")).toContainText(lastDelta!.trim());

    const health = await expectConsoleStillServes(page, backupsPage(stack));
    expect(health.status).toBe("ok");

    await stack.control.clearFaults();
    await answer.getByRole("button", { name: playground.chat.retry }).click();
    const retried = page.getByTestId("message-assistant").last();
    await expect(retried).toHaveAttribute("data-state", "complete", { timeout: 30_000 });
    await expect(retried.getByTestId("message-content")).not.toBeEmpty();
    await expect(page.getByTestId("message-user").last().getByTestId("message-content")).toHaveText(prompt);
  });

  test("a chat stream that stalls longer than the BFF waits ends as interrupted, says so, and keeps what arrived", async ({
    page,
    login,
    stack,
  }) => {
    const prompt = "Describe a quiet harbour";
    // One token every 5 s: the relay gives up after UPSTREAM_TIMEOUT_MS of silence.
    await stack.control.pace(0.2);
    await login(page, TOKENS.admin, "/playground");
    await expect(page.getByLabel("Model", { exact: true })).not.toHaveValue("");
    const box = page.getByLabel("Message", { exact: true });
    await box.fill(prompt);
    await box.press("Enter");
    const answer = page.getByTestId("message-assistant").last();
    await expect(answer).toHaveAttribute("data-state", "interrupted", { timeout: 30_000 });
    await expect(answer.getByTestId("interrupted-hint")).toHaveText(playground.chat.interruptedBy.upstream_timeout);
    await expect(page.getByTestId("message-user").last().getByTestId("message-content")).toHaveText(prompt);

    await stack.control.pace(1_000);
    await answer.getByRole("button", { name: playground.chat.retry }).click();
    await expect(page.getByTestId("message-assistant").last()).toHaveAttribute("data-state", "complete", {
      timeout: 30_000,
    });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
