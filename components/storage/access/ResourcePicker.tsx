"use client";

import { Search, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { z } from "zod";
import { Button, IconButton } from "@/components/ui/button";
import { useZodForm } from "@/components/ui/use-zod-form";
import { SuggestField } from "@/components/ui/suggest-field";
import type { StorageChoice } from "../use-storage-choices";

export interface ResourcePickerProps {
  current: string;
  recent: string[];
  projects: StorageChoice[];
  projectNames: ReadonlyMap<string, string>;
  onOpen: (resourceId: string) => void;
  onForget: (resourceId: string) => void;
}

/**
 * Which resource's keys to show. There is no list of resource ids, so: a free input suggesting infrastructure
 * projects, and the ids used lately as one-click chips (kept in the URL).
 */
export function ResourcePicker({ current, recent, projects, projectNames, onOpen, onForget }: ResourcePickerProps) {
  const t = useTranslations("storage.access");
  const tForm = useTranslations("storage.form");
  const schema = useMemo(
    () => z.object({ resource_id: z.string().trim().min(1, tForm("required")).max(512).regex(/^[^,\s]+$/, tForm("noSpaces")) }),
    [tForm],
  );
  const form = useZodForm(schema, { values: { resource_id: current } });
  const submit = form.handleSubmit((values) => onOpen(values.resource_id));
  const suggestions = useMemo(() => {
    const seen = new Set(recent);
    return [...recent.map((value) => ({ value, label: projectNames.get(value) })), ...projects.filter((p) => !seen.has(p.value))];
  }, [recent, projects, projectNames]);

  return (
    <div className="space-y-3">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2" aria-label={t("pickerLabel")}>
        <SuggestField
          control={form.control}
          name="resource_id"
          label={t("resourceId")}
          required
          mono
          suggestions={suggestions}
          className="min-w-72 flex-1"
        />
        <Button type="submit" variant="primary" icon={<Search aria-hidden className="size-4" />} >
          {t("show")}
        </Button>
      </form>
      <p className="text-xs text-muted">{t("resourceHint")}</p>
      {recent.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted">{t("recent")}</span>
          <ul className="flex flex-wrap gap-2">
            {recent.map((id) => (
              <li key={id} className="flex items-center rounded-full border border-line bg-surface pl-3 text-sm">
                <button
                  type="button"
                  onClick={() => onOpen(id)}
                  aria-current={id === current ? "true" : undefined}
                  className={id === current ? "font-medium text-accent" : "text-ink hover:text-accent"}
                >
                  {projectNames.get(id) ?? <span className="font-mono text-xs">{id}</span>}
                </button>
                <IconButton size="sm" aria-label={t("forget", { id: projectNames.get(id) ?? id })} icon={<X aria-hidden className="size-3.5" />} onClick={() => onForget(id)} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
