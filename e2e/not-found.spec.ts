import type { Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { request } from "undici";
import common from "../messages/en/common.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import translations from "../messages/en/translations.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";

/**
 * Not found is a 404: made-up addresses and unknown ids answer HTTP 404 with a page inside the console's frame that
 * says what was not found and leads back to its list; real records still answer 200, and a refusal or a failing
 * portal never turns into a 404. Ids come from the sandbox's own answers.
 */

const t = createTranslator({ locale: "en", messages: { common, shell, translations } });

type Kind = keyof typeof common.notFound & keyof typeof LISTS;

/** The list each kind of record leads back to. */
const LISTS = {
  aiKey: "/ai/keys",
  aiProject: "/ai/projects",
  backup: "/backups",
  cluster: "/clusters",
  clusterProject: "/clusters/projects",
  infrastructureProject: "/infrastructure/projects",
  task: "/tasks",
  language: "/translations",
  profile: "/access",
  dashboard: "/dashboards",
} as const;

/** An unknown id for every detail route, with the id the page must name. */
const UNKNOWN: { kind: Kind; path: string; id: string }[] = [
  { kind: "aiKey", path: "/ai/keys/aik-made-up", id: "aik-made-up" },
  { kind: "aiProject", path: "/ai/projects/aip-made-up", id: "aip-made-up" },
  { kind: "backup", path: "/backups/bkp-made-up", id: "bkp-made-up" },
  { kind: "cluster", path: "/clusters/garden-demo/made-up", id: "made-up" },
  { kind: "clusterProject", path: "/clusters/projects/made-up", id: "made-up" },
  { kind: "infrastructureProject", path: "/infrastructure/projects/made-up", id: "made-up" },
  { kind: "task", path: "/tasks/task-made-up", id: "task-made-up" },
  { kind: "language", path: "/translations/xx-unknown", id: "xx-unknown" },
  { kind: "profile", path: "/access/profiles/made-up", id: "made-up" },
  { kind: "dashboard", path: "/dashboards/made-up", id: "made-up" },
];

/** Calls the sandbox portal directly (undici: the portal's GET operations take a JSON body, which fetch refuses). */
async function portalGet<T>(portalUrl: string, path: string): Promise<T> {
  const response = await request(`${portalUrl}${path}`, {
    headers: { "auth-token": TOKENS.admin, region: "eu-central" },
  });
  const text = await response.body.text();
  expect(response.statusCode, `GET ${path}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}

const main = (page: Page) => page.locator("main#main");

/** The not-found page of a kind of record, inside the frame, with the way back and nothing to act on. */
async function expectRecordNotFound(page: Page, kind: Kind, id: string) {
  await expect(main(page).getByRole("heading", { level: 1, name: t(`common.notFound.${kind}.title`) })).toBeVisible();
  await expect(main(page).getByText(t(`common.notFound.${kind}.body`, { id }), { exact: true })).toBeVisible();
  await expect(main(page).getByRole("link", { name: t(`common.notFound.${kind}.back`) })).toHaveAttribute(
    "href",
    LISTS[kind],
  );
  await expect(main(page).getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("navigation").first()).toBeVisible();
}

test.describe("not found", () => {
  test("made-up addresses answer 404 with the not-found page inside the frame", async ({ page, login }) => {
    await login(page);
    for (const path of ["/no/such/page", "/ai/nothing", "/clusters/garden-demo/web/extra"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(main(page).getByRole("heading", { level: 1, name: t("shell.notFound.title") })).toBeVisible();
      await expect(page.getByRole("navigation").first()).toBeVisible();
      await expect(main(page).getByRole("button")).toHaveCount(0);
    }
    await main(page)
      .getByRole("link", { name: t("shell.notFound.home") })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(main(page).getByTestId("not-found")).toHaveCount(0);
  });

  for (const { kind, path, id } of UNKNOWN) {
    test(`an unknown ${kind} answers 404, names what was not found and leads back to its list`, async ({
      page,
      login,
    }) => {
      await login(page);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectRecordNotFound(page, kind, id);
      await main(page)
        .getByRole("link", { name: t(`common.notFound.${kind}.back`) })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === LISTS[kind]);
      await expect(main(page).getByTestId("not-found")).toHaveCount(0);
    });
  }

  test("real records still answer 200 with their page", async ({ page, login, stack }) => {
    const [keys, projects, backups, shoots, infra, tasks, profiles, dashboards] = await Promise.all([
      portalGet<{ id: string }[]>(stack.portalUrl, "/ai/keys"),
      portalGet<{ id: string }[]>(stack.portalUrl, "/ai/projects"),
      portalGet<{ id: string }[]>(stack.portalUrl, "/backups"),
      portalGet<{ metadata: { name: string } }[]>(stack.portalUrl, "/clustermgr/garden-demo/shoots"),
      portalGet<{ id: string }[]>(stack.portalUrl, "/iaas/projects"),
      portalGet<{ id: string }[]>(stack.portalUrl, "/task"),
      portalGet<{ name: string }[]>(stack.portalUrl, "/profile"),
      portalGet<{ path: string }[]>(stack.portalUrl, "/dashboards/all"),
    ]);
    const real = [
      `/ai/keys/${keys[0].id}`,
      `/ai/projects/${projects[0].id}`,
      `/backups/${backups[0].id}`,
      `/clusters/garden-demo/${shoots[0].metadata.name}`,
      "/clusters/projects/demo",
      `/infrastructure/projects/${infra[0].id}`,
      `/tasks/${tasks[0].id}`,
      "/translations/de",
      `/access/profiles/${profiles[0].name}`,
      `/dashboards/${dashboards[0].path}`,
    ];
    await login(page);
    for (const path of real) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
      await expect(main(page).getByTestId("not-found")).toHaveCount(0);
    }
  });

  test("a refusal, a failing or a slow portal is no 404", async ({ page, login, browser, stack }) => {
    const [key] = await portalGet<{ id: string; name: string }[]>(stack.portalUrl, "/ai/keys");
    await login(page);

    await stack.control.fault({ path: `/ai/keys/${key.id}`, mode: "error", status: 503, times: 1 });
    let response = await page.goto(`/ai/keys/${key.id}`);
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole("heading", { level: 1, name: key.name })).toBeVisible();

    // Slower than the server's 3 s check: the page renders and the browser's own read shows the key.
    await stack.control.fault({ path: `/ai/keys/${key.id}`, mode: "slow", delayMs: 4_000, times: 1 });
    response = await page.goto(`/ai/keys/${key.id}`);
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole("heading", { level: 1, name: key.name })).toBeVisible();
    await stack.control.clearFaults();

    // A token that may not read AI keys gets a refusal from the portal, not a 404.
    const translator = await browser.newPage();
    await login(translator, TOKENS.translator);
    response = await translator.goto("/ai/keys/aik-made-up");
    expect(response?.status()).toBe(200);
    await expect(main(translator).getByTestId("not-found")).toHaveCount(0);
    await translator.close();
  });

  test("a record the server could not check is shown as not found by the page, without actions", async ({
    page,
    login,
    stack,
  }) => {
    await login(page);
    // The server's check fails once; the browser's read then learns that the portal has no such record.
    await stack.control.fault({ path: "/ai/keys/aik-made-up", mode: "error", status: 500, times: 1 });
    let response = await page.goto("/ai/keys/aik-made-up");
    expect(response?.status()).toBe(200);
    await expectRecordNotFound(page, "aiKey", "aik-made-up");

    await stack.control.fault({ operation: "i18n.langs.list", mode: "error", status: 500, times: 1 });
    response = await page.goto("/translations/xx-unknown");
    expect(response?.status()).toBe(200);
    await expectRecordNotFound(page, "language", "xx-unknown");
    for (const action of [
      t("translations.export.json"),
      t("translations.export.csv"),
      t("translations.import.open"),
      t("translations.addKey.open"),
    ]) {
      await expect(page.getByRole("button", { name: action })).toHaveCount(0);
    }
    await stack.control.clearFaults();
  });
});
