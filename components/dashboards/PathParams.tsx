"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { inputClasses } from "@/components/ui/field-shell";

/** A path parameter's declared type (`path_params` maps a name to a type, e.g. "string"); text when not said. */
const inputType = (declared: unknown) =>
  declared === "number" || declared === "integer" ? "number" : declared === "date" ? "date" : "text";

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
            <input
              id={id}
              type={inputType(type)}
              value={values[name] ?? ""}
              onChange={(event) => onChange(name, event.target.value)}
              className={`${inputClasses} h-9`}
              maxLength={200}
            />
          </div>
        );
      })}
    </div>
  );
}
