"use client";

import { Search, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { Button, IconButton } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FieldShell, inputClasses } from "@/components/ui/field-shell";
import type { StorageChoice } from "../use-storage-choices";

type PickerMessages = (key: "required" | "noSpaces" | "invalid") => string;

/** Why a resource id cannot be shown, or null: required, at most 512 characters, no spaces or commas (`recent`). */
function resourceIdError(id: string, t: PickerMessages): string | null {
  if (id === "") return t("required");
  if (id.length > 512) return t("invalid");
  return /^[^,\s]+$/.test(id) ? null : t("noSpaces");
}

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
 *
 * One field checked by hand rather than with a zod form: this is the storage page's first paint, where
 * react-hook-form, zod and the resolver would cost ~50 kB. It behaves like the other forms: checked on leaving the
 * field, then on every change; a refused submit focuses the field.
 */
export function ResourcePicker({ current, recent, projects, projectNames, onOpen, onForget }: ResourcePickerProps) {
  const t = useTranslations("storage.access");
  const tForm = useTranslations("storage.form");
  const base = useId();
  const ids = { input: `${base}-input`, hint: `${base}-hint`, error: `${base}-error` };
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(current);
  const [shown, setShown] = useState(current);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (shown !== current) {
    // Another resource was opened (a chip, the address): the field shows it, as a fresh form would.
    setShown(current);
    setValue(current);
    setTouched(false);
    setError(null);
  }
  const check = (text: string) => setError(resourceIdError(text.trim(), tForm));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = value.trim();
    const problem = resourceIdError(id, tForm);
    setTouched(true);
    setError(problem);
    if (problem) inputRef.current?.focus();
    else onOpen(id);
  };
  const suggestions = useMemo(() => {
    const seen = new Set(recent);
    return [
      ...recent.map((value) => ({ value, label: projectNames.get(value) })),
      ...projects.filter((p) => !seen.has(p.value)),
    ];
  }, [recent, projects, projectNames]);

  return (
    <div className="space-y-3">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2" aria-label={t("pickerLabel")}>
        <FieldShell ids={ids} label={t("resourceId")} error={error ?? undefined} required className="min-w-72 flex-1">
          <input
            id={ids.input}
            ref={inputRef}
            type="text"
            name="resource_id"
            list={suggestions.length > 0 ? listId : undefined}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (touched) check(event.target.value);
            }}
            onBlur={() => {
              setTouched(true);
              check(value);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            aria-required
            autoComplete="off"
            spellCheck={false}
            className={cn(inputClasses, "h-9 font-mono")}
          />
          {suggestions.length > 0 && (
            <datalist id={listId}>
              {suggestions.map((option) => (
                <option key={option.value} value={option.value} label={option.label} />
              ))}
            </datalist>
          )}
        </FieldShell>
        <Button type="submit" variant="primary" icon={<Search aria-hidden className="size-4" />}>
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
                <IconButton
                  size="sm"
                  aria-label={t("forget", { id: projectNames.get(id) ?? id })}
                  icon={<X aria-hidden className="size-3.5" />}
                  onClick={() => onForget(id)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
