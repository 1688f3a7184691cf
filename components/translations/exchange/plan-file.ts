/** A translator's file read and matched against the language's rows: the import preview's plan, or why not. */
import { planUnits, type ImportPlan, type PlanRow } from "../model/transfer";
import { decodeText } from "./decode-text";
import { readExchangeFile } from "./read-file";
import type { FileProblem } from "./units";

export interface PlanRequest {
  fileName: string;
  /** The file as picked: decoded here, strictly as UTF-8. */
  bytes: Uint8Array;
  lang: string;
  rows: readonly PlanRow[];
}

export type PlanResponse = { ok: true; plan: ImportPlan } | { ok: false; problem: FileProblem };

export function planExchangeFile({ fileName, bytes, lang, rows }: PlanRequest): PlanResponse {
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { ok: false, problem: { code: "notUtf8", line: decoded.line } };
  try {
    const outcome = readExchangeFile(fileName, decoded.text, lang);
    return outcome.ok ? { ok: true, plan: planUnits(outcome.units, rows, lang) } : outcome;
  } catch {
    // What the readers do not foresee (inline elements nested deeper than the stack allows) still refuses the file.
    return { ok: false, problem: { code: "malformed", reason: "unreadable" } };
  }
}
