import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import common from "../messages/en/common.json" with { type: "json" };
import dashboards from "../messages/en/dashboards.json" with { type: "json" };
import errors from "../messages/en/errors.json" with { type: "json" };
import quotas from "../messages/en/quotas.json" with { type: "json" };
import taskMessages from "../messages/en/tasks.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import { NAV } from "../components/shell/nav";
import { matchOperation, operations, type OperationId } from "../lib/portal/operations";
import { expect, test } from "./fixtures";
import { settle, signIn } from "./support/page-visit";
import { CONSOLE_PAGES, DETAIL_PAGES } from "./support/pages";
import type { Stack } from "./support/stack";

/**
 * Every portal read the console's pages make, answered in shapes the spec does not promise (an object for an array
 * and the reverse, null, a string, an array of non-objects, a field or a list item of the wrong type, 10,000 items), on
 * the page that shows it: no page falls to the global error boundary or to its page boundary, the place that shows
 * the read names the operation when the answer does not fit the catalog's shape, and the navigation stays usable.
 *
 * Two runs of the same check. The bounded one is part of the normal suite (a few minutes): every read the navigation
 * declares, on the page that declares it, in two shapes chosen by rotation (a new pair each day; SHAPES_ROTATION=n
 * repeats a day's), plus the places this suite once found open, each in the shape that broke it. The full survey
 * (SHAPES_SURVEY=1, most of an hour) records the reads and their pages by a tour of every console page and one record
 * of each detail page (the browser's /api/portal calls), and tries every shape on each read's primary page (the first
 * page of the tour that shows it in its content; see PLACES for the frame's reads), one page load per (read, shape).
 * Each shape is a test of its own ("survey: <shape>"), so a timeout loses one shape; the tour is made once per run
 * and kept in the run's output folder for the shapes after it. To run it in parts:
 *   SHAPES_READS=a.b,c.d  only those reads (to look at one place again after a fix);
 *   SHAPES_NAMES=null,10k only those shapes, by slug or full name: field, 10k, kind, null, string, non-objects, item.
 *
 * And the boundaries themselves: a render error thrown in a widget, a panel and a page (an answer the BFF would have
 * refused, given to the browser directly) stays at that level, with the navigation working.
 */

const FRAME_SHARE = 0.8;

/** Where the frame's own reads (made on nearly every page) are shown as content, and how to open that place. */
const PLACES: Partial<Record<OperationId, { page: string; open?: (page: Page) => Promise<void> }>> = {
  "notifications.list": { page: "/", open: (page) => page.getByTestId("notifications-bell").click() },
  "context.get": { page: "/settings" },
  "theme.get": { page: "/settings" },
  "tasks.list": { page: "/tasks" },
  "i18n.langs.list": { page: "/translations" },
  "dashboards.menu": { page: "/dashboards" },
};

type Sample = unknown;
interface Read {
  id: OperationId;
  page: string;
  sample: Sample;
}
/** One page load: a read answered in one shape on one page. */
interface Combination extends Read {
  shape: Shape;
}

