import type { Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { request } from "undici";
import ai from "../messages/en/ai.json" with { type: "json" };
import backups from "../messages/en/backups.json" with { type: "json" };
import clusters from "../messages/en/clusters.json" with { type: "json" };
import common from "../messages/en/common.json" with { type: "json" };
import errors from "../messages/en/errors.json" with { type: "json" };
import login from "../messages/en/login.json" with { type: "json" };
import errorsDe from "../messages/de/errors.json" with { type: "json" };
import backupsDe from "../messages/de/backups.json" with { type: "json" };
import { NAME_MAX, SHOOT_NAME_MAX, ACCESS_TOKEN_MAX } from "../lib/portal/schemas/limits";
import { expect, test, TOKENS } from "./fixtures";

/**
 * Inputs that behave: a custom date range typed key by key is committed on blur or Enter with both ends kept, and
 * form limits are reported under the field, naming it and the rule, instead of cutting the input or letting it through.
 */

const t = createTranslator({ locale: "en", messages: { ai, backups, clusters, common, errors, login } });
const tDe = createTranslator({ locale: "de", messages: { errors: errorsDe, backups: backupsDe } });

async function portalGet<T>(portalUrl: string, path: string): Promise<T> {
  const response = await request(`${portalUrl}${path}`, {
    method: "GET",
    headers: { "auth-token": TOKENS.admin, region: "eu-central" },
  });
  const text = await response.body.text();
  expect(response.statusCode, `GET ${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const daysAgo = (days: number) =>
  new Date(new Date().getFullYear(), new Date().getMonth(), new Date().getDate() - days);
/** The keys an en-US date input takes, segment by segment: month, day, year. */
const keysOf = (d: Date) => `${pad(d.getMonth() + 1)}${pad(d.getDate())}${d.getFullYear()}`.split("");

/** Types a date into a native date input one key at a time, checking after each key that the URL did not move. */
async function typeDate(page: Page, input: ReturnType<Page["getByLabel"]>, date: Date, urlBefore: string) {
  await input.focus();
  for (const key of keysOf(date)) {
    await page.keyboard.press(key);
    expect(page.url()).toBe(urlBefore);
  }
}

test.describe("a custom date range on a key's Cost tab", () => {
  test("typed key by key, committed on blur and Enter, both ends kept and shown", async ({
    page,
    login: signIn,
    stack,
  }) => {
    const keys = await portalGet<{ id: string; is_active: boolean }[]>(stack.portalUrl, "/ai/keys");
    const key = keys.find((k) => k.is_active) ?? keys[0];
    await signIn(page, TOKENS.admin, `/ai/keys/${key.id}?tab=cost`);
    await expect(page.getByRole("tab", { name: ai.keys.detail.cost })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("combobox", { name: common.dateRange.preset }).selectOption("custom");
    const from = page.getByLabel(common.dateRange.from, { exact: true });
    const to = page.getByLabel(common.dateRange.to, { exact: true });
    await expect(from).toBeVisible();

    // Away from the presets' ends, so neither commit reads as "this month" or "last 30 days".
    const start = daysAgo(40);
    const end = daysAgo(33);
    const before = page.url();
    await typeDate(page, from, start, before);
    await expect(from).toHaveValue(isoDay(start));
    expect(page.url()).toBe(before);

    // Leaving From for To commits it; To is typed at once and committed with Enter: both ends stay.
    await to.focus();
    await expect(page).toHaveURL(new RegExp(`from=${isoDay(start)}`));
    const typedAt = page.url();
    await typeDate(page, to, end, typedAt);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(
      new RegExp(`from=${isoDay(start)}&to=${isoDay(end)}|to=${isoDay(end)}.*from=${isoDay(start)}`),
    );
    await expect(from).toHaveValue(isoDay(start));
    await expect(to).toHaveValue(isoDay(end));

    // The totals and the chart follow the committed range.
    const medium = (d: Date) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(d);
    await expect(page.getByTestId("cost-totals")).toContainText(
      t("ai.cost.period", { from: medium(start), to: medium(end) }),
    );
    await expect(page.getByTestId("cost-chart").locator("svg").first()).toBeVisible();

    // A reload shows the same range: it lives in the URL.
    await page.reload();
    await expect(page.getByTestId("cost-totals")).toContainText(
      t("ai.cost.period", { from: medium(start), to: medium(end) }),
    );
  });

  test("an incomplete date and From after To show a message and leave the URL alone", async ({
    page,
    login: signIn,
    stack,
  }) => {
    const keys = await portalGet<{ id: string }[]>(stack.portalUrl, "/ai/keys");
    await signIn(page, TOKENS.admin, `/ai/keys/${keys[0].id}?tab=cost`);
    await page.getByRole("combobox", { name: common.dateRange.preset }).selectOption("custom");
    const from = page.getByLabel(common.dateRange.from, { exact: true });
    await expect(from).toBeVisible();
    const before = page.url();

    // Clearing the month leaves a partial date the browser cannot report.
    await from.focus();
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Enter");
    const alert = page.getByRole("alert").filter({ hasText: common.dateRange.from });
    await expect(alert).toHaveText(t("common.dateRange.errors.incomplete", { field: common.dateRange.from }));
    await expect(from).toHaveAttribute("aria-invalid", "true");
    expect(page.url()).toBe(before);

    // From after To is refused, not swapped or moved.
    await typeDate(page, from, daysAgo(-3), before);
    await page.keyboard.press("Enter");
    await expect(
      page.getByText(
        t("common.dateRange.errors.fromAfterTo", { from: common.dateRange.from, to: common.dateRange.to }),
      ),
    ).toBeVisible();
    expect(page.url()).toBe(before);
  });
});

test.describe("form limits", () => {
  test("a 400-character restore volume name is refused under the field, in full", async ({
    page,
    login: signIn,
    stack,
  }) => {
    const list = await portalGet<{ id: string; state: string }[]>(stack.portalUrl, "/backups");
    const backup = list.find((b) => b.state === "available");
    expect(backup).toBeDefined();
    await signIn(page, TOKENS.admin, `/backups/${backup!.id}`);
    await page.getByRole("button", { name: backups.actions.restoreVolume.label, exact: true }).click();
    const dialog = page.getByRole("dialog");
    const name = dialog.getByLabel(backups.actions.restoreVolume.name);
    const long = "v".repeat(400);
    await name.fill(long);
    await name.blur();
    await expect(name).toHaveValue(long);
    const message = t("errors.validation.tooLong", { field: backups.actions.restoreVolume.name, max: NAME_MAX });
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    const mark = await stack.control.mark();
    await dialog.getByRole("button", { name: backups.actions.restoreVolume.confirm }).click();
    await expect(dialog.getByText(message)).toBeVisible();
    expect((await stack.control.requests(mark)).filter((r) => r.path.includes("/restore/"))).toHaveLength(0);
  });

  test("a 64-character cluster name is kept and refused with the field and the limit; max workers below min is marked on the field", async ({
    page,
    login: signIn,
  }) => {
    await signIn(page, TOKENS.admin, "/clusters/new?project=demo");
    const name = page.getByRole("textbox", { name: clusters.create.fields.name, exact: true });
    const long = "a".repeat(64);
    await name.fill(long);
    await name.blur();
    await expect(name).toHaveValue(long);
    await expect(
      page.getByText(t("errors.validation.tooLong", { field: clusters.create.fields.name, max: SHOOT_NAME_MAX })),
    ).toBeVisible();

    const minimum = page.getByRole("spinbutton", { name: clusters.create.fields.minimum, exact: true });
    const maximum = page.getByRole("spinbutton", { name: clusters.create.fields.maximum, exact: true });
    await expect(maximum).toBeVisible({ timeout: 20_000 });
    await minimum.fill("5");
    await maximum.fill("2");
    await maximum.blur();
    await expect(maximum).toHaveAttribute("aria-invalid", "true");
    const describedBy = await maximum.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    const errorId = describedBy!.split(" ").find((id) => id.endsWith("-error"))!;
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(clusters.validation.maxBelowMin);
  });

  test("what is typed into the cluster form before its defaults arrive is kept when they do", async ({
    page,
    login: signIn,
    stack,
  }) => {
    // The cloud profiles (the first default) and the profile's versions (the next) answer late.
    await stack.control.fault({ operation: "clustermgr.cloudProfiles.list", mode: "slow", delayMs: 4_000 });
    await stack.control.fault({ operation: "clustermgr.cloudProfile.clusterVersions", mode: "slow", delayMs: 3_000 });
    try {
      await signIn(page, TOKENS.admin, "/clusters/new?project=demo");
      const name = page.getByRole("textbox", { name: clusters.create.fields.name, exact: true });
      const purpose = page.getByRole("combobox", { name: clusters.create.fields.purpose, exact: true });
      const profile = page.getByRole("combobox", { name: clusters.create.fields.cloudProfile, exact: true });
      const version = page.getByRole("combobox", { name: clusters.create.fields.version, exact: true });
      await name.fill("typed-early");
      await purpose.selectOption("production");
      await expect(profile, "the cloud profile is still loading while the user types").toHaveValue("");

      // The defaults arrive: the profile first, then its default version.
      await expect(profile).not.toHaveValue("", { timeout: 20_000 });
      await expect(version).not.toHaveValue("", { timeout: 20_000 });
      await expect(page.getByRole("spinbutton", { name: clusters.create.fields.maximum, exact: true })).toBeVisible();
      await expect(name).toHaveValue("typed-early");
      await expect(purpose).toHaveValue("production");

      // And typing on after they arrived still works.
      await name.fill("typed-later");
      await expect(name).toHaveValue("typed-later");
    } finally {
      await stack.control.clearFaults();
    }
  });

  test("a 5,000-character token is refused as too long, not for its characters", async ({ page, stack }) => {
    await page.goto("/login");
    const token = page.getByLabel(login.token, { exact: true });
    await expect(page.getByRole("button", { name: login.signIn })).toBeEnabled();
    await token.fill("t".repeat(5000));
    const mark = await stack.control.mark();
    await page.getByRole("button", { name: login.signIn }).click();
    const tooLong = t("login.errors.tokenTooLong", { max: ACCESS_TOKEN_MAX });
    await expect(page.getByText(tooLong)).toBeVisible();
    await expect(page.getByText(login.errors.tokenMalformed)).toHaveCount(0);
    await expect(page).toHaveURL(/\/login/);
    expect(await stack.control.requests(mark)).toHaveLength(0);
  });
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("the restore volume name's limit is worded in German with the German label", async ({ page, stack }) => {
    const list = await portalGet<{ id: string; state: string }[]>(stack.portalUrl, "/backups");
    const backup = list.find((b) => b.state === "available")!;
    await page.goto(`/login?next=${encodeURIComponent(`/backups/${backup.id}`)}`);
    await page.locator("#login-token").fill(TOKENS.admin);
    await page.locator("form button[type=submit]").click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.getByRole("button", { name: backupsDe.actions.restoreVolume.label, exact: true }).click();
    const dialog = page.getByRole("dialog");
    const name = dialog.getByLabel(backupsDe.actions.restoreVolume.name);
    await name.fill("v".repeat(400));
    await name.blur();
    await expect(
      dialog.getByText(
        tDe("errors.validation.tooLong", { field: backupsDe.actions.restoreVolume.name, max: NAME_MAX }),
      ),
    ).toBeVisible();
  });
});
