import { describe, expect, it } from "vitest";
import { errorCodes, errorTable } from "@/lib/bff/errors";
import { ApiError } from "./error";
import { isTransient, isTransientCode } from "./outage";

describe("isTransientCode", () => {
  it("says of every code of the BFF's error table what isTransient says of the error the BFF answers with it", () => {
    for (const code of errorCodes) {
      const { status, message } = errorTable[code];
      expect(isTransientCode(code), code).toBe(isTransient(new ApiError({ code, status, message })));
    }
  });

  it("a code the table does not know is not one asking again may cure", () => {
    expect(isTransientCode("no-such-code")).toBe(false);
  });
});
