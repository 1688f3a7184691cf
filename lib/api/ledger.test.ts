import { describe, expect, it } from "vitest";
import { buildLedger, type LedgerKeyInput, type Unread } from "@/lib/cost/ledger";
import { leavesOutReadable } from "./ledger";

const period = { from: "2025-03-01", to: "2025-03-31" };
const cost = { spend: 1.5, tokens: 1000, daily: [], byModel: [] };
const key = (id: string, unread?: Unread): LedgerKeyInput => ({
  id,
  name: id,
  projectId: "",
  project: "",
  user: "u",
  enabled: true,
  ...(unread ? { unread } : { cost }),
});
const answerWith = (...unread: (Unread | undefined)[]) => ({
  ledger: buildLedger({ period, keys: [key("read"), ...unread.map((u, i) => key(`k${i}`, u))] }),
});

describe("leavesOutReadable: a ledger that asking again may complete", () => {
  it("a key the portal failed on or could not be reached for: yes", () => {
    expect(leavesOutReadable(answerWith({ code: "upstream_error" }))).toBe(true);
    expect(leavesOutReadable(answerWith({ code: "upstream_unreachable" }))).toBe(true);
    expect(leavesOutReadable(answerWith({ code: "internal_error" }))).toBe(true);
    expect(
      leavesOutReadable(answerWith({ code: "permission_denied", permission: "x" }, { code: "upstream_error" })),
    ).toBe(true);
  });

  it("every key read, refused, timed out or of a shape that comes back the same: no", () => {
    expect(leavesOutReadable(answerWith())).toBe(false);
    expect(leavesOutReadable(answerWith({ code: "permission_denied", permission: "ai_key_cost-get" }))).toBe(false);
    expect(leavesOutReadable(answerWith({ code: "unexpected_shape" }))).toBe(false);
    expect(leavesOutReadable(answerWith({ code: "upstream_timeout" }))).toBe(false);
    expect(leavesOutReadable(answerWith({ code: "not_found" }))).toBe(false);
    expect(leavesOutReadable(answerWith({ code: "no-such-code" }))).toBe(false);
  });
});
