import { describe, expect, it } from "vitest";
import { readModels, readProviderConfigs, readProviders } from "./catalog";
import { isIsoDay, periodFromParams, periodToParams } from "./date-range";
import { changedFields } from "./diff";
import { filterKeys, toKeyRow } from "./keys";
import { budgetsFormSchema, rateLimitsFormSchema } from "./limit-forms";
import { budgetDraft, budgetLine, parseBudgets, parseRateLimits, rateLimitDraft, rateLimitLine } from "./limits";
import { priceGroup, priceRows, priceUnit } from "./price-catalog";
import { readLoose, num, str, strings } from "./read";
import { toProjectRow } from "./projects";
import { readKeyFacts, readProjectKeys, readProjectModels } from "./records";
import { mergeUsers } from "./users";
import { readCost } from "./usage";

const messages = {
  required: (field: string) => `${field}:req`,
  atLeast: (field: string, min: number) => `${field}:ge${min}`,
  atMost: (field: string, max: number) => `${field}:le${max}`,
  wholeNumber: (field: string) => `${field}:int`,
  period: (field: string) => `${field}:period`,
  oneOfTokensOrRequests: "one",
};

describe("limit lines", () => {
  it("parses lines leniently and drops non-objects", () => {
    const lines = parseBudgets([{ max_limit: 50, reset_duration: "30d", current_usage: "x", note: 1 }, 3, null]);
    expect(lines).toEqual([{ max_limit: 50, reset_duration: "30d", current_usage: undefined, note: 1 }]);
    expect(parseRateLimits("nope")).toEqual([]);
  });

  it("keeps fields the form does not edit through a save", () => {
    const [line] = parseBudgets([{ max_limit: 50, reset_duration: "30d", current_usage: 12.5, id: "b1" }]);
    const draft = { ...budgetDraft(line), max_limit: 80 };
    expect(budgetLine(draft)).toEqual({ current_usage: 12.5, id: "b1", max_limit: 80, reset_duration: "30d" });
  });

  it("sends only the halves of a rate limit that are set", () => {
    const [line] = parseRateLimits([{ request_max_limit: 60, request_reset_duration: "1m" }]);
    expect(rateLimitLine(rateLimitDraft(line))).toEqual({ request_max_limit: 60, request_reset_duration: "1m" });
  });

  it("names the empty field of a budget line", () => {
    const result = budgetsFormSchema(messages).safeParse({
      lines: [{ max_limit: undefined, reset_duration: " ", extra: {} }],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect(paths).toEqual(
      expect.arrayContaining(["lines.0.max_limit:budget:req", "lines.0.reset_duration:budgetPeriod:req"]),
    );
  });

  it("refuses a period off the list and an amount over the ceiling, naming the field and the rule", () => {
    const schema = budgetsFormSchema(messages);
    const messagesOf = (line: object) =>
      schema.safeParse({ lines: [{ extra: {}, ...line }] }).error?.issues.map((i) => i.message);
    expect(messagesOf({ max_limit: 500, reset_duration: "forever" })).toEqual(["budgetPeriod:period"]);
    expect(messagesOf({ max_limit: 1e12, reset_duration: "30d" })).toEqual(["budget:le1000000"]);
    expect(messagesOf({ max_limit: -1, reset_duration: "30d" })).toEqual(["budget:ge0"]);
    expect(schema.safeParse({ lines: [{ max_limit: 1_000_000, reset_duration: "7d", extra: {} }] }).success).toBe(true);
    const rate = rateLimitsFormSchema(messages).safeParse({
      lines: [
        {
          token_max_limit: 5e9,
          token_reset_duration: "1w",
          request_max_limit: 2.5,
          request_reset_duration: "1m",
          extra: {},
        },
      ],
    });
    expect(rate.error?.issues.map((i) => i.message).sort()).toEqual([
      "requests:int",
      "tokenPeriod:period",
      "tokens:le1000000000",
    ]);
  });

  it("wants a token or a request cap, each with its period", () => {
    const schema = rateLimitsFormSchema(messages);
    const empty = {
      token_max_limit: undefined,
      token_reset_duration: "1m",
      request_max_limit: undefined,
      request_reset_duration: "1m",
      extra: {},
    };
    expect(schema.safeParse({ lines: [empty] }).error?.issues[0].message).toBe("one");
    const noPeriod = { ...empty, request_max_limit: 10, request_reset_duration: "" };
    expect(schema.safeParse({ lines: [noPeriod] }).error?.issues[0].path).toEqual([
      "lines",
      0,
      "request_reset_duration",
    ]);
    expect(schema.safeParse({ lines: [{ ...empty, token_max_limit: 1000 }] }).success).toBe(true);
  });
});

describe("lenient readers", () => {
  it("read a mistyped field as absent and keep the fields they do not know", () => {
    expect(readLoose({ a: 1, b: "x", c: true }, { a: str, b: str })).toEqual({ a: undefined, b: "x", c: true });
    expect(readLoose({}, { a: str })).toEqual({});
    expect(readLoose([1], { a: str })).toBeUndefined();
    expect(readLoose(null, { a: str })).toBeUndefined();
    expect([num(Number.NaN), num(Infinity), num("1"), num(2)]).toEqual([undefined, undefined, undefined, 2]);
    expect([strings(["a", "b"]), strings(["a", 1]), strings("a")]).toEqual([["a", "b"], undefined, undefined]);
  });
});

describe("cost readers", () => {
  it("reads daily points and a by-model record, sorted", () => {
    const cost = readCost({
      price: 1.5,
      tokens: 300,
      key_price: 150,
      usage: {
        currency: "EUR",
        daily: [
          { date: "2025-03-02", tokens: 200, price: 1 },
          { date: "2025-03-01", tokens: 100, price: 0.5 },
          { date: "bad" },
        ],
        by_model: { a: { tokens: 100, price: 0.2 }, b: { tokens: 200, price: 1.3 } },
      },
    });
    expect(cost.currency).toBe("EUR");
    expect(cost.keyPrice).toBe(1.5);
    expect(cost.daily.map((d) => d.date)).toEqual(["2025-03-01", "2025-03-02"]);
    expect(cost.byModel.map((m) => m.model)).toEqual(["b", "a"]);
  });

  it("takes the portal's currency when the answer states none, never an assumed one, and reads by_model arrays", () => {
    const cost = readCost({ usage: { by_model: [{ model: "m", tokens: 5, cost: 2 }] } });
    expect(cost.currency).toBeNull();
    expect(readCost({ usage: {} }, "EUR").currency).toBe("EUR");
    expect(readCost({ usage: { currency: "CHF" } }, "EUR").currency).toBe("CHF");
    expect(cost.byModel).toEqual([{ model: "m", tokens: 5, price: 2 }]);
    expect(cost.daily).toEqual([]);
  });
});

describe("periods in the URL", () => {
  const today = new Date(2025, 2, 15);
  it("reads presets, custom days and falls back to the last 30 days", () => {
    expect(periodFromParams({ range: "last7" }, today)).toEqual({ from: "2025-03-09", to: "2025-03-15" });
    expect(periodFromParams({}, today)).toEqual({ from: "2025-02-14", to: "2025-03-15" });
    expect(periodFromParams({ from: "2025-01-01", to: "2025-01-10" }, today)).toEqual({
      from: "2025-01-01",
      to: "2025-01-10",
    });
    expect(periodFromParams({ from: "2025-01-10", to: "2025-01-01", range: "bogus" }, today).from).toBe("2025-02-14");
    expect(isIsoDay("2025-02-30")).toBe(false);
  });
  it("writes a preset as its name and the default as nothing", () => {
    expect(periodToParams({ from: "2025-02-01", to: "2025-02-28" }, today)).toEqual({
      range: "lastMonth",
      from: null,
      to: null,
    });
    expect(periodToParams({ from: "2025-02-14", to: "2025-03-15" }, today)).toEqual({
      range: null,
      from: null,
      to: null,
    });
    expect(periodToParams({ from: "2025-01-01", to: "2025-01-02" }, today)).toEqual({
      range: null,
      from: "2025-01-01",
      to: "2025-01-02",
    });
  });
});

describe("price catalog", () => {
  it("groups by service tier first, then context size, then medium", () => {
    expect(priceGroup("input_cost_per_token_above_200k_tokens_priority")).toBe("priority");
    expect(priceGroup("output_cost_per_token_batches")).toBe("batch");
    expect(priceGroup("cache_read_input_token_cost_flex")).toBe("flex");
    expect(priceGroup("input_cost_per_audio_per_second_above_128k_tokens")).toBe("above128k");
    expect(priceGroup("cache_creation_input_audio_token_cost")).toBe("cache");
    expect(priceGroup("output_cost_per_pixel")).toBe("image");
    expect(priceGroup("code_interpreter_cost_per_session")).toBe("search");
    expect(priceGroup("input_cost_per_second")).toBe("input");
    expect(priceUnit("output_cost_per_image_token")).toBe("token");
    expect(priceUnit("output_cost_per_image_high_quality")).toBe("image");
    expect(priceUnit("input_cost_per_audio_per_second")).toBe("second");
  });
  it("shows token prices per million without float noise", () => {
    const rows = priceRows({ input_cost_per_token: 0.0000015, output_cost_per_image: 0.04, note: "x" });
    expect(rows.get("input")?.[0]).toMatchObject({ shown: 1.5, perMillion: true });
    expect(rows.get("image")?.[0]).toMatchObject({ shown: 0.04, perMillion: false });
    expect([...rows.keys()]).toEqual(["input", "image"]);
  });
});

describe("keys, users, costs", () => {
  const rows = [
    toKeyRow({
      id: "k1",
      name: "a",
      is_active: true,
      budgets: [{ max_limit: 5, current_usage: 5 }],
      project_id: "p1",
      tokens_usage: { total_tokens: 100 },
    }),
    toKeyRow({ id: "k2", name: "b", is_active: false, project_id: "", tokens_usage: { total_tokens: 50 } }),
    toKeyRow({ id: "k3", name: "c", is_limited: false, project_id: "p1", tokens_usage: { total_tokens: 300 } }),
  ];

  it("derives limited from spent budgets when the flag is absent", () => {
    expect(rows.map((r) => r.limited)).toEqual([true, false, false]);
    expect(filterKeys(rows, { active: "no" }).map((r) => r.id)).toEqual(["k2"]);
    expect(filterKeys(rows, { active: "yes", limited: "no" }).map((r) => r.id)).toEqual(["k3"]);
  });

  it("merges project members once each", () => {
    const users = mergeUsers([
      [{ id: "u1", firstName: "Ada", lastName: "Lovelace", enabled: "true" }],
      [
        { id: "u1", username: "dup" },
        { id: "u2", username: "zed", enabled: "false" },
      ],
      undefined,
    ]);
    expect(users).toEqual([
      { id: "u1", label: "Ada Lovelace", detail: undefined, enabled: true },
      { id: "u2", label: "zed", detail: "zed", enabled: false },
    ]);
  });
});

describe("diff", () => {
  it("keeps only changed fields", () => {
    expect(changedFields({ name: "a", description: "" }, { name: "a", description: "" })).toEqual({});
    expect(changedFields({ name: "a", description: undefined }, { name: "b", description: "" })).toEqual({ name: "b" });
  });
});

describe("records of the portal", () => {
  it("reads key facts from llms or, without them, from model_limits", () => {
    expect(readKeyFacts({ project_id: "", team: { id: "p1", name: "P" }, llms: ["a"] })).toMatchObject({
      projectId: "p1",
      projectName: "P",
      models: ["a"],
    });
    expect(
      readKeyFacts({ model_limits: [{ model: "m1", allowed: true }, { model: "m2", allowed: false }, "m3"] }).models,
    ).toEqual(["m1", "m3"]);
    expect(readKeyFacts(null)).toEqual({});
  });

  it("reads a project's keys and models in both list and detail shapes", () => {
    expect(readProjectKeys([{ id: "k1", name: "one", is_active: false }, "k2", { nope: 1 }])).toEqual([
      { id: "k1", name: "one", active: false },
      { id: "k2", name: "k2" },
    ]);
    expect(readProjectModels({ llms: { a: {}, b: {} } })).toEqual(["a", "b"]);
    expect(readProjectModels({ llm: ["x", { id: "y" }] })).toEqual(["x", "y"]);
  });

  it("reads models, providers and provider configs whatever their shape", () => {
    expect(
      readModels([
        "openai/gpt-4o",
        { id: "m", name: "M", provider: "p", context_length: 8, input_cost_per_token: 1e-6 },
        5,
      ]),
    ).toEqual([
      { id: "openai/gpt-4o", name: "openai/gpt-4o", provider: "openai" },
      {
        id: "m",
        name: "M",
        provider: "p",
        mode: undefined,
        contextLength: 8,
        inputPerToken: 1e-6,
        outputPerToken: undefined,
        enabled: undefined,
      },
    ]);
    expect(readProviders([{ id: "openai", name: "OpenAI", enabled: true }, "mistral"])).toEqual([
      { id: "openai", name: "OpenAI", enabled: true, website: undefined },
      { id: "mistral", name: "mistral" },
    ]);
    expect(readProviderConfigs([{ provider: "openai", allowed_models: ["a"], weight: 2 }])[0]).toMatchObject({
      provider: "openai",
      models: ["a"],
      weight: 2,
    });
  });

  it("turns a project list item into a row", () => {
    const row = toProjectRow({
      id: "p",
      name: "P",
      disabled: true,
      keys: [{ id: "k" }],
      llm: ["a", "b"],
      tokens_usage: { total_tokens: 9 },
      tier: "basic",
    });
    expect(row).toMatchObject({ id: "p", disabled: true, keys: 1, models: 2, tier: "basic" });
  });
});
