import { expect, test, TOKENS } from "./fixtures";

/**
 * The creation form's defaults arrive over several reads in whatever order the portal answers; each must reach its
 * field however late the form itself appears (it waits for the project list).
 */
test.afterEach(async ({ stack }) => {
  await stack.control.clearFaults();
});

test("the cloud profile and its default version are filled in when the project list answers last", async ({
  page,
  login,
  stack,
}) => {
  await stack.control.fault({ operation: "clustermgr.projects.list", mode: "slow", delayMs: 2_500 });
  await login(page, TOKENS.admin, "/clusters/new?project=demo");
  await expect(page.getByRole("heading", { level: 1, name: "New cluster" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Project", exact: true })).toHaveValue("garden-demo");
  await expect(page.getByRole("combobox", { name: "Cloud profile", exact: true })).not.toHaveValue("");
  await expect(page.getByLabel("Kubernetes version")).toHaveValue("1.31.7");
  await expect(page.getByTestId("create-missing")).toHaveText("Still needed: Name");
});
