import type { Route } from "@playwright/test";
import ai from "../messages/en/ai.json" with { type: "json" };
import shell from "../messages/en/shell.json" with { type: "json" };
import { expect, test } from "./fixtures";

/**
 * The server's HTML shows the page's controls before its JavaScript has run. A press then reached no handler and was
 * lost (an e2e run caught it: "Create" pressed right after a full page load, and no dialog opened). The frame's
 * HydrationGate (components/ui/hydration-gate.tsx) keeps every control disabled until React has hydrated, with the
 * same look. This test holds back all of the page's scripts to look at that moment, then lets them through.
 */
test("controls wait, disabled but unchanged in look, until the page's code has run; then they work", async ({
  page,
  login,
}) => {
  await login(page);
  const held: Route[] = [];
  let holding = true;
  await page.route("**/_next/static/chunks/*.js", (route) => (holding ? held.push(route) : route.continue()));

  await page.goto("/ai/keys", { waitUntil: "domcontentloaded" });
  const create = page.getByRole("button", { name: ai.keys.create.open });
  await expect(create).toBeVisible();
  await expect(create).toBeDisabled();
  // Disabled only by the gate: not dimmed like a button that is unavailable for a reason.
  await expect(create).toHaveCSS("opacity", "1");
  await expect(page.getByRole("combobox", { name: shell.language })).toBeDisabled();
  await expect.poll(() => held.length).toBeGreaterThan(0);

  holding = false;
  await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
  await expect(create).toBeEnabled();
  await expect(page.getByRole("combobox", { name: shell.language })).toBeEnabled();
  await create.click();
  await expect(page.getByRole("dialog", { name: ai.keys.create.title })).toBeVisible();
});
