"use client";

import { ChevronRight, LoaderCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "./cn";

export interface TreeNode {
  id: string;
  label: string;
  icon?: ReactNode;
  /** Known children; leave undefined and set `hasChildren` to load them on first expand. */
  children?: readonly TreeNode[];
  hasChildren?: boolean;
}

export interface TreeProps {
  nodes: readonly TreeNode[];
  /** Accessible name of the tree ("Buckets"). */
  label: string;
  /** Loads a node's children the first time it is expanded (object storage prefixes, projects). */
  loadChildren?: (node: TreeNode) => Promise<readonly TreeNode[]>;
  selectedId?: string | null;
  onSelect?: (node: TreeNode) => void;
  defaultExpanded?: readonly string[];
  /** Custom label rendering (badges, counts); defaults to the node's label. */
  renderLabel?: (node: TreeNode) => ReactNode;
  className?: string;
}

interface VisibleItem {
  node: TreeNode;
  level: number;
  position: number;
  size: number;
  parentId: string | null;
}

/**
 * A keyboard-navigable tree (role=tree): ↑/↓ move, → expands or enters, ← collapses or goes to the parent,
 * Home/End jump, Enter/Space select. Only one item is in the tab order (roving tabindex).
 */
export function Tree({
  nodes,
  label,
  loadChildren,
  selectedId,
  onSelect,
  defaultExpanded,
  renderLabel,
  className,
}: TreeProps) {
  const t = useTranslations("common");
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));
  const [loaded, setLoaded] = useState<ReadonlyMap<string, readonly TreeNode[]>>(new Map());
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const moveFocus = useRef(false);

  const childrenOf = (node: TreeNode) => node.children ?? loaded.get(node.id);
  const expandable = (node: TreeNode) => node.hasChildren === true || (node.children?.length ?? 0) > 0;

  const visible: VisibleItem[] = [];
  const walk = (list: readonly TreeNode[], level: number, parentId: string | null) => {
    list.forEach((node, index) => {
      visible.push({ node, level, position: index + 1, size: list.length, parentId });
      const children = childrenOf(node);
      if (expanded.has(node.id) && children) walk(children, level + 1, node.id);
    });
  };
  walk(nodes, 1, null);
  const current = visible.find((item) => item.node.id === focusedId) ?? visible[0];

  useEffect(() => {
    if (!moveFocus.current || !focusedId) return;
    moveFocus.current = false;
    itemRefs.current.get(focusedId)?.focus();
  }, [focusedId]);

  const focus = (id: string) => {
    moveFocus.current = true;
    setFocusedId(id);
  };

  const setOpen = (node: TreeNode, open: boolean) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (open) next.add(node.id);
      else next.delete(node.id);
      return next;
    });
    if (!open || childrenOf(node) || !loadChildren || loading.has(node.id)) return;
    setLoading((previous) => new Set(previous).add(node.id));
    setFailed((previous) => {
      const next = new Set(previous);
      next.delete(node.id);
      return next;
    });
    loadChildren(node)
      .then((children) => setLoaded((previous) => new Map(previous).set(node.id, children)))
      .catch(() => setFailed((previous) => new Set(previous).add(node.id)))
      .finally(() =>
        setLoading((previous) => {
          const next = new Set(previous);
          next.delete(node.id);
          return next;
        }),
      );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, item: VisibleItem, index: number) => {
    const { node } = item;
    const isOpen = expanded.has(node.id);
    const go = (target: VisibleItem | undefined) => target && focus(target.node.id);
    const actions: Record<string, () => void> = {
      ArrowDown: () => go(visible[index + 1]),
      ArrowUp: () => go(visible[index - 1]),
      Home: () => go(visible[0]),
      End: () => go(visible[visible.length - 1]),
      ArrowRight: () => {
        if (!expandable(node)) return;
        if (!isOpen) setOpen(node, true);
        else if (visible[index + 1]?.parentId === node.id) go(visible[index + 1]);
      },
      ArrowLeft: () => {
        if (isOpen && expandable(node)) setOpen(node, false);
        else if (item.parentId) focus(item.parentId);
      },
      Enter: () => onSelect?.(node),
      " ": () => onSelect?.(node),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <ul role="tree" aria-label={label} className={cn("text-sm", className)}>
      {visible.map((item, index) => {
        const { node } = item;
        const canExpand = expandable(node);
        const isOpen = expanded.has(node.id);
        const isLoading = loading.has(node.id);
        return (
          <li
            key={node.id}
            ref={(element) => {
              if (element) itemRefs.current.set(node.id, element);
              else itemRefs.current.delete(node.id);
            }}
            role="treeitem"
            aria-level={item.level}
            aria-setsize={item.size}
            aria-posinset={item.position}
            aria-expanded={canExpand ? isOpen : undefined}
            aria-selected={onSelect ? node.id === selectedId : undefined}
            aria-busy={isLoading || undefined}
            tabIndex={item === current ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, item, index)}
            onFocus={() => setFocusedId(node.id)}
            onClick={() => {
              focus(node.id);
              onSelect?.(node);
            }}
            style={{ paddingLeft: `${(item.level - 1) * 1.25 + 0.25}rem` }}
            className={cn(
              "flex cursor-pointer items-center gap-1.5 rounded py-1 pr-2 text-ink hover:bg-raised",
              node.id === selectedId && "bg-accent/10 font-medium",
            )}
          >
            <span
              aria-hidden
              onClick={(event) => {
                if (!canExpand) return;
                event.stopPropagation();
                focus(node.id);
                setOpen(node, !isOpen);
              }}
              className="flex size-5 shrink-0 items-center justify-center rounded text-muted hover:text-ink"
            >
              {isLoading ? (
                <LoaderCircle className="size-3.5 animate-spin" />
              ) : (
                canExpand && <ChevronRight className={cn("size-3.5 transition-transform", isOpen && "rotate-90")} />
              )}
            </span>
            {node.icon && (
              <span aria-hidden className="shrink-0 text-muted [&_svg]:size-4">
                {node.icon}
              </span>
            )}
            <span className="min-w-0 wrap-anywhere">{renderLabel ? renderLabel(node) : node.label}</span>
            {failed.has(node.id) && <span className="ml-2 text-xs text-bad">{t("tree.loadFailed")}</span>}
          </li>
        );
      })}
    </ul>
  );
}
