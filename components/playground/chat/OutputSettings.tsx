"use client";

import { useTranslations } from "next-intl";
import { RESPONSE_FORMAT_TYPES } from "@/lib/gateway/limits";
import { EXAMPLE_JSON_SCHEMA, type ChatParams, type Field } from "./model/params";
import { JsonParam, SelectParam } from "./param-fields";
import type { ParamProps } from "./param-fields";

/** `response_format`: text, any JSON object, or JSON following a schema typed (and checked) in the editor. */
export function OutputSettings({
  params,
  onChange,
  base,
}: {
  params: ChatParams;
  onChange: (patch: Partial<ChatParams>) => void;
  base: (field: Field) => ParamProps;
}) {
  const t = useTranslations("playground.params");
  const format = base("response_format");
  return (
    <>
      <SelectParam
        {...format}
        error={params.response_format === "json_schema" ? undefined : format.error}
        value={params.response_format}
        onChange={(v) => onChange({ response_format: v })}
        options={RESPONSE_FORMAT_TYPES.map((type) => ({ value: type, label: t(`formats.${type}`) }))}
      />
      {params.response_format === "json_schema" && (
        <JsonParam
          {...format}
          label={t("jsonSchema")}
          hint={t("jsonSchemaHint")}
          value={params.json_schema}
          onChange={(v) => onChange({ json_schema: v })}
          example={EXAMPLE_JSON_SCHEMA}
          rows={10}
        />
      )}
    </>
  );
}