interface Shape {
  name: string;
  /** A short name for SHAPES_NAMES. */
  slug: string;
  /** The body the portal answers, or null when the shape does not apply to this read's answer. */
  make: (sample: Sample) => { body: unknown; repeat?: number } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The answer with its first record's first plain field (else its first field) given a value of another kind. */
function wrongField(sample: Sample): { body: unknown } {
  const record = Array.isArray(sample) ? sample[0] : sample;
  const base = isRecord(record) ? record : {};
  const keys = Object.keys(base);
  const key = keys.find((k) => ["string", "number", "boolean"].includes(typeof base[k])) ?? keys[0] ?? "id";
  const value = base[key];
  const wrong = { ...base, [key]: typeof value === "object" && value !== null ? "unexpected" : { unexpected: [1] } };
  return { body: Array.isArray(sample) ? [wrong, ...sample.slice(1)] : wrong };
}

/** The answer's list (itself, or an object's first array field with items) and where it sits. */
function listOf(sample: Sample): { items: unknown[]; rebuild: (items: unknown[]) => unknown } | null {
  if (Array.isArray(sample)) return sample.length > 0 ? { items: sample, rebuild: (items) => items } : null;
  if (!isRecord(sample)) return null;
  const field = Object.entries(sample).find(([, v]) => Array.isArray(v) && v.length > 0)?.[0];
  if (field === undefined) return null;
  return { items: sample[field] as unknown[], rebuild: (items) => ({ ...sample, [field]: items }) };
}

/** The answer's list with its first item given a field of another kind (a record) or replaced by a number. */
function wrongItem(sample: Sample): { body: unknown } | null {
  const list = listOf(sample);
  if (!list) return null;
  const [first, ...rest] = list.items;
  return { body: list.rebuild([isRecord(first) ? wrongField(first).body : 42, ...rest]) };
}

/** The answer's list (itself, or an object's first array field) as 10,000 records numbered by their ids and names. */
function tenThousand(sample: Sample): { body: unknown; repeat: number } | null {
  const number = (item: unknown) =>
    isRecord(item)
      ? Object.fromEntries(
          Object.entries(item).map(([k, v]) => [
            k,
            typeof v === "string" && /(^|_)(id|name|key|uuid)$/.test(k) ? `${v}-{i}` : v,
          ]),
        )
      : item;
  if (Array.isArray(sample)) return sample.length > 0 ? { body: [number(sample[0])], repeat: 10_000 } : null;
  if (!isRecord(sample)) return null;
  const entries = Object.entries(sample);
  const list = entries.find(([, v]) => Array.isArray(v) && v.length > 0);
  if (!list) return null;
  // The sandbox grows the first array field: keep only the one with items.
  const body = Object.fromEntries(entries.filter(([k, v]) => k === list[0] || !Array.isArray(v)));
  return { body: { ...body, [list[0]]: [number((list[1] as unknown[])[0])] }, repeat: 10_000 };
}

const SHAPES: Shape[] = [
  { name: "a field of the wrong type", slug: "field", make: wrongField },
  { name: "10,000 items", slug: "10k", make: tenThousand },
  {
    name: "the other kind (object for array, array for object)",
    slug: "kind",
    make: (s) => ({ body: Array.isArray(s) ? {} : [] }),
  },
  { name: "null", slug: "null", make: () => ({ body: null }) },
  { name: "a string", slug: "string", make: () => ({ body: "unexpected" }) },
  { name: "an array of non-objects", slug: "non-objects", make: () => ({ body: [1, "two", null] }) },
  { name: "a list item of the wrong type", slug: "item", make: wrongItem },
];
const shapeNamed = (name: string) => SHAPES.find((shape) => shape.name === name)!;

const shapeText = (id: OperationId) =>
  errors.unexpected_shape.replace("{operation}", `${operations[id].method} ${operations[id].path}`);

/** True when the BFF passes the answer on (it fits the catalog's lenient schema), false when it must name the read. */
function fits(id: OperationId, { body }: { body: unknown }): boolean {
  const output = operations[id].output;
  return output === null || output.safeParse(body).success;
}

/** Pages whose navigation entry declares the read: the page that shows it in its content. */
const declaredPages = (id: OperationId) =>
  NAV.flatMap((item) => [item, ...(item.children ?? [])])
    .filter((entry) => entry.reads?.includes(id))
    .map((entry) => entry.href);

/** The tour: every console page and one record of each detail page, with the reads the browser made on each. */
async function recordReads(browser: Browser, stack: Stack): Promise<Read[]> {
  const context = await browser.newContext({ baseURL: stack.consoleUrl });
  const page = await context.newPage();
  await signIn(page, "admin");
  const pagesOf = new Map<OperationId, string[]>();
  const samples = new Map<OperationId, Sample>();
  let current = "";
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (response.request().method() !== "GET" || !url.pathname.startsWith("/api/portal/")) return;
    const match = matchOperation("GET", url.pathname.slice("/api/portal".length));
    if (!match) return;
    const id = match.op.id as OperationId;
    // The page that asked (a read finishing after the next navigation began still belongs to its page).
    const referer = await response.request().headerValue("referer");
    const at = referer ? new URL(referer).pathname : current;
    const seen = pagesOf.get(id) ?? [];
    if (!seen.includes(at)) pagesOf.set(id, [...seen, at]);
    if (response.ok() && !samples.has(id)) samples.set(id, await response.json().catch(() => undefined));
  });
  const visit = async (path: string) => {
    current = path;
    await page.goto(path);
    await settle(page);
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  };
  const visited: string[] = [];
  for (const path of CONSOLE_PAGES) {
    await visit(path);
    visited.push(path);
  }
  for (const { from, link } of DETAIL_PAGES) {
    await visit(from);
    const hrefs = await page
      .getByRole("main")
      .locator("a[href]")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    const href = hrefs.find((h) => link.test(h));
    if (!href) continue;
    await visit(href);
    visited.push(href);
  }
  await context.close();

  const reads: Read[] = [];
  for (const [id, pages] of pagesOf) {
    const frame = pages.length >= visited.length * FRAME_SHARE;
    const primary = frame
      ? (PLACES[id]?.page ?? "/")
      : (declaredPages(id).find((p) => pages.includes(p)) ?? visited.find((p) => pages.includes(p)) ?? pages[0]);
    reads.push({ id, page: primary, sample: samples.get(id) });
  }
  return reads.sort((a, b) => a.id.localeCompare(b.id));
}

