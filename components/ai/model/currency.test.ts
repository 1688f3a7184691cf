import { describe, expect, it } from "vitest";
import { asCurrency } from "@/lib/cost/cost-answer";
import { currencyOfCost, currencyOfProperties } from "./currency";

const property = (name: string, value: string) => ({ property: name, value, description: "", inherited: false });

describe("the portal's currency", () => {
  it("is the settings' currency property", () => {
    expect(currencyOfProperties([property("support.email", "x@y"), property("billing.currency", "eur")])).toBe("EUR");
  });

  it("is read from a money setting's name when no property holds a code", () => {
    expect(currencyOfProperties([property("ai.monthly_budget_eur", "2500")])).toBe("EUR");
    expect(currencyOfProperties([property("billing.currency", "euros"), property("ai.cap_gbp", "1")])).toBe("GBP");
  });

  it("is what a cost answer states for its amounts", () => {
    expect(currencyOfCost({ price: 1, usage: { currency: "CHF", daily: [] } })).toBe("CHF");
    expect(currencyOfCost({ price: 1, usage: { daily: [] } })).toBeUndefined();
    expect(currencyOfCost({ usage: { currency: "dollars" } })).toBeUndefined();
    expect(currencyOfCost(null)).toBeUndefined();
  });

  it("is nothing, never an assumed one, when nothing states a currency", () => {
    expect(currencyOfProperties("not a list")).toBeUndefined();
    expect(currencyOfProperties([{ value: "EUR" }, property("ui.default_locale", "en")])).toBeUndefined();
    expect([asCurrency("ZZZ1"), asCurrency(42), asCurrency(" usd ")]).toEqual([undefined, undefined, "USD"]);
  });
});
