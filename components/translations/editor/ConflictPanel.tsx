"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { TokenEditorActions } from "../model/use-token-editor";

export interface ConflictPanelProps {
  rowKey: string;
  mine: string;
  theirs: string;
  lang: string;
  actions: TokenEditorActions;
  editing: boolean;
}

/** Someone else saved this token after the editor opened: both versions side by side, the translator picks one. */
export function ConflictPanel({ rowKey, mine, theirs, lang, actions, editing }: ConflictPanelProps) {
  const t = useTranslations("translations.conflict");
  const stop = (run: () => void) => (event: { stopPropagation(): void }) => {
    event.stopPropagation();
    run();
  };
  return (
    <section
      role="alert"
      aria-label={t("title")}
      data-testid="conflict"
      className="space-y-3 border-t border-bad/30 bg-bad/5 px-3 py-3 text-sm"
      onClick={(event) => event.stopPropagation()}
    >
      <p className="font-medium text-ink">{t("title")}</p>
      <p className="text-muted">{t("description")}</p>
      <div className="grid gap-3 md:grid-cols-2">
        <figure className="space-y-1">
          <figcaption className="text-xs font-medium uppercase tracking-wide text-muted">{t("theirs")}</figcaption>
          <blockquote
            lang={lang}
            data-testid="conflict-theirs"
            className="whitespace-pre-wrap break-words rounded-md border border-line bg-surface px-2 py-1.5 text-ink"
          >
            {theirs || t("none")}
          </blockquote>
        </figure>
        <figure className="space-y-1">
          <figcaption className="text-xs font-medium uppercase tracking-wide text-muted">{t("mine")}</figcaption>
          <blockquote
            lang={lang}
            data-testid="conflict-mine"
            className="whitespace-pre-wrap break-words rounded-md border border-line bg-surface px-2 py-1.5 text-ink"
          >
            {mine}
          </blockquote>
        </figure>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="primary" onClick={stop(() => actions.keepMine(rowKey))}>
          {t("keepMine")}
        </Button>
        <Button size="sm" onClick={stop(() => actions.takeTheirs(rowKey))}>
          {t("takeTheirs")}
        </Button>
        {!editing && (
          <Button size="sm" variant="ghost" onClick={stop(() => actions.startEdit(rowKey))}>
            {t("edit")}
          </Button>
        )}
      </div>
    </section>
  );
}
