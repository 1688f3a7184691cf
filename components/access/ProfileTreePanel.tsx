"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/query-state";
import { EmptyState } from "@/components/ui/feedback";
import { Tree, type TreeNode } from "@/components/ui/tree";
import { usePortalQuery } from "@/lib/api/hooks";
import { parseProfileTree, profileHref, type ProfileTreeItem } from "./access-model";

function toNodes(items: ProfileTreeItem[]): TreeNode[] {
  return items.map((item) => ({
    id: item.id,
    label: item.name || item.id,
    children: item.children.length > 0 ? toNodes(item.children) : undefined,
  }));
}
function index(items: ProfileTreeItem[], into = new Map<string, ProfileTreeItem>()) {
  for (const item of items) {
    into.set(item.id, item);
    index(item.children, into);
  }
  return into;
}

/** GET /profiles/tree as an expandable tree; choosing a profile opens it. */
export function ProfileTreePanel() {
  const t = useTranslations("access.tree");
  const tTypes = useTranslations("access.profiles.types");
  const router = useRouter();
  const tree = usePortalQuery("profiles.tree.get", {});
  const items = useMemo(() => parseProfileTree(tree.data), [tree.data]);
  const byId = useMemo(() => index(items), [items]);
  return (
    <QueryState query={tree} isEmpty={() => items.length === 0} empty={<EmptyState title={t("empty")} />}>
      {() => (
        <Card title={t("title")} description={t("hint")}>
          <Tree
            label={t("title")}
            nodes={toNodes(items)}
            defaultExpanded={items.map((i) => i.id)}
            onSelect={(node) => {
              const item = byId.get(node.id);
              if (item?.name) router.push(profileHref(item.name));
            }}
            renderLabel={(node) => {
              const type = byId.get(node.id)?.type ?? "";
              const known = type === "reseller" || type === "client" || type === "user";
              return (
                <span className="inline-flex items-center gap-2">
                  {node.label}
                  {type && (
                    <span className="rounded bg-raised px-1.5 text-xs text-muted">{known ? tTypes(type) : type}</span>
                  )}
                </span>
              );
            }}
          />
        </Card>
      )}
    </QueryState>
  );
}
