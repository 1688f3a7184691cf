"use client";

import { Command } from "cmdk";
import { Boxes, DatabaseBackup, FolderKanban, KeyRound, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useMemo, useRef, useState } from "react";
import { overlayClasses } from "@/components/ui/dialog";
import { MIN_QUERY, usePaletteSearch, type SearchKind } from "@/lib/api/search";
import { useReadableNav } from "./use-readable-nav";
import { useGuardedPush } from "@/components/ui/use-leave-guard";

const KIND_ICONS = { key: KeyRound, project: FolderKanban, backup: DatabaseBackup, cluster: Boxes } as const;
const KINDS: SearchKind[] = ["key", "project", "backup", "cluster"];

const itemClasses =
  "flex cursor-pointer items-center gap-3 rounded px-3 py-2 text-sm data-[selected=true]:bg-accent/15 data-[selected=true]:text-ink";

/** Opens on Ctrl+K / ⌘+K from anywhere, or from the top bar's search button (`open`). */
export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("shell");
  const push = useGuardedPush();
  const [query, setQuery] = useState("");
  const search = usePaletteSearch(query, open);
  // The palette has no Radix trigger to refocus on close (it opens by shortcut or from the top bar): the focus goes
  // back to where it was when the palette opened.
  const returnTo = useRef<HTMLElement | null>(null);

  // Ctrl+K / ⌘+K is handled by LazyCommandPalette, which listens from hydration on.

  const nav = useReadableNav();
  const pages = useMemo(
    () =>
      nav.flatMap((item) => [
        { href: item.href, label: t(`nav.${item.label}`), parent: undefined as string | undefined },
        ...(item.children ?? [])
          .filter((child) => child.href !== item.href)
          .map((child) => ({ href: child.href, label: t(`nav.${child.label}`), parent: t(`nav.${item.label}`) })),
      ]),
    [nav, t],
  );
  const needle = query.trim().toLowerCase();
  const matchingPages = pages.filter(
    (page) => !needle || page.label.toLowerCase().includes(needle) || page.parent?.toLowerCase().includes(needle),
  );

  const go = (href: string) => {
    onOpenChange(false);
    setQuery("");
    push(href);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={() => {
            if (returnTo.current?.isConnected) returnTo.current.focus();
            returnTo.current = null;
          }}
          className="fixed left-1/2 top-[15vh] z-50 w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 rounded-lg border border-line bg-surface text-ink shadow-xl"
        >
          <DialogPrimitive.Title className="sr-only">{t("palette.title")}</DialogPrimitive.Title>
          <Command shouldFilter={false} label={t("palette.title")} loop>
            {/* The ring sits on the row, not the bare input, so the focused search field is plainly marked. */}
            <div className="flex items-center gap-2 rounded-t-lg border-b border-line px-3 focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-accent">
              <Search size={16} aria-hidden className="text-muted" />
              <Command.Input
                value={query}
                onValueChange={setQuery}
                placeholder={t("palette.placeholder")}
                aria-label={t("palette.placeholder")}
                className="h-12 w-full bg-transparent text-sm outline-none"
              />
            </div>
            <Command.List className="max-h-[60vh] overflow-y-auto p-2">
              {search.loading && <Command.Loading>{t("palette.searching")}</Command.Loading>}
              <Command.Empty className="px-3 py-6 text-center text-sm text-muted">{t("palette.empty")}</Command.Empty>
              {matchingPages.length > 0 && (
                <Command.Group
                  heading={t("palette.pages")}
                  className="text-xs text-muted [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1"
                >
                  {matchingPages.map((page) => (
                    <Command.Item
                      key={page.href}
                      value={`page:${page.href}`}
                      onSelect={() => go(page.href)}
                      className={itemClasses}
                    >
                      <span className="text-ink">{page.label}</span>
                      {page.parent && <span className="text-xs text-muted">{page.parent}</span>}
                    </Command.Item>
                  ))}
                </Command.Group>
              )}
              {KINDS.map((kind) => {
                const hits = search.hits.filter((hit) => hit.kind === kind);
                if (hits.length === 0) return null;
                const Icon = KIND_ICONS[kind];
                return (
                  <Command.Group
                    key={kind}
                    heading={t(`palette.kinds.${kind}`)}
                    className="text-xs text-muted [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1"
                  >
                    {hits.map((hit) => (
                      <Command.Item
                        key={`${kind}:${hit.id}`}
                        value={`${kind}:${hit.id}`}
                        onSelect={() => go(hit.href)}
                        className={itemClasses}
                      >
                        <Icon size={16} aria-hidden className="shrink-0 text-muted" />
                        <span className="truncate text-ink">{hit.label}</span>
                        {hit.detail && <span className="truncate text-xs text-muted">{hit.detail}</span>}
                      </Command.Item>
                    ))}
                  </Command.Group>
                );
              })}
            </Command.List>
            <p className="border-t border-line px-3 py-2 text-xs text-muted">
              {needle.length > 0 && needle.length < MIN_QUERY
                ? t("palette.typeMore", { count: MIN_QUERY })
                : search.unavailable.length > 0
                  ? t("palette.unavailable", {
                      kinds: search.unavailable.map((kind) => t(`palette.kinds.${kind}`)).join(", "),
                    })
                  : t("palette.hint")}
            </p>
          </Command>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
