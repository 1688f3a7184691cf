"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { EXAMPLE_TOOLS, PARALLEL_CHOICES, type ChatParams, type Field } from "./model/params";
import { JsonParam, SelectParam } from "./param-fields";
import type { ParamProps } from "./param-fields";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The names of the functions typed so far (for the tool_choice list); none while the JSON does not parse or is not
 * an array of objects. Plain checks, not zod: this panel is on the page's first paint.
 */
function namesIn(text: string): string[] {
  try {
    const tools: unknown = JSON.parse(text);
    if (!Array.isArray(tools) || !tools.every(isObject)) return [];
    return tools.flatMap((tool) =>
      isObject(tool.function) && typeof tool.function.name === "string" ? [tool.function.name] : [],
    );
  } catch {
    return [];
  }
}

/** `tools` as JSON (checked against the spec's tool shape), `tool_choice` and `parallel_tool_calls`. */
export function ToolSettings({
  params,
  onChange,
  base,
}: {
  params: ChatParams;
  onChange: (patch: Partial<ChatParams>) => void;
  base: (field: Field) => ParamProps;
}) {
  const t = useTranslations("playground.params");
  const names = useMemo(() => namesIn(params.tools), [params.tools]);
  const noTools = !params.tools.trim();
  const choices = [
    { value: "auto", label: t("toolChoices.auto") },
    { value: "none", label: t("toolChoices.none") },
    { value: "required", label: t("toolChoices.required") },
    ...names.map((name) => ({ value: `function:${name}`, label: t("toolChoices.function", { name }) })),
  ];
  // A choice naming a function that has since been renamed stays visible, so its error makes sense.
  if (!choices.some((c) => c.value === params.tool_choice))
    choices.push({ value: params.tool_choice, label: params.tool_choice });
  const toolChoice = base("tool_choice");
  const parallel = base("parallel_tool_calls");
  return (
    <>
      <JsonParam
        {...base("tools")}
        hint={t("toolsHint")}
        value={params.tools}
        onChange={(v) => onChange({ tools: v })}
        example={EXAMPLE_TOOLS}
        rows={10}
      />
      <SelectParam
        {...toolChoice}
        disabled={toolChoice.disabled || noTools}
        value={params.tool_choice}
        onChange={(v) => onChange({ tool_choice: v })}
        options={choices}
      />
      <SelectParam
        {...parallel}
        disabled={parallel.disabled || noTools}
        value={params.parallel_tool_calls}
        onChange={(v) => onChange({ parallel_tool_calls: v })}
        options={PARALLEL_CHOICES.map((c) => ({ value: c, label: t(`parallel.${c}`) }))}
      />
    </>
  );
}