/** Each combination, one page load each; returns what failed, one line per combination. */
async function tryCombinations(
  first: Page,
  stack: Stack,
  combinations: Combination[],
  pageErrors: string[],
  /** How long after the heading a read may still start before it counts as not made on the page. */
  madeWithin = 6_000,
): Promise<{ tried: number; notApplicable: number; notMade: number; failures: string[] }> {
  let page = first;
  let tried = 0;
  let notApplicable = 0;
  const failures: string[] = [];
  // Reads a page turned out not to make (a navigation entry declares its whole area's reads): their other shapes too.
  const notMade = new Set<string>();
  for (const read of combinations) {
    const answer = read.shape.make(read.sample);
    if (!answer) notApplicable++;
    if (!answer || notMade.has(`${read.id} ${read.page}`)) continue;
    const label = `${read.id} answering ${read.shape.name} on ${read.page}`;
    const started = Date.now();
    const nav = page.getByRole("navigation", { name: shell.nav.label });
    await stack.control.fault({ operation: read.id, mode: "answer", ...answer });
    try {
      const made = page
        .waitForRequest((request) => readOf(request.url()) === read.id, { timeout: 30_000 })
        .then(
          () => true,
          () => false,
        );
      await page.goto(read.page);
      const heading = page.getByRole("main").getByRole("heading", { level: 1 }).first();
      await expect(heading, `${label}: the page's heading`).toBeVisible({ timeout: 20_000 });
      if (
        !(await Promise.race([made, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), madeWithin))]))
      ) {
        console.log(`shapes: not made on ${read.page}: ${read.id}`);
        notMade.add(`${read.id} ${read.page}`);
        continue;
      }
      if (!fits(read.id, answer)) {
        const named = page.getByText(shapeText(read.id)).first();
        const place = PLACES[read.id];
        if (place?.open && !(await named.isVisible())) await place.open(page);
        await expect(named, `${label}: the operation named`).toBeVisible({ timeout: 15_000 });
      } else {
        // The answer is passed on: let the page draw it (its skeletons gone) before looking for a fallen boundary.
        await expect(page.locator(".animate-pulse.bg-raised, [aria-busy='true']"))
          .toHaveCount(0, { timeout: 5_000 })
          .catch(() => undefined);
      }
      await expect(page.getByText(shell.globalError.title), `${label}: global error`).toHaveCount(0);
      await expect(page.getByText(shell.pageError), `${label}: page error`).toHaveCount(0);
      await expect(nav.getByRole("link", { name: shell.nav.home, exact: true }), `${label}: navigation`).toBeVisible();
      if (process.env.SHAPES_VERBOSE) console.log(`shapes: ok in ${Date.now() - started} ms: ${label}`);
    } catch (error) {
      const line = String(error instanceof Error ? error.message : error).split("\n")[0];
      failures.push(line);
      console.log(`shapes: FAILED ${line}`);
      // A page whose main thread froze would fail every later combination too: go on in a fresh one.
      if (!(await responsive(page))) {
        await page.close({ runBeforeUnload: false }).catch(() => undefined);
        page = await first.context().newPage();
        watchPageErrors(page, pageErrors);
      }
    } finally {
      await stack.control.clearFaults();
    }
    tried++;
  }
  return { tried, notApplicable, notMade: notMade.size, failures };
}

/** The read a browser request to the BFF's portal proxy makes, if it is one. */
function readOf(address: string): OperationId | undefined {
  const { pathname } = new URL(address);
  if (!pathname.startsWith("/api/portal/")) return undefined;
  return matchOperation("GET", pathname.slice("/api/portal".length))?.op.id as OperationId | undefined;
}

