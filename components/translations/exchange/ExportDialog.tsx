"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/lib/api/session";
import type { Language } from "@/lib/portal/schemas/i18n";
import { downloadBlob } from "../transfer/download";
import { exportFiles } from "./export-files";
import type { ExchangeFormat } from "./units";
import { MIME_TYPE } from "./write";
import { zipStored } from "./zip";

const FORMATS: ExchangeFormat[] = ["xliff20", "xliff12", "po"];

export interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lang: string;
  defaultLang: string;
  languages: readonly Language[];
}

/** Export one language, or several as one ZIP archive, as XLIFF 1.2, XLIFF 2.0 or PO for a translator's tool. */
export function ExportDialog({ open, onOpenChange, lang, defaultLang, languages }: ExportDialogProps) {
  const t = useTranslations("translations.exchange");
  const id = useId();
  const queryClient = useQueryClient();
  const region = useSession().data?.region ?? "";
  const [format, setFormat] = useState<ExchangeFormat>("xliff20");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set([lang]));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const options = languages.some((l) => l.lang === lang) ? languages : [{ lang, name: lang }, ...languages];

  const run = async () => {
    if (chosen.size === 0) return setError(t("noLanguage"));
    setBusy(true);
    setError(null);
    try {
      const files = await exportFiles({ queryClient, format, langs: [...chosen], defaultLang, region });
      const single = files.length === 1 ? files[0] : null;
      const name = single ? single.name : `translations-${format}.zip`;
      // A fresh ArrayBuffer copy: Blob takes the bytes, not a view onto a larger buffer.
      downloadBlob(
        name,
        single
          ? new Blob([single.text], { type: MIME_TYPE[format] })
          : new Blob([zipStored(files).slice().buffer], { type: "application/zip" }),
      );
      toast({ title: t("done", { file: name }) });
      onOpenChange(false);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t("title")}
      description={t("description")}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button variant="primary" loading={busy} disabled={chosen.size === 0} onClick={() => void run()}>
            {t("export", { count: chosen.size })}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-ink">{t("format")}</legend>
          {FORMATS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`${id}-format`}
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
                className="size-4 accent-current"
              />
              {t(`formats.${value}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-ink">{t("languages")}</legend>
          {options.map((language) => {
            const code = language.lang ?? "";
            return (
              <label key={code} className="flex items-center gap-2 text-sm text-ink">
                <Checkbox
                  checked={chosen.has(code)}
                  onCheckedChange={(checked) =>
                    setChosen((previous) => {
                      const next = new Set(previous);
                      if (checked === true) next.add(code);
                      else next.delete(code);
                      return next;
                    })
                  }
                />
                {t("languageOption", { name: language.name ?? code, lang: code })}
              </label>
            );
          })}
          <p className="text-xs text-muted">{t("archiveHint")}</p>
        </fieldset>
        <FormError error={error} />
      </div>
    </Dialog>
  );
}
