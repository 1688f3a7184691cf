"use client";

import { diffWordsWithSpace } from "diff";
import { useTranslations } from "next-intl";
import { Fragment, useMemo } from "react";
import { cn } from "@/components/ui/cn";
import { codePointName } from "../exchange/units";
import { markRuns, type MarkKind, type TextPart } from "./text-marks";

const SYMBOL: Record<Exclude<MarkKind, "invisible">, string> = {
  lineBreak: "↵",
  tab: "→",
  space: "·",
  noBreakSpace: "°",
};

/** Parts of a text, invisible characters drawn as marks (each named in its tooltip); line breaks still break. */
function Parts({ parts }: { parts: readonly TextPart[] }) {
  const t = useTranslations("translations.import.marks");
  return parts.map((part, index) => {
    if (part.kind === "text") return <Fragment key={index}>{part.text}</Fragment>;
    const label = part.mark === "invisible" ? codePointName(part.char) : SYMBOL[part.mark];
    return (
      <Fragment key={index}>
        <span
          title={part.mark === "invisible" ? label : t(part.mark)}
          data-mark={part.mark}
          className={cn(
            "select-none text-muted",
            part.mark === "invisible" && "mx-px rounded-sm border border-line px-0.5 font-mono text-[0.7em]",
          )}
        >
          {label}
        </span>
        {part.mark === "lineBreak" && <br />}
      </Fragment>
    );
  });
}

/** The ranges of `text` that the other side does not have (UTF-16 offsets), by a diff of words and white space. */
function changedRanges(text: string, other: string, side: "before" | "after"): [number, number][] {
  const [before, after] = side === "before" ? [text, other] : [other, text];
  const ranges: [number, number][] = [];
  let offset = 0;
  for (const change of diffWordsWithSpace(before, after)) {
    if (side === "before" ? change.added : change.removed) continue;
    if (change.added || change.removed) ranges.push([offset, offset + change.value.length]);
    offset += change.value.length;
  }
  return ranges;
}

export interface ChangedTextProps {
  text: string;
  /** The text on the other side of the change: the parts that differ from it are highlighted. */
  other?: string;
  /** Which side `text` is: the words it lost (`before`) or gained (`after`). */
  side: "before" | "after";
}

/** One side of a change, its invisible characters marked and what changed inside it highlighted. */
export function ChangedText({ text, other, side }: ChangedTextProps) {
  const runs = useMemo(() => markRuns(text, other ? changedRanges(text, other, side) : []), [text, other, side]);
  return (
    <span className="whitespace-pre-wrap break-words">
      {runs.map((run, index) =>
        run.changed ? (
          <mark
            key={index}
            data-changed={side}
            className={cn("rounded-sm text-inherit", side === "before" ? "bg-bad/15" : "bg-ok/20")}
          >
            <Parts parts={run.parts} />
          </mark>
        ) : (
          <Parts key={index} parts={run.parts} />
        ),
      )}
    </span>
  );
}