/** True when the page still runs script within two seconds. */
const responsive = (page: Page) =>
  Promise.race([
    page.evaluate(() => true).catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000)),
  ]);

/** Uncaught errors of the page, but React's intermittent hydration mismatch of the home page (#418), not a shape's. */
function watchPageErrors(page: Page, into: string[]): string[] {
  page.on("pageerror", (error) => {
    if (!error.message.includes("React error #418")) into.push(`${page.url()}: ${error.message}`);
  });
  return into;
}

/** The console's answer to a read without path parameters or with the given path, as the browser would get it. */
async function answerOf(page: Page, path: string): Promise<Sample> {
  const response = await page.request.get(`/api/portal${path}`, { headers: { "x-csrf": "1" } });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return response.json();
}

/** The navigation's reads, each on the first page that declares it (reads with path parameters need a record). */
function navigationReads(): { id: OperationId; page: string }[] {
  const pages = new Map<OperationId, string>();
  for (const entry of NAV.flatMap((item) => [item, ...(item.children ?? [])]))
    for (const id of entry.reads ?? [])
      if (!pages.has(id) && !operations[id].path.includes("{")) pages.set(id, entry.href);
  return [...pages].map(([id, page]) => ({ id, page })).sort((a, b) => a.id.localeCompare(b.id));
}

/** The places this suite found open once, each with the shape that broke it: they stay in every run. */
const ONCE_OPEN: { id: OperationId; page: string; path: string; shape: string }[] = [
  {
    id: "dashboards.menu",
    page: "/dashboards",
    path: "/dashboards",
    shape: "the other kind (object for array, array for object)",
  },
  { id: "dashboard.get", page: "/dashboards/home", path: "/dashboard/home", shape: "10,000 items" },
  { id: "ai.customer.get", page: "/ai/customers", path: "/ai/customer", shape: "10,000 items" },
  { id: "clustermgr.cloudProfile.get", page: "/clusters/new", path: "", shape: "null" },
  { id: "ai.models.list", page: "/ai/models", path: "/ai/models", shape: "a list item of the wrong type" },
  { id: "ai.providers.list", page: "/ai/models", path: "/ai/providers", shape: "a list item of the wrong type" },
  { id: "theme.get", page: "/settings?tab=theme", path: "/theme", shape: "a field of the wrong type" },
  { id: "quotas.tree.get", page: "/quotas?tab=tree", path: "/quota/tree", shape: "a list item of the wrong type" },
];

/** Shapes per navigation read in the bounded run; the rotation moves by one shape a day. */
const SHAPES_PER_READ = 2;
/**
 * The bounded run's rotation leaves out 10,000 items: a page drawing a whole list takes up to minutes on a loaded
 * machine. The full survey tries it on every read, and this run on the dashboard and the customers (ONCE_OPEN).
 */
const ROTATED = SHAPES.filter((shape) => shape.name !== "10,000 items");

test("the navigation's reads in two wrong shapes each, by rotation, and the places once open: contained", async ({
  page,
  stack,
}) => {
  // About three minutes on one worker (189 s with the machine under load); the timeout leaves room for a slower one.
  test.setTimeout(15 * 60_000);
  const started = Date.now();
  const pageErrors = watchPageErrors(page, []);
  await signIn(page, "admin");
  const rotation = Number(process.env.SHAPES_ROTATION ?? Math.floor(Date.now() / 86_400_000));
  const combinations: Combination[] = [];
  for (const [index, { id, page: at }] of navigationReads().entries()) {
    const sample = await answerOf(page, operations[id].path);
    // Shapes that apply to this answer (a list item needs a list), taken in turn from the day's offset.
    const applicable = ROTATED.filter((shape) => shape.make(sample) !== null);
    for (let k = 0; k < Math.min(SHAPES_PER_READ, applicable.length); k++) {
      const shape = applicable[(rotation + index + k * 3) % applicable.length];
      if (!combinations.some((c) => c.id === id && c.shape === shape))
        combinations.push({ id, page: at, sample, shape });
    }
  }
  for (const { id, page: at, path, shape } of ONCE_OPEN) {
    combinations.push({ id, page: at, sample: path ? await answerOf(page, path) : null, shape: shapeNamed(shape) });
  }
  console.log(
    `shapes (bounded, rotation ${rotation}): ${combinations.map((c) => `${c.id} × ${c.shape.name} × ${c.page}`).join("; ")}`,
  );

  const { tried, failures } = await tryCombinations(page, stack, combinations, pageErrors);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`shapes (bounded): ${tried} (operation × shape × page) combinations tried in ${seconds} s`);
  expect(tried).toBeGreaterThanOrEqual(40);
  expect(failures).toEqual([]);
  expect(pageErrors).toEqual([]);
});

