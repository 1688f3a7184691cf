"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { ArrowRight, CircleX, TriangleAlert, Wrench } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { formatNumber } from "@/lib/format";
import { useCheckText } from "../editor/CheckList";
import {
  BLOCKING_KINDS,
  countByKind,
  FINDING_KINDS,
  LENGTH_MIN_EXTRA,
  LENGTH_RATIO,
  type Finding,
  type FindingKind,
} from "./findings";

const ITEM_ESTIMATE = 64;

export interface ChecksPanelProps {
  id: string;
  findings: readonly Finding[];
  kind: FindingKind | null;
  onKind: (kind: FindingKind | null) => void;
  canEdit: boolean;
  onFix: (finding: Finding) => void;
  onOpen: (key: string) => void;
}

/** The language's findings, filtered by kind, each with its one-click fix where there is one and a way to the token. */
export function ChecksPanel({ id, findings, kind, onKind, canEdit, onFix, onOpen }: ChecksPanelProps) {
  const t = useTranslations("translations.checksPanel");
  const locale = useLocale();
  const counts = countByKind(findings);
  const shown = kind ? findings.filter((finding) => finding.kind === kind) : findings;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ITEM_ESTIMATE,
    overscan: 8,
    getItemKey: (index) => `${shown[index].key}\u0000${shown[index].problem.code}\u0000${index}`,
  });
  const filter = (value: FindingKind | null, label: string, count: number) => (
    <button
      key={value ?? "all"}
      type="button"
      aria-pressed={kind === value}
      onClick={() => onKind(value)}
      className={cn(
        "rounded-full border px-2.5 py-0.5 text-sm focus-visible:outline-2 focus-visible:outline-accent",
        kind === value
          ? "border-accent bg-accent/10 text-ink"
          : "border-line text-muted hover:bg-raised hover:text-ink",
      )}
    >
      {label} <span className="tabular-nums">{formatNumber(count, locale)}</span>
    </button>
  );

  return (
    <section
      id={id}
      aria-label={t("title")}
      data-testid="checks-panel"
      className="mb-3 rounded-lg border border-line bg-surface"
    >
      <div role="group" aria-label={t("filterLabel")} className="flex flex-wrap gap-2 border-b border-line p-3">
        {filter(null, t("kinds.all"), findings.length)}
        {FINDING_KINDS.map((value) => filter(value, t(`kinds.${value}`), counts[value]))}
      </div>
      {shown.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted">{kind ? t("noneOfKind") : t("none")}</p>
      ) : (
        <div ref={scrollRef} className="max-h-80 overflow-auto" data-testid="check-findings">
          <ul aria-label={t("listLabel")} className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => (
              <FindingItem
                key={item.key}
                index={item.index}
                start={item.start}
                measure={virtualizer.measureElement}
                finding={shown[item.index]}
                canEdit={canEdit}
                onFix={onFix}
                onOpen={onOpen}
              />
            ))}
          </ul>
        </div>
      )}
      <p className="border-t border-line px-3 py-2 text-xs text-muted">
        {t("lengthRule", { ratio: LENGTH_RATIO, extra: LENGTH_MIN_EXTRA })} {t("dismissedRule")}
      </p>
    </section>
  );
}

function FindingItem(props: {
  index: number;
  start: number;
  measure: (element: Element | null) => void;
  finding: Finding;
  canEdit: boolean;
  onFix: (finding: Finding) => void;
  onOpen: (key: string) => void;
}) {
  const { index, start, measure, finding, canEdit, onFix, onOpen } = props;
  const t = useTranslations("translations.checksPanel");
  const text = useCheckText();
  const problem = finding.problem;
  const fixLabel =
    problem.code === "missingArgument" || problem.code === "missingTag"
      ? t("fix.append", { text: problem.insert.length > 30 ? `${problem.insert.slice(0, 30)}…` : problem.insert })
      : problem.code === "missingOther"
        ? t("fix.other")
        : t("fix.whitespace");
  const Icon = BLOCKING_KINDS.has(finding.kind) ? CircleX : TriangleAlert;
  return (
    <li
      ref={measure}
      data-index={index}
      data-testid="check-finding"
      data-key={finding.key}
      data-kind={finding.kind}
      className="absolute left-0 top-0 flex w-full flex-wrap items-start gap-x-3 gap-y-1 border-b border-line px-3 py-2 text-sm last:border-b-0"
      style={{ transform: `translateY(${start}px)` }}
    >
      <Icon
        aria-hidden
        className={cn("mt-0.5 size-4 shrink-0", BLOCKING_KINDS.has(finding.kind) ? "text-bad" : "text-warn")}
      />
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-mono text-xs text-muted [overflow-wrap:anywhere]">{finding.key}</p>
        <p className="text-ink">{text(problem)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {canEdit && finding.fixed !== undefined && (
          <Button
            size="sm"
            variant="primary"
            icon={<Wrench aria-hidden className="size-3.5" />}
            onClick={() => onFix(finding)}
          >
            {fixLabel}
            <span className="sr-only"> {t("inKey", { key: finding.key })}</span>
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          icon={<ArrowRight aria-hidden className="size-3.5" />}
          onClick={() => onOpen(finding.key)}
        >
          {t("open")}
          <span className="sr-only"> {finding.key}</span>
        </Button>
      </div>
    </li>
  );
}
