import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import de from "@/messages/de/errors.json";
import en from "@/messages/en/errors.json";
import { decodeValidation, describeIssue, formErrorMap } from "./validation-messages";

/** The message a form field would show: the schema parsed with the forms' map, decoded and translated. */
function shown(
  schema: z.ZodType,
  value: unknown,
  field = "Volume name",
  messages: typeof en = en,
  locale: "en" | "de" = "en",
) {
  const result = schema.safeParse(value, { error: formErrorMap });
  if (result.success) return null;
  const message = result.error.issues[0].message;
  const decoded = decodeValidation(message);
  if (!decoded) return message;
  const t = createTranslator({ locale, messages: { errors: messages }, namespace: "errors.validation" });
  return t(decoded.key, { field, ...decoded.values });
}

describe("the forms' zod error map", () => {
  it("names the field and the limit of a too long text, never zod's English", () => {
    expect(shown(z.string().max(255), "x".repeat(400))).toBe("Volume name can be at most 255 characters long.");
    expect(shown(z.string().max(255), "x".repeat(400))).not.toMatch(/Too big|expected string/);
    expect(shown(z.string().max(21), "x".repeat(64), "Cluster name", de, "de")).toBe(
      "Cluster name darf höchstens 21 Zeichen lang sein.",
    );
  });

  it("reads an empty text, an empty choice and a missing number as required", () => {
    expect(shown(z.string().trim().min(1), "   ")).toBe("Volume name is required.");
    expect(shown(z.array(z.string()).min(1), [], "Zones")).toBe("Zones is required.");
    expect(shown(z.number(), undefined, "Amount")).toBe("Amount is required.");
  });

  it("gives numbers their bounds, with the locale's grouping", () => {
    expect(shown(z.number().max(1_000_000), 2_000_000, "Amount")).toBe("Amount can be at most 1,000,000.");
    expect(shown(z.number().min(1), 0, "Workers")).toBe("Workers must be at least 1.");
    expect(shown(z.number().positive(), 0, "Amount")).toBe("Amount must be more than 0.");
    expect(shown(z.number().int(), 1.5, "Workers")).toBe("Workers must be a whole number.");
    expect(shown(z.number().max(1_000_000), 2_000_000, "Betrag", de, "de")).toBe(
      "Betrag darf höchstens 1.000.000 sein.",
    );
  });

  it("covers formats, choices and the rest", () => {
    expect(shown(z.string().email(), "nope", "Email")).toBe("Email must be an email address.");
    expect(shown(z.string().regex(/^[a-z]+$/), "A!", "Name")).toBe("Name is not in the expected format.");
    expect(shown(z.enum(["a", "b"]), "c", "Period")).toBe("Period: choose one of the offered values.");
    expect(
      shown(
        z.string().refine(() => false),
        "x",
        "Name",
      ),
    ).toBe("Name is not valid.");
    expect(shown(z.array(z.string()).max(2), ["a", "b", "c"], "Zones")).toBe("Zones can hold at most 2 entries.");
  });

  it("leaves a message the schema wrote itself alone", () => {
    expect(shown(z.string().min(1, "Pick a zone"), "")).toBe("Pick a zone");
    expect(decodeValidation("Pick a zone")).toBeNull();
  });

  it("maps issue codes without a schema", () => {
    expect(describeIssue({ code: "too_big", origin: "string", maximum: 63, input: "", path: [] } as never)).toEqual({
      key: "tooLong",
      values: { max: 63 },
    });
  });
});
