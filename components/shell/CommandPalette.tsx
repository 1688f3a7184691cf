"use client";

import { Command } from "cmdk";
import {
  Boxes,
  DatabaseBackup,
  FolderKanban,
  FolderTree,
  KeyRound,
  Play,
  Search,
  Server,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef, useState } from "react";
import { overlayClasses } from "@/components/ui/dialog";
import { MiddleEllipsis } from "@/components/ui/middle-ellipsis";
import { toast } from "@/components/ui/toast";
import { isKnownDenied, useDeniedPermissions } from "@/lib/api/permissions";
import { MIN_QUERY, usePaletteSearch, type SearchKind } from "@/lib/api/search";
import { isReadable } from "./nav";
import { useReadableNav } from "./use-readable-nav";
import type { PalettePage } from "./palette-entries";
import { matchActions, matchPages, type PageActionHit } from "./palette-match";
import { pressPageControl } from "./press-control";
import { useGuardedPush } from "@/components/ui/use-leave-guard";

const KIND_ICONS: Record<SearchKind, LucideIcon> = {
  key: KeyRound,
  project: FolderKanban,
  backupProject: ShieldCheck,
  clusterProject: FolderTree,
  infrastructureProject: Server,
  backup: DatabaseBackup,
  cluster: Boxes,
};
const KINDS: SearchKind[] = [
  "key",
  "project",
  "backupProject",
  "clusterProject",
  "infrastructureProject",
  "backup",
  "cluster",
];

const itemClasses =
  "flex cursor-pointer items-center gap-3 rounded px-3 py-2 text-sm data-[selected=true]:bg-accent/15 data-[selected=true]:text-ink";

/**
 * Opens on Ctrl+K / ⌘+K from anywhere, or from the top bar's search button (`open`): finds the console's pages by
 * their titles in the reader's language, the pages' actions (pressing the page's own button), and records by name.
 */
export function CommandPalette({
  open,
  onOpenChange,
  pages,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pages: PalettePage[];
}) {
  const t = useTranslations("shell");
  const push = useGuardedPush();
  const pathname = usePathname();
  const [query, setQuery] = useState("");
  const search = usePaletteSearch(query, open);
  // The palette has no Radix trigger to refocus on close (it opens by shortcut or from the top bar): the focus goes
  // back to where it was when the palette opened.
  const returnTo = useRef<HTMLElement | null>(null);

  // Ctrl+K / ⌘+K is handled by LazyCommandPalette, which listens from hydration on.

  const denied = useDeniedPermissions();
  // The sidebar's areas decide first (an area goes when the token is known to read none of it), then each page's reads.
  const areas = new Set(useReadableNav().map((item) => item.label));
  const readable = pages.filter(
    (page) => areas.has(page.areaKey) && isReadable(page, (id) => isKnownDenied(denied, id)),
  );
  const matchingPages = matchPages(readable, query);
  const matchingActions = matchActions(readable, query, pathname).filter(
    (action) => !action.op || !isKnownDenied(denied, action.op),
  );
  const needle = query.trim().toLowerCase();

  const close = () => {
    onOpenChange(false);
    setQuery("");
  };
  const go = (href: string) => {
    close();
    push(href);
  };
  const run = (action: PageActionHit) => {
    close();
    const press = () =>
      void pressPageControl(action.target, action.label).then((pressed) => {
        if (!pressed) toast({ title: t("palette.actionMissing", { action: action.label }), tone: "warn" });
      });
    const here = `${window.location.pathname}${window.location.search}`;
    // Another page is left only if the user lets its unsaved input go; the control is pressed only then.
    if (action.target !== here) push(action.target, press);
    else press();
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
                      <span className="text-ink">{page.title}</span>
                      {page.area !== page.title && <span className="text-xs text-muted">{page.area}</span>}
                    </Command.Item>
                  ))}
                </Command.Group>
              )}
              {matchingActions.length > 0 && (
                <Command.Group
                  heading={t("palette.actions")}
                  className="text-xs text-muted [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1"
                >
                  {matchingActions.map((action) => (
                    <Command.Item
                      key={`${action.target}:${action.label}`}
                      value={`action:${action.target}:${action.label}`}
                      onSelect={() => run(action)}
                      className={itemClasses}
                    >
                      <Play size={16} aria-hidden className="shrink-0 text-muted" />
                      <span className="text-ink">{action.label}</span>
                      <span className="text-xs text-muted">{action.page.title}</span>
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
                        <MiddleEllipsis text={hit.label} className="text-ink" />
                        {hit.detail && <MiddleEllipsis text={hit.detail} className="text-xs text-muted" />}
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
