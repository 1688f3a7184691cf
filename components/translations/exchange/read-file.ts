/**
 * Reads a translator's file (XLIFF 1.2, XLIFF 2.0 or PO) for the import preview. Whole-file problems come first and
 * stop everything: a DOCTYPE or entity declaration, a file cut off or not well-formed (with its line), a character
 * no UTF-8 file can hold, another target language, a unit id or key used twice, a file with no text at all or no
 * units. A byte order mark and CRLF line ends are accepted.
 */
import { readPo } from "./po";
import type { FileProblem, ReadOutcome } from "./units";
import { readXliff } from "./xliff-read";
import { guardXml, lineAt } from "./xml-guard";
import { parseXml } from "./xml-tree";

const refuse = (problem: FileProblem): ReadOutcome => ({ ok: false, problem });

function readXml(text: string, lang: string): ReadOutcome {
  const guarded = guardXml(text);
  if (guarded) return refuse(guarded);
  const parsed = parseXml(text);
  if (!parsed.ok) return refuse({ code: "malformed", reason: parsed.reason, line: parsed.line });
  return readXliff(parsed.root, lang);
}

export function readExchangeFile(fileName: string, raw: string, lang: string): ReadOutcome {
  const text = raw.startsWith("\uFEFF") ? raw.slice(1) : raw;
  if (text.trim() === "") return refuse({ code: "blank" });
  let outcome: ReadOutcome;
  if (/^\s*</.test(text) || /\.(xlf|xliff)$/i.test(fileName)) outcome = readXml(text, lang);
  else {
    const po = text.replace(/\r\n?/g, "\n");
    const surrogate = /\p{Cs}/u.exec(po);
    if (surrogate) return refuse({ code: "loneSurrogate", line: lineAt(po, surrogate.index) });
    outcome = readPo(po, lang);
  }
  if (!outcome.ok) return outcome;
  const seen = new Set<string>();
  for (const unit of outcome.units) {
    if (seen.has(unit.key)) return refuse({ code: "duplicateUnit", id: unit.key });
    seen.add(unit.key);
  }
  return outcome.units.length === 0 ? refuse({ code: "empty" }) : outcome;
}
