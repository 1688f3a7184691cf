"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { EmptyState } from "@/components/ui/feedback";
import { UsageBar } from "@/components/ui/progress";
import { Tree, type TreeNode } from "@/components/ui/tree";
import { usePortalQuery } from "@/lib/api/hooks";
import { parseQuotaTree, quotaMapEntries, type QuotaTreeNode } from "./quota-records";
import { formatQuotaAmount } from "@/lib/quota-units";

const nodeId = (node: QuotaTreeNode) => `${node.type}:${node.id}`;

function toTreeNodes(nodes: QuotaTreeNode[]): TreeNode[] {
  return nodes.map((node) => ({
    id: nodeId(node),
    label: node.name || node.id,
    children: node.children.length > 0 ? toTreeNodes(node.children) : undefined,
  }));
}

function indexNodes(nodes: QuotaTreeNode[], into = new Map<string, QuotaTreeNode>()) {
  for (const node of nodes) {
    into.set(nodeId(node), node);
    indexNodes(node.children, into);
  }
  return into;
}

/** GET /quota/tree (reseller → clients → resources) beside the selected node's quotas. */
export function QuotaTreePanel() {
  const t = useTranslations("quotas.tree");
  const tree = usePortalQuery("quotas.tree.get", {});
  const roots = useMemo(() => parseQuotaTree(tree.data) ?? [], [tree.data]);
  const byId = useMemo(() => indexNodes(roots), [roots]);
  const [selected, setSelected] = useState<string | null>(null);
  const current = (selected ? byId.get(selected) : undefined) ?? roots[0];

  return (
    <QueryState query={tree} isEmpty={() => roots.length === 0} empty={<EmptyState title={t("empty")} />}>
      {() => (
        <div className="grid gap-4 lg:grid-cols-[minmax(16rem,1fr)_2fr]">
          <Card title={t("title")}>
            <Tree
              label={t("title")}
              nodes={toTreeNodes(roots)}
              defaultExpanded={roots.map(nodeId)}
              selectedId={current ? nodeId(current) : null}
              onSelect={(node) => setSelected(node.id)}
              renderLabel={(node) => {
                const data = byId.get(node.id);
                return (
                  <span className="inline-flex items-center gap-2">
                    {node.label}
                    {data?.type && (
                      <span className="rounded bg-raised px-1.5 text-xs text-muted">
                        {t(`types.${typeKey(data.type)}`)}
                      </span>
                    )}
                  </span>
                );
              }}
            />
          </Card>
          {current && <NodeQuotas node={current} />}
        </div>
      )}
    </QueryState>
  );
}

const TYPES = ["reseller", "client", "resource"] as const;
const typeKey = (type: string) =>
  (TYPES as readonly string[]).includes(type) ? (type as (typeof TYPES)[number]) : "other";

function NodeQuotas({ node }: { node: QuotaTreeNode }) {
  const t = useTranslations("quotas.tree");
  const locale = useLocale();
  const entries = Object.entries(node.quotas).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Card title={t("quotasOf", { name: node.name || node.id })} description={t(`types.${typeKey(node.type)}`)}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{t("noQuotas")}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {entries.map(([quota, usage]) => (
            <UsageBar
              key={quota}
              label={quota}
              used={usage.used ?? 0}
              limit={usage.limit}
              format={(value) => formatQuotaAmount(value, quota, locale)}
            />
          ))}
        </div>
      )}
    </Card>
  );
}

/** GET /quota: every quota name with the sum of its lines against the account's own limit. */
export function QuotaMapPanel() {
  const t = useTranslations("quotas.map");
  const locale = useLocale();
  const map = usePortalQuery("quotas.list", {});
  const entries = useMemo(() => quotaMapEntries(map.data), [map.data]);
  return (
    <QueryState query={map} isEmpty={() => entries.length === 0} empty={<EmptyState title={t("empty")} />}>
      {() => (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("label")}>
          {entries.map((entry) => (
            <li key={entry.quota}>
              <Card
                title={<span className="font-mono">{entry.quota}</span>}
                description={t("lines", { count: entry.lines })}
                headingLevel={3}
              >
                <div className="space-y-3">
                  <UsageBar
                    label={t("usedOfAllocated")}
                    used={entry.used}
                    limit={entry.limit}
                    format={(value) => formatQuotaAmount(value, entry.quota, locale)}
                  />
                  {entry.parentLimit !== null && (
                    <UsageBar
                      label={t("allocatedOfMine")}
                      used={entry.limit}
                      limit={entry.parentLimit}
                      format={(value) => formatQuotaAmount(value, entry.quota, locale)}
                    />
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
