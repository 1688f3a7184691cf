"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ActionButton, type PermissionDenial } from "@/components/ui/action-button";
import { FormError } from "@/components/ui/form-error";
import { MultiSelect } from "@/components/ui/multi-select";
import { PermissionFieldset } from "@/components/ui/permission-fieldset";
import { usePortalQuery } from "@/lib/api/hooks";
import { readModels } from "../model/catalog";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

export interface ModelsEditorProps {
  /** The model ids allowed now. */
  current: string[];
  onSave: (llms: string[]) => Promise<unknown>;
  denied?: PermissionDenial;
}

/** Which models a key or project may use, picked from every model of the account (`list_all`). */
export function ModelsEditor({ current, onSave, denied }: ModelsEditorProps) {
  const t = useTranslations("ai.models.editor");
  const all = usePortalQuery("ai.models.list", { list_all: true });
  const [chosen, setChosen] = useState(current);
  const [baseline, setBaseline] = useState(current);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const options = useMemo(() => {
    const models = readModels(all.data?.llms);
    const known = new Set(models.map((m) => m.id));
    // Models the record allows but the catalog no longer lists stay visible, so they can be removed.
    const extra = chosen.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id }));
    return [
      ...models.map((m) => ({
        value: m.id,
        label: m.name,
        description: [m.provider, m.id].filter(Boolean).join(" · "),
      })),
      ...extra,
    ];
  }, [all.data, chosen]);
  const dirty = chosen.length !== baseline.length || chosen.some((id) => !baseline.includes(id));
  useLeaveGuard(dirty);

  const save = async () => {
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      await onSave(chosen);
      setBaseline(chosen);
      setSaved(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-3">
      <PermissionFieldset denied={denied}>
        <MultiSelect
          label={t("label")}
          hint={t("hint")}
          options={options}
          value={chosen}
          onChange={(next) => {
            setChosen(next);
            setSaved(false);
          }}
          loading={all.isPending}
          placeholder={t("none")}
        />
      </PermissionFieldset>
      <FormError error={error ?? all.error} />
      <div className="flex items-center gap-3">
        <ActionButton
          variant="primary"
          size="sm"
          denied={denied}
          loading={saving}
          disabled={!dirty}
          onClick={() => void save()}
        >
          {t("save")}
        </ActionButton>
        <span role="status" className="text-sm text-muted">
          {saved && !dirty ? t("saved") : ""}
        </span>
      </div>
    </div>
  );
}