/** The shapes SHAPES_NAMES asks for (slugs or full names), all of them when it is not set. */
function surveyShapes(): Shape[] {
  const names = process.env.SHAPES_NAMES?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names) return SHAPES;
  const unknown = names.filter((name) => !SHAPES.some((shape) => shape.slug === name || shape.name === name));
  if (unknown.length > 0)
    throw new Error(`SHAPES_NAMES: no shape ${unknown.join(", ")}; known: ${SHAPES.map((s) => s.slug).join(", ")}`);
  // In the order asked, so the slowest can go last.
  return names.map((name) => SHAPES.find((shape) => shape.slug === name || shape.name === name)!);
}

/**
 * The tour's record, made once per run: kept in the run's output folder (Playwright empties it when a run starts),
 * so the shapes after a failed one (a failure restarts the worker and its stack) do not tour again.
 */
async function tourRecord(browser: Browser, stack: Stack, outputDir: string): Promise<Read[]> {
  const file = path.join(outputDir, "shapes-tour.json");
  const kept = await readFile(file, "utf8").catch(() => null);
  if (kept !== null) {
    console.log(`shapes: the tour's record of this run, from ${file}`);
    return JSON.parse(kept) as Read[];
  }
  const started = Date.now();
  const recorded = await recordReads(browser, stack);
  console.log(`shapes: tour made in ${Math.round((Date.now() - started) / 1000)} s`);
  await mkdir(outputDir, { recursive: true });
  await writeFile(file, JSON.stringify(recorded));
  return recorded;
}

