import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatBytes,
  formatCompact,
  formatMoneyShort,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelative,
  formatPrice,
  formatDay,
  perMillion,
  plainDecimal,
  fixedDecimal,
} from "./format";

// Intl output uses narrow/non-breaking spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it("formats euros per locale", () => {
    expect(plain(formatMoney(1234.5, "en", "EUR"))).toBe("€1,234.50");
    expect(plain(formatMoney(1234.5, "de", "EUR"))).toBe("1.234,50 €");
    expect(plain(formatMoney(1234.5, "fr", "EUR"))).toBe("1 234,50 €");
  });
  it("takes another currency", () => {
    expect(plain(formatMoney(3, "en", "USD"))).toBe("$3.00");
  });
  it("shows an amount no currency was stated for without one, never an assumed symbol", () => {
    expect(formatMoney(1234.5, "en", null)).toBe("1,234.50");
    expect(formatMoney(1234.5, "de", null)).toBe("1.234,50");
    expect(formatMoney(0.00015, "en", null)).toBe("0.00015");
    expect(formatPrice(2e-7, "en", null)).toBe("0.0000002");
    expect(formatPrice(2.5, "de", null)).toBe("2,50");
  });
  it("keeps sub-cent amounts visible", () => {
    expect(plain(formatMoney(0.00015, "en", "EUR"))).toBe("€0.00015");
  });
  it("renders a dash for missing values", () => {
    expect(formatMoney(null, "en", "EUR")).toBe("—");
    expect(formatMoney(Number.NaN, "en", null)).toBe("—");
  });
});

describe("formatDay", () => {
  const now = Date.UTC(2026, 10, 28, 12);
  it("names a forecast's day in UTC, short, with the year only when it is another", () => {
    expect(formatDay(Date.UTC(2026, 11, 3, 23, 30), "en", now)).toBe("December 3");
    expect(formatDay(Date.UTC(2026, 11, 3), "de", now)).toBe("3. Dezember");
    expect(formatDay(Date.UTC(2026, 11, 3), "fr", now)).toBe("3 décembre");
    expect(formatDay(Date.UTC(2027, 0, 2), "en", now)).toBe("January 2, 2027");
    expect(formatDay(Date.UTC(2026, 11, 3, 14), "en", now, true)).toBe("December 3 at 14:00");
    expect(formatDay(Number.NaN, "en", now)).toBe("—");
  });
});

describe("numbers", () => {
  it("formats compact numbers", () => {
    expect(formatCompact(1_234_567, "en")).toBe("1.2M");
    expect(formatCompact(950, "en")).toBe("950");
    expect(plain(formatCompact(1_234_567, "de"))).toBe("1,2 Mio.");
  });
  it("groups thousands where the locale does not abbreviate them", () => {
    expect(formatCompact(1500, "de")).toBe("1.500");
    expect(formatCompact(15_000, "de")).toBe("15.000");
    expect(formatCompact(1500, "en")).toBe("1.5K");
    expect(plain(formatCompact(1500, "fr"))).toBe("1,5 k");
  });
  it("writes chart money as the locale writes every amount", () => {
    expect(plain(formatMoneyShort(1500, "de", "EUR"))).toBe("1.500 €");
    expect(plain(formatMoneyShort(5000, "de", "EUR"))).toBe("5.000 €");
    expect(plain(formatMoneyShort(2_500_000, "de", "EUR"))).toBe("2,5 Mio. €");
    expect(formatMoneyShort(3200, "en", "USD")).toBe("$3.2K");
    expect(formatMoneyShort(150, "en", "USD")).toBe("$150");
    expect(formatMoneyShort(4.5, "en", "USD")).toBe("$4.50");
    expect(formatMoneyShort(8, "en", "EUR")).toBe("€8");
    expect(formatMoneyShort(0, "en", "EUR")).toBe("€0");
  });
  it("never writes four or more digits without the locale's grouping (generated figures)", () => {
    const separators: Record<string, RegExp> = { en: /\d,\d{3}/, de: /\d\.\d{3}/, fr: /\d[\u202f\u00a0 ]\d{3}/ };
    fc.assert(
      fc.property(
        fc.constantFrom("en", "de", "fr"),
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.boolean(),
        (locale, value, money) => {
          const text = money ? formatMoneyShort(value, locale, "EUR") : formatCompact(value, locale);
          // A run of four digits is a figure written without its grouping.
          if (/\d{4}/.test(text)) throw new Error(`${value} in ${locale}: ${text}`);
          if (Math.abs(value) >= 1000 && !/[A-Za-z]/.test(plain(text).replace(/€|EUR/, "")))
            expect(text).toMatch(separators[locale]);
        },
      ),
    );
  });
  it("formats plain numbers and ratios", () => {
    expect(formatNumber(1234.5, "de")).toBe("1.234,5");
    expect(formatPercent(0.425, "en")).toBe("42.5%");
  });
});

