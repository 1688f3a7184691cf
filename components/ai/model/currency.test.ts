import { describe, expect, it } from "vitest";
import { asCurrency, currencyOfProperties, FALLBACK_CURRENCY, portalCurrency } from "./currency";

const property = (name: string, value: string) => ({ property: name, value, description: "", inherited: false });

describe("the portal's currency", () => {
  it("is what an answer states for its own amounts", () => {
    expect(portalCurrency({ stated: "CHF", properties: [property("billing.currency", "EUR")] })).toBe("CHF");
  });

  it("is the settings' currency property when the answer states none", () => {
    expect(
      portalCurrency({
        stated: undefined,
        properties: [property("support.email", "x@y"), property("billing.currency", "eur")],
      }),
    ).toBe("EUR");
  });

  it("is read from a money setting's name when no property holds a code", () => {
    expect(currencyOfProperties([property("ai.monthly_budget_eur", "2500")])).toBe("EUR");
    expect(currencyOfProperties([property("billing.currency", "euros"), property("ai.cap_gbp", "1")])).toBe("GBP");
  });

  it("falls back to USD when nothing states one or the statement is no currency", () => {
    expect(portalCurrency({})).toBe(FALLBACK_CURRENCY);
    expect(FALLBACK_CURRENCY).toBe("USD");
    expect(portalCurrency({ stated: "dollars", properties: "not a list" })).toBe("USD");
    expect(portalCurrency({ properties: [{ value: "EUR" }, property("ui.default_locale", "en")] })).toBe("USD");
    expect([asCurrency("ZZZ1"), asCurrency(42), asCurrency(" usd ")]).toEqual([undefined, undefined, "USD"]);
  });
});
