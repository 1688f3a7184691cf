import type { Page } from "@playwright/test";
import messages from "../messages/en/translations.json" with { type: "json" };
import { expect, test, TOKENS } from "./fixtures";
import { startStack, type Stack } from "./support/stack";
import { addSourceKey, germanText, tokenEditor as editor, tokenRow as row } from "./support/translation-tokens";

/**
 * The German glossary against its own sandbox (its terms are checked on every German text): built in its page,
 * carried by the suggestion's prompt, a suggestion that departs from it flagged, the finding dismissed with a
 * reason (and gone from the count), CSV and TBX out and in; and the editor's token panel beside the list.
 */

const glossary = messages.glossary;
let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.stop();
});

async function signIn(page: Page, next: string) {
  await page.goto(`${stack.consoleUrl}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Access token", { exact: true }).fill(TOKENS.translator);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

async function addTerm(page: Page, term: string, translation: string) {
  await page.getByRole("button", { name: glossary.add }).click();
  const dialog = page.getByRole("dialog", { name: glossary.form.addTitle });
  await dialog.getByLabel(glossary.form.term).fill(term);
  await dialog.getByLabel(glossary.form.translation.replace("{lang}", "de")).fill(translation);
  await dialog.getByRole("button", { name: glossary.form.add }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: term })).toContainText(translation);
}

test("a suggestion that departs from the glossary is flagged, and the finding is dismissed with a reason", async ({
  page,
}) => {
  await signIn(page, "/translations/de/glossary");
  await expect(
    page.getByRole("heading", { level: 1, name: glossary.heading.replace("{language}", "Deutsch") }),
  ).toBeVisible();
  await addTerm(page, "Cluster", "Cluster");
  await addTerm(page, "budget", "Budget");
  // Shared through the portal: the German table holds the entries under the reserved prefix.
  await expect.poll(() => germanText(stack.portalUrl, "_glossary.budget")).toContain('"translation":"Budget"');

  const key = `glossary.e2e${Date.now()}.limit`;
  await addSourceKey(stack.portalUrl, key, "Cluster budget");
  const since = (await stack.control.gatewayRequests()).at(-1)?.seq ?? 0;
  await page.goto(`${stack.consoleUrl}/translations/de?q=${key}`);
  await row(page, key).click();
  const panel = page.getByTestId("token-side-panel");
  await expect(panel.getByTestId("panel-terms")).toContainText("budget → Budget");
  // Nothing typed yet: no error.
  await expect(panel.getByTestId("token-checks")).toHaveCount(0);

  await panel.getByRole("button", { name: messages.assistant.suggest.button }).click();
  const result = panel.getByTestId("suggestion-result");
  await expect(result).toHaveAttribute("data-glossary", "true", { timeout: 30_000 });
  await expect(result.getByTestId("suggestion-verdict")).toHaveText(messages.assistant.suggest.glossary);
  const missing = messages.checks.glossaryMissing.replace("{term}", "budget").replace("{expected}", "Budget");
  await expect(result.getByTestId("token-checks")).toContainText(missing);
  const sent = (await stack.control.gatewayRequests(since)).filter((r) => r.path === "/v1/chat/completions");
  const prompt = (sent.at(-1)?.body as { messages: { content: string }[] }).messages[1].content;
  expect(prompt).toContain("Glossary:\n- Cluster → Cluster\n- budget → Budget");

  await result.getByRole("button", { name: messages.assistant.suggest.accept }).click();
  await expect(editor(page, key)).toHaveValue("Cluster budget");
  await editor(page, key).press("Enter");
  await expect(row(page, key)).toHaveAttribute("data-state", "translated");

  const toggle = page.getByTestId("checks-toggle");
  await toggle.click();
  const findings = page.getByTestId("checks-panel");
  await findings.getByRole("button", { name: new RegExp(`^${messages.checksPanel.kinds.glossary}`) }).click();
  await expect(findings.locator(`[data-testid=check-finding][data-key="${key}"]`)).toContainText(missing);
  const before = Number((await toggle.textContent())?.match(/\d+/)?.[0]);

  await row(page, key).click();
  const hint = panel.getByTestId("check-hint").filter({ hasText: missing });
  await hint.getByRole("button", { name: messages.checks.dismiss.button }).click();
  await panel.getByRole("textbox", { name: /Why this is right/ }).fill("Agreed wording: budget stays lower case here");
  await panel.getByRole("button", { name: messages.checks.dismiss.confirm, exact: true }).click();
  await expect(panel.getByTestId("check-hint").filter({ hasText: missing })).toHaveCount(0);
  const dismissed = panel.getByTestId("dismissed-checks");
  await dismissed.locator("summary").click();
  await expect(dismissed).toContainText("Agreed wording");
  await expect(dismissed).toContainText(messages.checks.dismiss.where);
  await expect(toggle).toContainText(String(before - 1));
  await expect(findings.locator(`[data-testid=check-finding][data-key="${key}"]`)).toHaveCount(0);
});

test("the glossary goes out as CSV and TBX and comes back in from a TBX file", async ({ page }) => {
  await signIn(page, "/translations/de/glossary");
  await addTerm(page, "backup", "Sicherung");

  const csv = page.waitForEvent("download");
  await page.getByRole("button", { name: glossary.export.csv }).click();
  const csvText = await (await csv).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  });
  expect(csvText).toContain("term,translation,note,do_not_translate");
  expect(csvText).toContain("backup,Sicherung,,");

  const tbx = page.waitForEvent("download");
  await page.getByRole("button", { name: glossary.export.tbx }).click();
  expect((await tbx).suggestedFilename()).toBe("glossary-en-de.tbx");

  const file = `<?xml version="1.0"?><martif type="TBX" xml:lang="en"><text><body>
    <termEntry><langSet xml:lang="en"><tig><term>backup</term></tig></langSet><langSet xml:lang="de"><tig><term>Datensicherung</term></tig></langSet></termEntry>
    <termEntry><note>Product name</note><langSet xml:lang="en"><tig><term>Kubernetes</term><termNote type="translationNote">no</termNote></tig></langSet><langSet xml:lang="de"><tig><term>Kubernetes</term></tig></langSet></termEntry>
    <termEntry><langSet xml:lang="en"><tig><term></term></tig></langSet><langSet xml:lang="de"><tig><term>Leer</term></tig></langSet></termEntry>
  </body></text></martif>`;
  await page.getByRole("button", { name: glossary.import.open }).click();
  const dialog = page.getByRole("dialog", { name: glossary.import.title });
  await dialog
    .getByLabel(glossary.import.file)
    .setInputFiles({ name: "terms.tbx", mimeType: "application/x-tbx", buffer: Buffer.from(file) });
  await expect(dialog.getByTestId("glossary-import-plan")).toHaveText("1 new, 1 changed, 0 unchanged.");
  await expect(dialog.getByTestId("glossary-import-problems")).toContainText("Row 3, term: required");
  await dialog.getByRole("button", { name: "Import 2 terms" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: "Datensicherung" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Product name" })).toContainText(glossary.keep);

  // A hand-made file with a bare ampersand on its third line is refused whole, naming the line and what to write.
  const broken = file.replace("<note>Product name</note>", "<note>Product & name</note>");
  await page.getByRole("button", { name: glossary.import.open }).click();
  await dialog
    .getByLabel(glossary.import.file)
    .setInputFiles({ name: "terms.tbx", mimeType: "application/x-tbx", buffer: Buffer.from(broken) });
  const reason = messages.exchange.fileProblem.reasons.bareAmpersand;
  await expect(dialog.getByTestId("glossary-import-problems")).toHaveText(
    glossary.import.codes.malformedAt.replace("{line, number}", "3").replace("{reason}", reason),
  );
  await expect(dialog.getByTestId("glossary-import-plan")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Nothing to import" })).toBeDisabled();
});

test("beside the list at 1440 px: the open token's panel, no error before typing, the row selected", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const key = `glossary.e2e${Date.now()}.empty`;
  await addSourceKey(stack.portalUrl, key, "Nothing yet");
  await signIn(page, `/translations/de?q=${key}`);
  await page.getByTestId("token-grid").focus();
  await page.keyboard.press("Enter");
  const panel = page.getByTestId("token-side-panel");
  await expect(editor(page, key)).toBeFocused();
  await expect(panel.getByTestId("panel-source")).toHaveText("Nothing yet");
  await expect(panel.getByTestId("memory")).toBeVisible();
  await expect(panel.getByTestId("suggestion")).toBeVisible();
  await expect(row(page, key)).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByTestId("token-checks")).toHaveCount(0);

  await editor(page, key).press("Enter");
  await expect(panel.getByTestId("token-checks")).toContainText(messages.checks.empty);
  await editor(page, key).fill("Noch nichts");
  await editor(page, key).press("Enter");
  await expect(row(page, key)).toHaveAttribute("data-state", "translated");
});
