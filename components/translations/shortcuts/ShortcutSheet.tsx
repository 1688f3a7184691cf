"use client";

import { useTranslations } from "next-intl";
import { Fragment, type RefObject } from "react";
import { Sheet } from "@/components/ui/sheet";
import { SHORTCUT_GROUPS } from "./shortcut-list";

export interface ShortcutSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the assistant's shortcuts apply (TRANSLATION_ASSISTANT). */
  assistant: boolean;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The translation editor's shortcuts, opened with `?` or its button. */
export function ShortcutSheet({ open, onOpenChange, assistant, returnFocusTo }: ShortcutSheetProps) {
  const t = useTranslations("translations.shortcuts");
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      size="sm"
      returnFocusTo={returnFocusTo}
    >
      <div data-testid="shortcut-sheet" className="space-y-5">
        {SHORTCUT_GROUPS.filter((group) => assistant || !group.assistant).map((group) => (
          <section key={group.group} aria-labelledby={`shortcuts-${group.group}`}>
            <h3 id={`shortcuts-${group.group}`} className="mb-2 text-xs font-medium uppercase tracking-wide text-muted">
              {t(`groups.${group.group}`)}
            </h3>
            <dl className="divide-y divide-line text-sm">
              {group.shortcuts.map((shortcut) => (
                <div key={shortcut.action} className="flex items-center justify-between gap-4 py-1.5">
                  <dt className="min-w-0 text-ink">{t(`actions.${shortcut.action}`)}</dt>
                  <dd className="flex shrink-0 flex-wrap justify-end gap-x-2 gap-y-1">
                    {shortcut.keys.map((combo, index) => (
                      <Fragment key={combo.join("+")}>
                        {index > 0 && <span className="text-muted">{t("or")}</span>}
                        <span className="inline-flex items-center gap-0.5">
                          {combo.map((key, k) => (
                            <Fragment key={key}>
                              {k > 0 && (
                                <span aria-hidden className="text-muted">
                                  +
                                </span>
                              )}
                              <kbd className="rounded border border-line bg-raised px-1.5 py-0.5 font-mono text-xs text-ink">
                                {key}
                              </kbd>
                            </Fragment>
                          ))}
                        </span>
                      </Fragment>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Sheet>
  );
}
