"use client";

import { useTranslations } from "next-intl";
import { JsonView } from "@/components/ui/json-view";

type Schema = Record<string, unknown>;

const isRecord = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** JSON-Schema-like `properties` as rows, when the schema has them; the whole schema stays one click away. */
function propertyRows(schema: Schema): { name: string; type: string; required: boolean; description?: string }[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === "string") : [],
  );
  return Object.entries(properties).map(([name, definition]) => {
    const def = isRecord(definition) ? definition : {};
    const type = Array.isArray(def.type) ? def.type.join(" | ") : typeof def.type === "string" ? def.type : "—";
    return {
      name,
      type,
      required: required.has(name),
      description: typeof def.description === "string" ? def.description : undefined,
    };
  });
}

/** The dashboard's schema, readable (its properties as a table) and collapsible (the full JSON). */
export function SchemaView({ schema }: { schema: Schema | undefined }) {
  const t = useTranslations("dashboards");
  if (!schema || Object.keys(schema).length === 0) return <p className="text-sm text-muted">{t("view.noSchema")}</p>;
  const rows = propertyRows(schema);
  return (
    <div className="space-y-3">
      {typeof schema.title === "string" && <p className="text-sm">{t("view.schemaTitle", { title: schema.title })}</p>}
      {rows.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("view.properties")}</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                {t("view.property")}
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                {t("view.type")}
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                {t("view.required")}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t("view.description")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.name}>
                <td className="py-1 pr-4 font-mono">{row.name}</td>
                <td className="py-1 pr-4">{row.type}</td>
                <td className="py-1 pr-4">{row.required ? t("yes") : t("no")}</td>
                <td className="py-1 text-muted">{row.description ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <details>
        <summary className="cursor-pointer text-sm text-accent">{t("view.rawSchema")}</summary>
        <JsonView value={schema} defaultExpandDepth={1} copyable label={t("view.schema")} className="mt-2" />
      </details>
    </div>
  );
}
