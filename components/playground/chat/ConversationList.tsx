"use client";

import { Check, Pencil, Plus, Trash2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, IconButton } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/field-shell";
import { formatRelative } from "@/lib/format";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { useNow } from "@/lib/use-now";
import { usePlaygroundFormat } from "../shared/use-playground-format";
import { titleOf, type Conversation } from "./model/conversation";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

export interface ConversationListProps {
  conversations: readonly Conversation[];
  activeId: string;
  onSelect: (id: string) => void;
  onNew: () => void;
  onRename: (id: string, title: string) => void;
  onDelete: (id: string) => void;
  disabled?: boolean;
}

/** The conversations kept in this browser: open, rename, delete, start a new one. */
export function ConversationList({
  conversations,
  activeId,
  onSelect,
  onNew,
  onRename,
  onDelete,
  disabled,
}: ConversationListProps) {
  const t = useTranslations("playground.conversations");
  const f = usePlaygroundFormat();
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const renamed = renaming && conversations.find((c) => c.id === renaming.id);
  useLeaveGuard(!!renamed && renaming.title !== (renamed.title || titleOf(renamed)));
  const now = useNow();

  return (
    <nav aria-label={t("title")} className="flex min-h-0 w-full min-w-0 flex-col gap-2">
      <Button variant="primary" icon={<Plus aria-hidden className="size-4" />} onClick={onNew} disabled={disabled}>
        {t("new")}
      </Button>
      <p className="text-xs text-muted">{t("storedLocally")}</p>
      {conversations.length === 0 ? (
        <p className="text-sm text-muted">{t("empty")}</p>
      ) : (
        <ul className="min-h-0 flex-1 space-y-1 overflow-y-auto" data-testid="conversation-list">
          {conversations.map((conversation) => {
            const title = titleOf(conversation) || t("untitled");
            const active = conversation.id === activeId;
            if (renaming?.id === conversation.id) {
              return (
                <li key={conversation.id}>
                  <form
                    className="flex items-center gap-1"
                    onSubmit={(event) => {
                      event.preventDefault();
                      onRename(conversation.id, renaming.title.trim());
                      setRenaming(null);
                    }}
                  >
                    <label className="sr-only" htmlFor={`rename-${conversation.id}`}>
                      {t("renameLabel")}
                    </label>
                    <input
                      id={`rename-${conversation.id}`}
                      autoFocus
                      value={renaming.title}
                      onChange={(event) => setRenaming({ id: conversation.id, title: event.target.value })}
                      onKeyDown={(event) => event.key === "Escape" && setRenaming(null)}
                      className={cn(inputClasses, "h-8")}
                    />
                    <IconButton
                      type="submit"
                      size="sm"
                      aria-label={t("saveName")}
                      icon={<Check aria-hidden className="size-4" />}
                    />
                    <IconButton
                      size="sm"
                      aria-label={t("cancelRename")}
                      icon={<X aria-hidden className="size-4" />}
                      onClick={() => setRenaming(null)}
                    />
                  </form>
                </li>
              );
            }
            return (
              <li
                key={conversation.id}
                className={cn("group flex items-center gap-1 rounded-md", active && "bg-raised")}
              >
                <button
                  type="button"
                  aria-current={active ? "true" : undefined}
                  onClick={() => onSelect(conversation.id)}
                  className="min-w-0 flex-1 rounded-md px-2 py-1.5 text-left hover:bg-raised"
                >
                  <span className="block truncate text-sm text-ink">{title}</span>
                  <span className="block truncate text-xs text-muted">
                    {conversation.model} ·{" "}
                    {formatRelative(Math.min(conversation.updatedAt, now), now, f.locale, "short")}
                  </span>
                </button>
                <IconButton
                  size="sm"
                  aria-label={t("rename", { title })}
                  icon={<Pencil aria-hidden className="size-3.5" />}
                  onClick={() =>
                    setRenaming({ id: conversation.id, title: conversation.title || titleOf(conversation) })
                  }
                />
                <IconButton
                  size="sm"
                  aria-label={t("delete", { title })}
                  icon={<Trash2 aria-hidden className="size-3.5" />}
                  disabled={disabled && active}
                  onClick={() => setDeleting(conversation)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <LazyConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteTitle")}
        description={deleting ? t("deleteDescription", { title: titleOf(deleting) || t("untitled") }) : undefined}
        confirmLabel={t("deleteConfirm")}
        tone="danger"
        onConfirm={() => {
          if (deleting) onDelete(deleting.id);
        }}
      />
    </nav>
  );
}
