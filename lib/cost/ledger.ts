/**
 * The ledger: the one place where the portal's per-key cost answers become the figures the console shows — spend,
 * tokens, price per 1M tokens, active keys, shares, and the breakdowns per project, key, model and day. Every screen
 * and export reads its totals from here, so that they agree to the cent and the token.
 *
 * Each key counts once, in the project it belongs to now; keys outside any project form one group, `NO_PROJECT`.
 * A key whose cost could not be read is named (`unread`) and left out of every sum, never counted as zero.
 */
import type { CostAnswer, DailyPoint, ModelSpend } from "./cost-answer";
import type { KeyDays } from "./ledger-export";
import { eachDay, pricePerMillion, type Period } from "./period";

/** The id of the group of keys outside any project ("(no project)" on screen). */
export const NO_PROJECT = "";

/** One key's cost over the period, as the portal answered it. */
export interface KeyCost {
  spend: number;
  tokens: number;
  daily: DailyPoint[];
  byModel: ModelSpend[];
  /** The currency the answer states, when it states one. */
  currency?: string;
  /** The key's price as the portal states it beside the cost (`key_price`). */
  keyPrice?: number;
}

/** Why a key's cost is missing: the error code of the failed read, and the permission when it was refused. */
export interface Unread {
  code: string;
  permission?: string;
}

/** A key as the ledger takes it: who it is (from the key list) and either its cost or why there is none. */
export interface LedgerKeyInput {
  id: string;
  name: string;
  /** `NO_PROJECT` outside any project. */
  projectId: string;
  project: string;
  user: string;
  /** Switched on (`is_active`): a key's state, not whether it was used. */
  enabled: boolean;
  cost?: KeyCost;
  unread?: Unread;
}

export interface LedgerKey extends Omit<LedgerKeyInput, "cost"> {
  /** Undefined when the cost could not be read. */
  spend?: number;
  tokens?: number;
  /** An active key is a key with usage in the period (tokens or spend), switched on or off. */
  active?: boolean;
  /** Of the period's spend; undefined when nothing was spent or the cost is unread. */
  share?: number;
  keyPrice?: number;
}

export interface LedgerProject {
  /** `NO_PROJECT` for the keys outside any project. */
  id: string;
  name: string;
  keys: number;
  activeKeys: number;
  unreadKeys: number;
  spend: number;
  tokens: number;
  share?: number;
}

export interface LedgerModel extends ModelSpend {
  share?: number;
}

export interface LedgerTotals {
  spend: number;
  tokens: number;
  pricePerMillion?: number;
  /** Spend over the period's days (days without usage count). */
  perDay: number;
  keys: number;
  activeKeys: number;
  unreadKeys: number;
}

/** What a comparison needs of a period: its totals and its days. */
export interface LedgerSummary {
  period: Period;
  /** The one currency the answers state; undefined when none states one or they disagree. */
  currency?: string;
  /** Every currency stated, when the answers disagree (their amounts cannot be added up). */
  mixedCurrencies?: string[];
  totals: LedgerTotals;
  /** Every day of the period, zero where nothing was used. */
  daily: DailyPoint[];
}

export interface Ledger extends LedgerSummary {
  /** Spend first; the keys outside any project last. Projects without keys are listed with zeros. */
  projects: LedgerProject[];
  /** Spend first; unread keys last. */
  keys: LedgerKey[];
  models: LedgerModel[];
}

const byName = (a: string, b: string) => a.localeCompare(b, "en");

/** A key's cost from its answer: the answer's stated totals, else the sums of its days. */
export function keyCostOf(answer: CostAnswer): KeyCost {
  return {
    spend: answer.price ?? answer.daily.reduce((sum, day) => sum + day.price, 0),
    tokens: answer.tokens ?? answer.daily.reduce((sum, day) => sum + day.tokens, 0),
    daily: answer.daily,
    byModel: answer.byModel,
    ...(answer.currency ? { currency: answer.currency } : {}),
    ...(answer.keyPrice !== undefined ? { keyPrice: answer.keyPrice } : {}),
  };
}

const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : undefined);

/**
 * The ledger of a period. `projects`, when the project list could be read, names every project (those without keys
 * get a zero row) and decides which keys are in one: a key naming a project that is not listed counts as outside.
 */
