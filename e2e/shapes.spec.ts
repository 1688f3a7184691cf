import type { Browser, Page } from "@playwright/test";
import errors from "../messages/en/errors.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import { NAV } from "../components/shell/nav";
import { matchOperation, operations, type OperationId } from "../lib/portal/operations";
import { expect, test } from "./fixtures";
import { settle, signIn } from "./support/page-visit";
import { CONSOLE_PAGES, DETAIL_PAGES } from "./support/pages";
import type { Stack } from "./support/stack";

/**
 * Every portal read the console's pages make, answered in shapes the spec does not promise (an object for an array
 * and the reverse, null, a string, an array of non-objects, a field of the wrong type, 10,000 items), on the page that
 * shows it: no page falls to the global error boundary or to its page boundary, the place that shows the read names
 * the operation when the answer does not fit the catalog's shape, and the navigation stays usable.
 *
 * The reads and their pages are recorded by a tour of every console page and one record of each detail page (the
 * browser's /api/portal calls), not listed by hand. Each read is tried on its primary page (the first page of the tour
 * that shows it in its content; see PLACES for the frame's reads), one page load per (read, shape): the full cross
 * product with every page a read is also made on would repeat the frame's reads on each page for little more.
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

interface Shape {
  name: string;
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
  { name: "a field of the wrong type", make: wrongField },
  { name: "10,000 items", make: tenThousand },
  { name: "the other kind (object for array, array for object)", make: (s) => ({ body: Array.isArray(s) ? {} : [] }) },
  { name: "null", make: () => ({ body: null }) },
  { name: "a string", make: () => ({ body: "unexpected" }) },
  { name: "an array of non-objects", make: () => ({ body: [1, "two", null] }) },
];

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

/** One shape on every read, one page load each; returns what failed, one line per combination. */
async function tryShape(
  page: Page,
  stack: Stack,
  reads: Read[],
  shape: Shape,
): Promise<{ tried: number; failures: string[] }> {
  const nav = page.getByRole("navigation", { name: shell.nav.label });
  let tried = 0;
  const failures: string[] = [];
  for (const read of reads) {
    const answer = shape.make(read.sample);
    if (!answer) continue;
    const label = `${read.id} answering ${shape.name} on ${read.page}`;
    await stack.control.fault({ operation: read.id, mode: "answer", ...answer });
    try {
      await page.goto(read.page);
      const heading = page.getByRole("main").getByRole("heading", { level: 1 }).first();
      await expect(heading, `${label}: the page's heading`).toBeVisible({ timeout: 20_000 });
      if (!fits(read.id, answer)) {
        const named = page.getByText(shapeText(read.id)).first();
        const place = PLACES[read.id];
        if (place?.open && !(await named.isVisible())) await place.open(page);
        await expect(named, `${label}: the operation named`).toBeVisible({ timeout: 10_000 });
      } else {
        await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
      }
      await expect(page.getByText(shell.globalError.title), `${label}: global error`).toHaveCount(0);
      await expect(page.getByText(shell.pageError), `${label}: page error`).toHaveCount(0);
      await expect(nav.getByRole("link", { name: shell.nav.home, exact: true }), `${label}: navigation`).toBeVisible();
    } catch (error) {
      const line = String(error instanceof Error ? error.message : error).split("\n")[0];
      failures.push(line);
      console.log(`shapes: FAILED ${line}`);
    } finally {
      await stack.control.clearFaults();
    }
    tried++;
  }
  return { tried, failures };
}

// One test: the tour's record is the input of every shape, and a failure must not restart the worker (and the tour).
test("every read the pages make, answered in each wrong shape: contained where it is used", async ({
  browser,
  page,
  stack,
}) => {
  test.setTimeout(45 * 60_000);
  const recorded = await recordReads(browser, stack);
  expect(recorded.length).toBeGreaterThan(20);
  // SHAPES_READS=a.b,c.d narrows the run to those reads, to look at one place again after a fix.
  const only = process.env.SHAPES_READS?.split(",").filter(Boolean);
  const reads = only ? recorded.filter((read) => only.includes(read.id)) : recorded;
  console.log(`shapes: ${reads.length} reads: ${reads.map((r) => `${r.id} → ${r.page}`).join(", ")}`);

  const pageErrors: string[] = [];
  page.on("pageerror", (error) => {
    // React's hydration mismatch (#418) is a known intermittent fault of the home page, not caused by a shape.
    if (!error.message.includes("React error #418")) pageErrors.push(`${page.url()}: ${error.message}`);
  });
  await signIn(page, "admin");
  let tried = 0;
  const failures: string[] = [];
  for (const shape of SHAPES) {
    const result = await tryShape(page, stack, reads, shape);
    console.log(`shapes: ${shape.name}: ${result.tried} combinations, ${result.failures.length} failed`);
    tried += result.tried;
    failures.push(...result.failures);
  }
  console.log(`shapes: ${tried} (operation × shape × page) combinations tried over ${reads.length} reads`);
  expect(tried).toBeGreaterThanOrEqual(reads.length * 4);
  expect(failures).toEqual([]);
  expect(pageErrors).toEqual([]);

  // The navigation still leads somewhere after the last wrong answer.
  const nav = page.getByRole("navigation", { name: shell.nav.label });
  await nav.getByRole("link", { name: shell.nav.tasks, exact: true }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
});