test.describe("the full survey", () => {
  test.skip(process.env.SHAPES_SURVEY !== "1", "most of an hour: run with SHAPES_SURVEY=1");

  for (const shape of surveyShapes()) {
    test(`survey: every read the pages make, answered in ${shape.name}: contained where it is used`, async ({
      browser,
      page,
      stack,
    }, testInfo) => {
      // 6–15 minutes a shape under load; 10,000 items draws whole lists and takes longer.
      test.setTimeout((shape.slug === "10k" ? 60 : 30) * 60_000);
      const recorded = await tourRecord(browser, stack, testInfo.project.outputDir);
      const started = Date.now();
      expect(recorded.length).toBeGreaterThan(20);
      const only = process.env.SHAPES_READS?.split(",").filter(Boolean);
      const reads = only ? recorded.filter((read) => only.includes(read.id)) : recorded;
      expect(reads.length, `SHAPES_READS=${only?.join(",")}: none of them recorded`).toBeGreaterThan(0);
      console.log(`shapes: ${reads.length} reads: ${reads.map((r) => `${r.id} → ${r.page}`).join(", ")}`);

      const pageErrors = watchPageErrors(page, []);
      await signIn(page, "admin");
      const result = await tryCombinations(
        page,
        stack,
        reads.map((read) => ({ ...read, shape })),
        pageErrors,
        // The tour saw each read made on its page: on a loaded machine a read that waits for another may start late.
        20_000,
      );
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(
        `shapes: ${shape.name}: ${result.tried} (operation × shape × page) combinations tried, ` +
          `${result.failures.length} failed, over ${reads.length} reads ` +
          `(${result.notApplicable} without a list for this shape, ${result.notMade} not made on their page) in ${seconds} s`,
      );
      // Every read is accounted for: tried, not applicable to this shape, or not made on its page.
      expect(result.tried + result.notApplicable + result.notMade).toBe(reads.length);
      if (result.notApplicable < reads.length) expect(result.tried).toBeGreaterThan(0);
      expect(result.failures).toEqual([]);
      expect(pageErrors).toEqual([]);

      // The navigation still leads somewhere after the last wrong answer.
      const live = page.isClosed() ? await page.context().newPage() : page;
      await live.goto("/");
      const nav = live.getByRole("navigation", { name: shell.nav.label });
      await nav.getByRole("link", { name: shell.nav.tasks, exact: true }).click();
      await expect(live).toHaveURL(/\/tasks$/);
      await expect(live.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
    });
  }
});

test.describe("error boundaries", () => {
  /** Answers a read in the browser with a body the BFF would refuse: a render error the check let through. */
  async function answerInBrowser(page: Page, id: OperationId, change: (body: unknown) => unknown) {
    const path = `/api/portal${operations[id].path}`;
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: change(await response.json()) });
      },
    );
  }
  const nav = (page: Page) => page.getByRole("navigation", { name: shell.nav.label });
  const object = { unexpected: [1] };

  test("a widget's render error stays in its card; the page and the navigation work", async ({ page }) => {
    await signIn(page, "admin");
    const tasks = (await answerOf(page, "/task")) as { id: string; name: string }[];
    const task = tasks[0];
    await answerInBrowser(page, "tasks.list", (body) =>
      (body as Record<string, unknown>[]).map((t) => (t.id === task.id ? { ...t, user_id: object } : t)),
    );
    await page.goto(`/tasks/${encodeURIComponent(task.id)}`);
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: task.name })).toBeVisible();
    await expect(page.getByText(common.errors.widget)).toHaveCount(1);
    await expect(page.getByRole("heading", { name: taskMessages.steps.title })).toBeVisible();
    await expect(page.getByText(shell.pageError)).toHaveCount(0);
    await nav(page).getByRole("link", { name: shell.nav.tasks, exact: true }).click();
    await expect(page).toHaveURL(/\/tasks$/);
  });

  test("a panel's render error stays in its tab; the other tabs and the navigation work", async ({ page }) => {
    await signIn(page, "admin");
    // A quota whose lines are a number: the map panel iterates them.
    await answerInBrowser(page, "quotas.list", (body) => ({ ...(body as object), cores: 5 }));
    await page.goto("/quotas?tab=map");
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: quotas.title })).toBeVisible();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByText(common.errors.widget)).toBeVisible();
    await expect(page.getByText(shell.pageError)).toHaveCount(0);
    await page.getByRole("tab", { name: quotas.tabs.tree }).click();
    await expect(page.getByRole("tabpanel").getByText(common.errors.widget)).toHaveCount(0);
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: quotas.tree.title })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: shell.nav.home, exact: true })).toBeVisible();
  });

  test("a page's render error stays in the page; the frame and the navigation work", async ({ page }) => {
    await signIn(page, "admin");
    const [task] = (await answerOf(page, "/task")) as { id: string }[];
    await answerInBrowser(page, "tasks.list", (body) =>
      (body as Record<string, unknown>[]).map((t) => (t.id === task.id ? { ...t, name: object } : t)),
    );
    await page.goto(`/tasks/${encodeURIComponent(task.id)}`);
    await expect(page.getByText(shell.pageError)).toBeVisible();
    await expect(page.getByText(shell.globalError.title)).toHaveCount(0);
    await nav(page).getByRole("link", { name: shell.nav.quotas, exact: true }).click();
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: quotas.title })).toBeVisible();
  });
});

test("a dashboard of 10,000 elements shows 20 at a time, saying how many of them", async ({ page, stack }) => {
  await signIn(page, "admin");
  const home = (await answerOf(page, "/dashboard/home")) as { elements: { title?: string }[] };
  await stack.control.fault({
    operation: "dashboard.get",
    mode: "answer",
    body: { ...home, elements: [{ ...home.elements[0], title: "Element {i}" }] },
    repeat: 10_000,
  });
  try {
    await page.goto("/dashboards/home");
    const elements = page.getByRole("main").getByRole("heading", { level: 3, name: /^Element \d+$/ });
    const t = createTranslator({ locale: "en", messages: { dashboards, common } });
    const shown = (count: number) => t("dashboards.view.shownOf", { shown: count, total: 10_000 });
    await expect(page.getByText(shown(20))).toBeVisible({ timeout: 20_000 });
    await expect(elements).toHaveCount(20);
    await page.getByRole("button", { name: t("common.actions.showMore", { count: 20 }) }).click();
    await expect(page.getByText(shown(40))).toBeVisible();
    await expect(elements).toHaveCount(40);
    await expect(page.getByText(shell.globalError.title)).toHaveCount(0);
  } finally {
    await stack.control.clearFaults();
  }
});
