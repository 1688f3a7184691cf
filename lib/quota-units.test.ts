import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatQuotaAmount, quotaUnit } from "./quota-units";

describe("quota units", () => {
  it("knows RAM in MiB, block storage in GiB and object storage in GB; other quotas count things", () => {
    expect(quotaUnit("ram")).toBe("mib");
    expect(quotaUnit("gigabytes")).toBe("gib");
    expect(quotaUnit("backup_gigabytes")).toBe("gib");
    expect(quotaUnit("storage_gb")).toBe("gb");
    expect(quotaUnit("cores")).toBeNull();
    expect(quotaUnit("floating_ips")).toBeNull();
  });

  it("writes each figure with its unit, in the reader's locale", () => {
    expect(formatQuotaAmount(260_086, "ram", "en")).toBe("254 GiB");
    expect(formatQuotaAmount(262_144, "ram", "en")).toBe("256 GiB");
    expect(formatQuotaAmount(512, "ram", "de")).toBe("512 MiB");
    expect(formatQuotaAmount(1421, "gigabytes", "de")).toBe("1,4 TiB");
    expect(formatQuotaAmount(250, "storage_gb", "en")).toBe("250 GB");
    expect(formatQuotaAmount(3113, "instances", "en")).toBe("3,113");
    expect(formatQuotaAmount(undefined, "ram", "en")).toBe("—");
  });

  it("never leaves a figure of a sized quota without its unit (generated figures)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("ram", "gigabytes", "backup_gigabytes", "storage_gb"),
        fc.constantFrom("en", "de", "fr"),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (quota, locale, value) => {
          expect(formatQuotaAmount(value, quota, locale)).toMatch(/\s(B|[kKMGTP]i?B|[kKMGTP]?o)$/);
        },
      ),
    );
  });
});
