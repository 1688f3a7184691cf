import { createTranslator } from "next-intl";
import { request } from "undici";
import settings from "../messages/en/settings.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import type { LoggedRequest } from "./support/sandbox-control";

/** The settings area against the sandbox portal: properties (own and inherited), the theme preview. */

interface PortalProperty {
  property: string;
  value: string;
  inherited: boolean;
}

const t = createTranslator({ locale: "en", messages: settings });
const m = settings;

async function portalGet<T>(portalUrl: string, path: string, body?: unknown): Promise<T> {
  const response = await request(`${portalUrl}${path}`, {
    method: "GET",
    headers: {
      "auth-token": TOKENS.admin,
      region: "eu-central",
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.body.text();
  expect(response.statusCode, `GET ${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}
const requestsTo = (requests: LoggedRequest[], method: string, path: RegExp) =>
  requests.filter((r) => r.method === method && path.test(r.path.split("?")[0]));

/** A field by its label alone: the required marker may follow, longer labels that start alike do not match. */
const exactLabel = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\W*$`);

test.describe("settings area", () => {
  test("a new property and then its new value are shown after a reload", async ({ page, login, stack }) => {
    const name = `e2e.property_${Date.now()}`;
    await login(page, TOKENS.admin, "/settings");
    await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
    await page.getByRole("button", { name: m.properties.create }).click();
    const dialog = page.getByRole("dialog", { name: m.properties.dialog.createTitle });
    await dialog.getByLabel(exactLabel(m.properties.dialog.property)).fill(name);
    await dialog.getByLabel(exactLabel(m.properties.dialog.value)).fill("first");
    await dialog.getByLabel(exactLabel(m.properties.dialog.descriptionField)).fill("Made by the e2e test");
    await dialog.getByRole("button", { name: m.properties.dialog.submit }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByText("first", { exact: true })).toBeVisible();
    await expect(row.getByText(m.properties.own, { exact: true })).toBeVisible();

    await row.getByRole("button", { name: t("properties.editNamed", { property: name }) }).click();
    const edit = page.getByRole("dialog", { name: t("properties.dialog.editTitle", { property: name }) });
    await expect(edit.getByLabel(exactLabel(m.properties.dialog.property))).toHaveAttribute("readonly", "");
    await edit.getByLabel(exactLabel(m.properties.dialog.value)).fill("second");
    await edit.getByRole("button", { name: m.properties.dialog.submit }).click();
    await expect(edit).toBeHidden();
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: name }).getByText("second", { exact: true })).toBeVisible();
    const stored = (await portalGet<PortalProperty[]>(stack.portalUrl, "/property")).find((p) => p.property === name);
    expect(stored?.value).toBe("second");
  });

  test("inherited properties are marked and read-only; their names cannot be taken", async ({ page, login, stack }) => {
    const inherited = (await portalGet<PortalProperty[]>(stack.portalUrl, "/property")).find((p) => p.inherited);
    expect(inherited).toBeDefined();
    await login(page, TOKENS.admin, "/settings");
    const row = page.getByRole("row").filter({ hasText: inherited!.property });
    await expect(row.getByText(m.properties.inherited, { exact: true })).toBeVisible();
    await expect(row.getByText(m.properties.readOnly)).toBeVisible();
    await expect(row.getByRole("button")).toHaveCount(0);

    await page.getByRole("button", { name: m.properties.create }).click();
    const dialog = page.getByRole("dialog", { name: m.properties.dialog.createTitle });
    await dialog.getByLabel(exactLabel(m.properties.dialog.property)).fill(inherited!.property);
    await page.waitForLoadState("networkidle");
    const mark = await stack.control.mark();
    await dialog.getByRole("button", { name: m.properties.dialog.submit }).click();
    await expect(dialog.getByLabel(exactLabel(m.properties.dialog.property))).toHaveAccessibleDescription(
      new RegExp(m.properties.dialog.inherited),
    );
    await expect(dialog.getByLabel(exactLabel(m.properties.dialog.value))).toHaveAttribute("aria-invalid", "true");
    expect(requestsTo(await stack.control.requests(mark), "POST", /^\/property$/)).toHaveLength(0);
  });

  test("the theme is previewed with its colours", async ({ page, login, stack }) => {
    const context = await portalGet<{ client: { id: string }; reseller: { id: string } }>(stack.portalUrl, "/context");
    const theme = await portalGet<{ name: string; colors: Record<string, string> }>(stack.portalUrl, "/theme", {
      client_id: context.client.id,
      reseller_id: context.reseller.id,
    });
    await login(page, TOKENS.admin, "/settings?tab=theme");
    await expect(page.getByRole("heading", { name: theme.name }).first()).toBeVisible();
    await expect(page.getByTestId("swatch-primary")).toContainText(theme.colors.primary);
    await expect(page.getByTestId("swatch-accent")).toContainText(theme.colors.accent);
    await expect(page.getByTestId("theme-sample")).toBeVisible();
  });
});
