/**
 * Reads a translator's file (XLIFF 1.2, XLIFF 2.0 or PO) for the import preview. Whole-file problems come first and
 * stop everything: a DOCTYPE or entity declaration, malformed content, another target language, a unit id used
 * twice. A byte order mark and CRLF line ends are accepted.
 */
import { readPo } from "./po";
import { hasLoneSurrogate, type FileProblem, type ReadOutcome } from "./units";
import { readXliff } from "./xliff-document";
import { duplicateUnitId, guardXml, lineAt } from "./xml-guard";

const refuse = (problem: FileProblem): ReadOutcome => ({ ok: false, problem });

export async function readExchangeFile(fileName: string, raw: string, lang: string): Promise<ReadOutcome> {
  const text = (raw.startsWith("\uFEFF") ? raw.slice(1) : raw).replace(/\r\n?/g, "\n");
  const xml = /^\s*</.test(text);
  let outcome: ReadOutcome;
  if (xml || /\.(xlf|xliff)$/i.test(fileName)) {
    const guarded = guardXml(text);
    if (guarded) return refuse(guarded);
    const root = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<xliff\b([^>]*)>/.exec(text);
    if (!root) return refuse(xml ? { code: "notExchange" } : { code: "malformed", detail: "no XML" });
    const version = /\bversion\s*=\s*["']([^"']+)["']/.exec(root[1])?.[1] ?? "";
    if (!/^(1\.[0-2]|2\.[0-2])$/.test(version)) return refuse({ code: "notExchange" });
    const duplicate = duplicateUnitId(text);
    if (duplicate !== null) return refuse({ code: "duplicateUnit", id: duplicate });
    outcome = await readXliff(text, lang, version.startsWith("1") ? "1.2" : "2.0");
  } else {
    const surrogate = /\p{Cs}/u.exec(text);
    if (surrogate) return refuse({ code: "loneSurrogate", line: lineAt(text, surrogate.index) });
    outcome = readPo(text, lang);
  }
  if (!outcome.ok) return outcome;
  const seen = new Set<string>();
  for (const unit of outcome.units) {
    if (seen.has(unit.key)) return refuse({ code: "duplicateUnit", id: unit.key });
    seen.add(unit.key);
    if (hasLoneSurrogate(unit.target)) unit.problem ??= { code: "loneSurrogate" };
  }
  return outcome.units.length === 0 ? refuse({ code: "empty" }) : outcome;
}
