"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { cn } from "@/components/ui/cn";
import { Tree, type TreeNode } from "@/components/ui/tree";
import { formatNumber } from "@/lib/format";
import { ancestorsOf, buildPrefixTree, type PrefixNode } from "../model/prefix-tree";
import type { TokenRow } from "../model/rows";

export interface PrefixTreeProps {
  rows: readonly TokenRow[];
  prefix: string;
  onSelect: (prefix: string) => void;
}

interface CountedNode extends TreeNode {
  untranslated: number;
  total: number;
}

const toTreeNodes = (nodes: readonly PrefixNode[]): CountedNode[] =>
  nodes.map((node) => ({
    id: node.id,
    label: node.segment,
    total: node.total,
    untranslated: node.untranslated,
    children: node.children.length > 0 ? toTreeNodes(node.children) : undefined,
  }));

/** The key-prefix (namespace) tree: picking a node shows the keys below it; counts name what is left to do. */
export function PrefixTree({ rows, prefix, onSelect }: PrefixTreeProps) {
  const t = useTranslations("translations");
  const locale = useLocale();
  const nodes = useMemo(() => toTreeNodes(buildPrefixTree(rows)), [rows]);
  const counts = useMemo(() => {
    const map = new Map<string, CountedNode>();
    const walk = (list: readonly CountedNode[]) =>
      list.forEach((node) => {
        map.set(node.id, node);
        if (node.children) walk(node.children as CountedNode[]);
      });
    walk(nodes);
    return map;
  }, [nodes]);

  return (
    <nav aria-label={t("tree.label")} className="space-y-1">
      <button
        type="button"
        onClick={() => onSelect("")}
        aria-pressed={prefix === ""}
        className={cn(
          "w-full rounded px-2 py-1 text-left text-sm text-ink hover:bg-raised",
          prefix === "" && "bg-accent/10 font-medium",
        )}
      >
        {t("tree.all", { count: rows.length })}
      </button>
      <Tree
        nodes={nodes}
        label={t("tree.label")}
        selectedId={prefix || null}
        defaultExpanded={ancestorsOf(`${prefix}.x`)}
        onSelect={(node) => onSelect(node.id)}
        renderLabel={(node) => {
          const count = counts.get(node.id);
          return (
            <span className="flex w-full min-w-0 items-center gap-2">
              <span className="min-w-0 [overflow-wrap:anywhere]">{node.label}</span>
              {count && count.untranslated > 0 && (
                <span
                  className="ml-auto shrink-0 rounded-full bg-warn/15 px-1.5 text-xs tabular-nums text-warn"
                  title={t("tree.untranslated", { count: count.untranslated })}
                >
                  {formatNumber(count.untranslated, locale)}
                  <span className="sr-only">{t("tree.untranslated", { count: count.untranslated })}</span>
                </span>
              )}
            </span>
          );
        }}
      />
    </nav>
  );
}
