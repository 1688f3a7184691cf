import { expect, type Page } from "@playwright/test";
import quotas from "../../../messages/en/quotas.json" with { type: "json" };
import type { FormCase, WalkContext } from "./form-case";
import { escapeRe, exactLabel, seeded } from "./helpers";

const m = quotas;
/** A button by the start of its name (the rest names the line: "Set limit of volumes on …"). */
const firstButton = (page: Page, template: string) =>
  page.getByRole("button", { name: new RegExp(`^${escapeRe(template.split("{")[0])}`) }).first();

interface Line {
  resource_id: string;
  quota: string;
  limit: number;
  used: number;
  request_available: number;
}
/** The quota lines of one resource that still has room to ask for more. */
const linesPage = async ({ portalUrl }: WalkContext) => {
  const lines = await seeded<Line[]>(portalUrl, "/quota/overview/line");
  const line = lines.find((l) => l.request_available > 1 && l.limit > l.used);
  if (!line) throw new Error("the seed has no quota line with room");
  return `/quotas?resource=${encodeURIComponent(line.resource_id)}`;
};

export const QUOTA_FORMS: readonly FormCase[] = [
  {
    name: "Quotas: set one line's limit",
    files: ["components/quotas/QuotaLimitDialog.tsx"],
    path: linesPage,
    open: async (page) => {
      await firstButton(page, m.lines.setLimitOf).click();
      return page.getByRole("dialog", { name: new RegExp(`^${escapeRe(m.limit.title.split("{")[0])}`) });
    },
    type: (form) => form.getByLabel(exactLabel(m.limit.limit)).fill("999"),
    holds: (form) => expect(form.getByLabel(exactLabel(m.limit.limit))).toHaveValue("999"),
    leave: { dialog: true },
    save: { operation: "quotas.limit.set", submit: (form) => form.getByRole("button", { name: m.limit.submit }) },
  },
  {
    name: "Quotas: set all limits of a resource",
    files: ["components/quotas/QuotaLimitsDialog.tsx"],
    path: linesPage,
    open: async (page) => {
      await firstButton(page, m.lines.editResource).click();
      return page.getByRole("dialog", { name: new RegExp(`^${escapeRe(m.limits.title.split("{")[0])}`) });
    },
    type: (form) => form.getByRole("spinbutton").first().fill("998"),
    holds: (form) => expect(form.getByRole("spinbutton").first()).toHaveValue("998"),
    leave: { dialog: true },
    save: { operation: "quotas.limits.set", submit: (form) => form.getByRole("button", { name: m.limits.submit }) },
  },
  {
    name: "Quotas: request more for a line",
    files: ["components/quotas/QuotaIncreaseDialog.tsx"],
    path: linesPage,
    open: async (page) => {
      await firstButton(page, m.lines.increaseOf).click();
      return page.getByRole("dialog", { name: /^Request more/ });
    },
    type: (form) => form.getByLabel(exactLabel(m.increase.amount)).fill("1"),
    holds: (form) => expect(form.getByLabel(exactLabel(m.increase.amount))).toHaveValue("1"),
    leave: { dialog: true },
    save: {
      operation: "quotas.increase.request",
      submit: (form) => form.getByRole("button", { name: m.increase.submit }),
    },
  },
  {
    name: "Quotas: reject a request",
    files: ["components/quotas/QuotaRejectDialog.tsx"],
    path: "/quotas?tab=requests",
    open: async (page) => {
      await firstButton(page, m.requests.rejectOne).click();
      return page.getByRole("dialog", { name: /^Reject/ });
    },
    type: (form) => form.getByLabel(exactLabel(m.requests.reason)).fill("Not this quarter"),
    holds: (form) => expect(form.getByLabel(exactLabel(m.requests.reason))).toHaveValue("Not this quarter"),
    leave: { dialog: true },
    save: {
      operation: "quotas.requests.reject",
      submit: (form) => form.getByRole("button", { name: m.requests.reject, exact: true }),
    },
  },
  {
    name: "Quotas: apply a profile",
    files: ["components/quotas/QuotaProfileApplyDialog.tsx"],
    path: "/quotas?tab=profiles",
    open: async (page) => {
      await firstButton(page, m.profiles.applyNamed).click();
      return page.getByRole("dialog", { name: new RegExp(`^${escapeRe(m.profiles.apply.title.split("{")[0])}`) });
    },
    type: (form) => form.getByLabel(exactLabel(m.profiles.apply.client)).fill("walked-client"),
    holds: (form) => expect(form.getByLabel(exactLabel(m.profiles.apply.client))).toHaveValue("walked-client"),
    leave: { dialog: true },
    save: {
      operation: "quotas.profile.show",
      submit: (form) => form.getByRole("button", { name: m.profiles.apply.submit }),
    },
  },
];