describe("dates", () => {
  const instant = "2025-03-01T10:05:00Z";
  it("formats a date and a date-time in a given zone", () => {
    expect(formatDate(instant, "en", { timeZone: "UTC" })).toBe("Mar 1, 2025");
    expect(formatDate(instant, "de", { timeZone: "UTC" })).toBe("01.03.2025");
    expect(plain(formatDateTime(instant, "en", { timeZone: "UTC" }))).toBe("Mar 1, 2025, 10:05 AM");
    expect(formatDateTime(instant, "de", { timeZone: "UTC" })).toBe("01.03.2025, 10:05");
  });
  it("renders a dash for invalid input instead of throwing", () => {
    expect(formatDate("not a date", "en")).toBe("—");
    expect(formatDateTime(undefined, "en")).toBe("—");
  });
});

describe("formatRelative", () => {
  const now = new Date("2025-03-10T12:00:00Z");
  it("picks the largest fitting unit", () => {
    expect(formatRelative("2025-03-13T12:00:00Z", now, "en")).toBe("in 3 days");
    expect(formatRelative("2025-03-10T10:00:00Z", now, "en")).toBe("2 hours ago");
    expect(formatRelative("2025-03-10T10:00:00Z", now, "en", "short")).toBe("2 hr. ago");
    expect(formatRelative("2025-03-10T11:59:30Z", now, "en")).toBe("30 seconds ago");
    expect(formatRelative("2025-03-09T12:00:00Z", now, "en")).toBe("yesterday");
  });
  it("localizes", () => {
    expect(formatRelative("2025-03-13T12:00:00Z", now, "de")).toBe("in 3 Tagen");
    expect(formatRelative("2025-03-10T10:00:00Z", now, "fr")).toBe("il y a 2 heures");
  });
  it("renders a dash for invalid input", () => {
    expect(formatRelative("garbage", now, "en")).toBe("—");
  });
});

describe("formatBytes", () => {
  it("uses SI units by default", () => {
    expect(formatBytes(512, "en")).toBe("512 B");
    expect(formatBytes(0, "de")).toBe("0 B");
    expect(formatBytes(1_500_000, "en")).toBe("1.5 MB");
    expect(formatBytes(2_000_000_000_000, "de")).toBe("2 TB");
  });
  it("uses IEC units on request", () => {
    expect(formatBytes(1_572_864, "en", { binary: true })).toBe("1.5 MiB");
    expect(formatBytes(1024, "de", { binary: true })).toBe("1 KiB");
  });
});

describe("perMillion", () => {
  it("scales a per-token price without float noise", () => {
    expect(perMillion(0.000002)).toBe(2);
    expect(perMillion(0.0000015)).toBe(1.5);
    expect(perMillion(0.00000025)).toBe(0.25);
    expect(perMillion(0)).toBe(0);
  });
});

describe("prices without floating-point artefacts", () => {
  it("shows tiny prices in full and never as an exponent", () => {
    expect(plain(formatPrice(2e-7, "en", "EUR"))).toBe("€0.0000002");
    expect(plain(formatPrice(0.1 + 0.2, "en", "USD"))).toBe("$0.30");
    expect(plain(formatPrice(0.0000015 * 3, "en", "USD"))).toBe("$0.0000045");
    expect(plainDecimal(2e-7)).toBe("0.0000002");
    expect(plainDecimal(1234567.5)).toBe("1234567.5");
  });

  it("writes amounts for files with fixed decimals", () => {
    expect(fixedDecimal(2e-7, 4)).toBe("0.0000");
    expect(fixedDecimal(0.1 + 0.2, 4)).toBe("0.3000");
    expect(fixedDecimal(1234567.891, 2)).toBe("1234567.89");
    expect(fixedDecimal(-0.5, 2)).toBe("-0.50");
  });
});
