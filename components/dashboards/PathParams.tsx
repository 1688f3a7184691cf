"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent } from "react";
import { inputClasses } from "@/components/ui/field-shell";

/** A path parameter's declared type (`path_params` maps a name to a type, e.g. "string"); text when not said. */
const inputType = (declared: unknown) =>
  declared === "number" || declared === "integer" ? "number" : declared === "date" ? "date" : "text";

/** One parameter: typed freely, committed on blur or Enter, so the elements load once per value, not per keystroke. */
function ParamInput({
  id,
  value,
  type,
  onCommit,
}: {
  id: string;
  value: string;
  type: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A value changed from outside (back button, a shared link) replaces what was typed.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    const next = draft.trim();
    if (next !== value) onCommit(next);
  };
  return (
    <input
      id={id}
      type={type}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === "Enter") commit();
      }}
      className={`${inputClasses} h-9`}
      maxLength={200}
    />
  );
}

/** The dashboard's path parameters as inputs; values live in the URL so a filled-in view can be shared. */
export function PathParams({
  declared,
  values,
  onChange,
}: {
  declared: Record<string, unknown>;
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  const t = useTranslations("dashboards");
  const baseId = useId();
  const names = Object.keys(declared);
  if (names.length === 0) return <p className="text-sm text-muted">{t("view.noParams")}</p>;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {names.map((name) => {
        const id = `${baseId}-${name}`;
        const type = declared[name];
        return (
          <div key={name} className="space-y-1">
            <label htmlFor={id} className="block text-sm font-medium">
              {name}
              {typeof type === "string" && <span className="ml-2 text-xs font-normal text-muted">{type}</span>}
            </label>
            <ParamInput
              id={id}
              value={values[name] ?? ""}
              type={inputType(type)}
              onCommit={(value) => onChange(name, value)}
            />
          </div>
        );
      })}
    </div>
  );
}
