/**
 * Every operation of the portal catalog is performed by at least one end-to-end test, so a change behind a screen
 * cannot silently break it. An e2e test "names" an operation when the id appears in a spec file or a support
 * helper: the `net-*.spec.ts` suites carry the id in the test title (and check the portal received it), older
 * suites are listed in `e2e/support/suite-operations.ts`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { OPERATIONS_BY_SUITE } from "@/e2e/support/suite-operations";
import { operations, type OperationId } from "@/lib/portal/operations";

const E2E = join(import.meta.dirname, "..", "e2e");

/**
 * Operations that no screen performs, each with the reason; the README's "End-to-end coverage" section says why
 * the console shows their records through the lists instead.
 */
const NOT_ON_A_SCREEN: Partial<Record<OperationId, string>> = {
  // The secrets list already carries every field this read returns (name, value keys, created); values are write-only.
  "clustermgr.secret.get": "the secrets list shows all the portal returns for one secret",
  // The bindings list shows the binding's secret and its use; the single read adds nothing a user would look for.
  "clustermgr.secretBinding.get": "the bindings list shows all the portal returns for one binding",
  // The worker groups table shows machine, image, range and zones: the whole record this read returns.
  "clustermgr.workerGroup.get": "the worker groups table shows all the portal returns for one group",
};

function e2eSources(): string {
  const files = [
    ...readdirSync(E2E)
      .filter((name) => name.endsWith(".ts"))
      .map((name) => join(E2E, name)),
    ...readdirSync(join(E2E, "support"), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".ts"))
      .map((name) => join(E2E, "support", name)),
  ];
  return files.map((file) => readFileSync(file, "utf8")).join("\n");
}

/** The id as a whole word: `backup.get` must not be found inside `clustermgr.backup.getAll`. */
const names = (sources: string, id: string) =>
  new RegExp(`(?<![\\w.])${id.replace(/\./g, "\\.")}(?![\\w])`).test(sources);

describe("catalog coverage by end-to-end tests", () => {
  const ids = Object.keys(operations) as OperationId[];
  const sources = e2eSources();

  it("reads the whole catalog", () => {
    expect(ids.length).toBe(142);
  });

  it("has an e2e test naming every operation a screen offers", () => {
    const uncovered = ids.filter((id) => !(id in NOT_ON_A_SCREEN) && !names(sources, id));
    expect(uncovered, `operations without an e2e test naming them: ${uncovered.join(", ")}`).toEqual([]);
  });

  it("keeps the allow-list to catalog operations that no e2e test names", () => {
    const stale = Object.keys(NOT_ON_A_SCREEN).filter((id) => !ids.includes(id as OperationId) || names(sources, id));
    expect(stale).toEqual([]);
  });

  it("lists older suites that exist", () => {
    const missing = Object.keys(OPERATIONS_BY_SUITE).filter((suite) => !existsSync(join(E2E, suite)));
    expect(missing).toEqual([]);
  });
});
