/**
 * The browser forms' one zod error map. zod's own messages are English and name neither the field nor, in the
 * user's words, the rule; this map turns each issue into a key of `errors.validation` plus its limit, carried in the
 * message string, and the field's layout (`FieldShell`) translates it with the field's label. Messages a schema sets
 * itself (`.min(1, t("required"))`) take precedence over the map and are shown as they are.
 */
import type { z } from "zod";

export type ValidationKey =
  | "required"
  | "tooLong"
  | "tooShort"
  | "tooLarge"
  | "lessThan"
  | "tooSmall"
  | "greaterThan"
  | "tooManyItems"
  | "tooFewItems"
  | "notNumber"
  | "notWholeNumber"
  | "notMultiple"
  | "email"
  | "url"
  | "invalidFormat"
  | "invalidChoice"
  | "invalid";

export interface ValidationMessage {
  key: ValidationKey;
  values: Record<string, number>;
}

/** A private-use character no schema's own message starts with: marks a message as an encoded key. */
const MARK = "\uE000";

type Issue = z.core.$ZodRawIssue;
const isEmpty = (input: unknown) =>
  input === undefined || input === null || (typeof input === "number" && Number.isNaN(input));
const num = (value: number | bigint) => Number(value);
const isCollection = (origin: string) => origin === "array" || origin === "set";

/** What an issue means for the person filling the form. */
export function describeIssue(issue: Issue): ValidationMessage {
  switch (issue.code) {
    case "invalid_type":
      if (isEmpty(issue.input)) return { key: "required", values: {} };
      if (issue.expected === "int") return { key: "notWholeNumber", values: {} };
      return { key: issue.expected === "number" ? "notNumber" : "invalid", values: {} };
    case "too_small": {
      const min = num(issue.minimum);
      if (issue.origin === "string")
        return min <= 1 ? { key: "required", values: {} } : { key: "tooShort", values: { min } };
      if (isCollection(issue.origin))
        return min <= 1 ? { key: "required", values: {} } : { key: "tooFewItems", values: { min } };
      return { key: issue.inclusive === false ? "greaterThan" : "tooSmall", values: { min } };
    }
    case "too_big": {
      const max = num(issue.maximum);
      if (issue.origin === "string") return { key: "tooLong", values: { max } };
      if (isCollection(issue.origin)) return { key: "tooManyItems", values: { max } };
      return { key: issue.inclusive === false ? "lessThan" : "tooLarge", values: { max } };
    }
    case "not_multiple_of":
      return num(issue.divisor) === 1
        ? { key: "notWholeNumber", values: {} }
        : { key: "notMultiple", values: { step: num(issue.divisor) } };
    case "invalid_format":
      return { key: issue.format === "email" ? "email" : issue.format === "url" ? "url" : "invalidFormat", values: {} };
    case "invalid_value":
      return { key: "invalidChoice", values: {} };
    default:
      return { key: "invalid", values: {} };
  }
}

export const encodeValidation = (message: ValidationMessage) =>
  `${MARK}${message.key}${JSON.stringify(message.values)}`;

/** The error map passed to every browser form's parse (`zodResolver(schema, { error: formErrorMap })`). */
export const formErrorMap = (issue: Issue) => encodeValidation(describeIssue(issue));

/** The key and limit an encoded message carries; null for a message a schema wrote itself. */
export function decodeValidation(message: string | undefined): ValidationMessage | null {
  if (!message?.startsWith(MARK)) return null;
  const brace = message.indexOf("{");
  if (brace === -1) return null;
  try {
    return {
      key: message.slice(MARK.length, brace) as ValidationKey,
      values: JSON.parse(message.slice(brace)) as Record<string, number>,
    };
  } catch {
    return null;
  }
}
