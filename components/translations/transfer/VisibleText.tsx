"use client";

import { diffWordsWithSpace } from "diff";
import { useTranslations } from "next-intl";
import { Fragment, useMemo, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { codePointName } from "../exchange/units";
import { markText, type MarkKind } from "./text-marks";

const SYMBOL: Record<Exclude<MarkKind, "invisible">, string> = {
  lineBreak: "↵",
  tab: "→",
  space: "·",
  noBreakSpace: "°",
};

/** A text with its invisible characters drawn as marks (each named in its tooltip); line breaks still break. */
function Marked({ text }: { text: string }) {
  const t = useTranslations("translations.import.marks");
  return markText(text).map((part, index) => {
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

export interface ChangedTextProps {
  text: string;
  /** The text on the other side of the change: the parts that differ from it are highlighted. */
  other?: string;
  /** Which side `text` is: the words it lost (`before`) or gained (`after`). */
  side: "before" | "after";
  className?: string;
}

/** One side of a change, its invisible characters marked and what changed inside it highlighted. */
export function ChangedText({ text, other, side, className }: ChangedTextProps) {
  const parts = useMemo(() => {
    if (!other) return [{ value: text, changed: false }];
    const [before, after] = side === "before" ? [text, other] : [other, text];
    return diffWordsWithSpace(before, after)
      .filter((change) => (side === "before" ? !change.added : !change.removed))
      .map((change) => ({ value: change.value, changed: change.added || change.removed }));
  }, [text, other, side]);
  const highlight = side === "before" ? "bg-bad/15" : "bg-ok/20";
  return (
    <span className={cn("whitespace-pre-wrap break-words", className)}>
      {parts.map((part, index): ReactNode =>
        part.changed ? (
          <mark key={index} data-changed={side} className={cn("rounded-sm text-inherit", highlight)}>
            <Marked text={part.value} />
          </mark>
        ) : (
          <Marked key={index} text={part.value} />
        ),
      )}
    </span>
  );
}