export function buildLedger(input: {
  period: Period;
  keys: readonly LedgerKeyInput[];
  projects?: readonly { id: string; name: string }[];
}): Ledger {
  const days = eachDay(input.period);
  const daily = new Map(days.map((date) => [date, { date, tokens: 0, price: 0 }]));
  const models = new Map<string, LedgerModel>();
  const groups = new Map<string, LedgerProject>();
  const group = (id: string, name: string) => {
    let found = groups.get(id);
    if (!found) {
      found = { id, name, keys: 0, activeKeys: 0, unreadKeys: 0, spend: 0, tokens: 0 };
      groups.set(id, found);
    }
    return found;
  };
  for (const project of input.projects ?? []) if (project.id !== NO_PROJECT) group(project.id, project.name);
  const known = input.projects ? new Set(input.projects.map((p) => p.id)) : undefined;
  const totals: LedgerTotals = { spend: 0, tokens: 0, perDay: 0, keys: 0, activeKeys: 0, unreadKeys: 0 };
  const currencies = new Set<string>();
  const keys: LedgerKey[] = [];

  for (const { cost, ...key } of input.keys) {
    const inProject = key.projectId !== NO_PROJECT && (known === undefined || known.has(key.projectId));
    const projectId = inProject ? key.projectId : NO_PROJECT;
    const row = group(projectId, inProject ? key.project || key.projectId : "");
    row.keys += 1;
    totals.keys += 1;
    if (!cost) {
      row.unreadKeys += 1;
      totals.unreadKeys += 1;
      keys.push({ ...key, projectId, project: row.name, unread: key.unread ?? { code: "internal_error" } });
      continue;
    }
    const active = cost.tokens > 0 || cost.spend > 0;
    row.spend += cost.spend;
    row.tokens += cost.tokens;
    row.activeKeys += Number(active);
    totals.spend += cost.spend;
    totals.tokens += cost.tokens;
    totals.activeKeys += Number(active);
    if (cost.currency) currencies.add(cost.currency);
    for (const day of cost.daily) {
      const sum = daily.get(day.date);
      if (!sum) continue;
      sum.tokens += day.tokens;
      sum.price += day.price;
    }
    for (const line of cost.byModel) {
      const sum = models.get(line.model) ?? { model: line.model, tokens: 0, price: 0 };
      sum.tokens += line.tokens;
      sum.price += line.price;
      models.set(line.model, sum);
    }
    const { unread: _unread, ...identity } = key;
    keys.push({
      ...identity,
      projectId,
      project: row.name,
      spend: cost.spend,
      tokens: cost.tokens,
      active,
      ...(cost.keyPrice !== undefined ? { keyPrice: cost.keyPrice } : {}),
    });
  }

  totals.pricePerMillion = pricePerMillion(totals.spend, totals.tokens);
  totals.perDay = days.length > 0 ? totals.spend / days.length : 0;
  for (const key of keys) if (key.spend !== undefined) key.share = shareOf(key.spend, totals.spend);
  for (const row of groups.values()) row.share = shareOf(row.spend, totals.spend);
  const modelSpend = [...models.values()].reduce((sum, line) => sum + line.price, 0);
  for (const line of models.values()) line.share = shareOf(line.price, modelSpend);
  const stated = [...currencies].sort();

  return {
    period: { from: input.period.from, to: input.period.to },
    ...(stated.length === 1 ? { currency: stated[0] } : {}),
    ...(stated.length > 1 ? { mixedCurrencies: stated } : {}),
    totals,
    daily: [...daily.values()],
    projects: [...groups.values()]
      .filter((row) => row.id !== NO_PROJECT || row.keys > 0)
      .sort(
        (a, b) =>
          Number(a.id === NO_PROJECT) - Number(b.id === NO_PROJECT) ||
          b.spend - a.spend ||
          b.tokens - a.tokens ||
          byName(a.name, b.name),
      ),
    keys: keys.sort(
      (a, b) =>
        Number(a.unread !== undefined) - Number(b.unread !== undefined) ||
        (b.spend ?? 0) - (a.spend ?? 0) ||
        (b.tokens ?? 0) - (a.tokens ?? 0) ||
        byName(a.name, b.name) ||
        byName(a.id, b.id),
    ),
    models: [...models.values()].sort((a, b) => b.price - a.price || b.tokens - a.tokens || byName(a.model, b.model)),
  };
}

/** The ledger route's answer (`GET /api/ai/ledger`). */
export interface LedgerAnswer {
  ledger: Ledger;
  /** With `previous=1`: the previous period of the same length. */
  previous?: LedgerSummary;
  /** With `days=1`: the days of every key that was read, within the period. */
  days?: KeyDays[];
}

/** What a comparison keeps of a ledger. */
export const summaryOf = ({ period, currency, mixedCurrencies, totals, daily }: LedgerSummary): LedgerSummary => ({
  period,
  ...(currency ? { currency } : {}),
  ...(mixedCurrencies ? { mixedCurrencies } : {}),
  totals,
  daily,
});
