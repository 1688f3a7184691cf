import { z } from "zod";
import { flag, freeObject, nonEmptyText, oneOf, required, text, textList } from "./shared";

export const TOOL_TYPES = ["function", "custom"] as const;
export const GRAMMAR_SYNTAXES = ["lark", "regex"] as const;
export const TOOL_CHOICE_MODES = ["none", "auto", "required"] as const;
export const TOOL_CHOICE_TYPES = ["none", "any", "required", "function", "allowed_tools", "custom"] as const;
export const ALLOWED_TOOLS_MODES = ["auto", "required"] as const;

/** The JSON Schema of a function's arguments, as far as the spec shows it; deeper keywords pass through. */
export const FunctionParameters = z.looseObject(
  {
    type: text("tools[].function.parameters.type").optional(),
    description: text("tools[].function.parameters.description").optional(),
    required: textList("tools[].function.parameters.required").optional(),
    properties: freeObject("tools[].function.parameters.properties").optional(),
    enum: textList("tools[].function.parameters.enum").optional(),
    additionalProperties: flag("tools[].function.parameters.additionalProperties").optional(),
  },
  "tools[].function.parameters must be an object",
);
export type FunctionParameters = z.infer<typeof FunctionParameters>;

export const FunctionDefinition = z.looseObject(
  {
    name: nonEmptyText("tools[].function.name", true),
    description: text("tools[].function.description").optional(),
    parameters: FunctionParameters.optional(),
    strict: flag("tools[].function.strict").optional(),
  },
  "tools[].function must be an object with a name",
);
export type FunctionDefinition = z.infer<typeof FunctionDefinition>;

export const CustomToolDefinition = z.looseObject(
  {
    format: z
      .looseObject(
        {
          type: nonEmptyText("tools[].custom.format.type", true),
          grammar: z
            .looseObject(
              {
                definition: z.string(
                  required(
                    "tools[].custom.format.grammar.definition",
                    "tools[].custom.format.grammar.definition must be a string",
                  ),
                ),
                syntax: oneOf("tools[].custom.format.grammar.syntax", GRAMMAR_SYNTAXES, true),
              },
              "tools[].custom.format.grammar must be an object",
            )
            .optional(),
        },
        "tools[].custom.format must be an object with a type",
      )
      .optional(),
  },
  "tools[].custom must be an object",
);
export type CustomToolDefinition = z.infer<typeof CustomToolDefinition>;

export const Tool = z.looseObject(
  {
    type: oneOf("tools[].type", TOOL_TYPES, true),
    function: FunctionDefinition.optional(),
    custom: CustomToolDefinition.optional(),
    cache_control: z
      .looseObject(
        { type: text("tools[].cache_control.type").optional(), ttl: text("tools[].cache_control.ttl").optional() },
        "tools[].cache_control must be an object",
      )
      .optional(),
  },
  "tools[] must be an object with a type",
);
export type Tool = z.infer<typeof Tool>;

const AllowedTool = z.looseObject(
  {
    type: nonEmptyText("tool_choice.allowed_tools.tools[].type", true),
    function: z
      .looseObject(
        { name: nonEmptyText("tool_choice.allowed_tools.tools[].function.name", true) },
        "tool_choice.allowed_tools.tools[].function must be an object with a name",
      )
      .optional(),
  },
  "tool_choice.allowed_tools.tools[] must be an object with a type",
);

export const ToolChoiceObject = z.looseObject(
  {
    type: oneOf("tool_choice.type", TOOL_CHOICE_TYPES, true),
    function: z
      .looseObject(
        { name: nonEmptyText("tool_choice.function.name", true) },
        "tool_choice.function must be an object with a name",
      )
      .optional(),
    allowed_tools: z
      .looseObject(
        {
          mode: oneOf("tool_choice.allowed_tools.mode", ALLOWED_TOOLS_MODES).optional(),
          tools: z.array(AllowedTool, "tool_choice.allowed_tools.tools must be an array").optional(),
        },
        "tool_choice.allowed_tools must be an object",
      )
      .optional(),
  },
  "tool_choice must be an object with a type",
);
export type ToolChoiceObject = z.infer<typeof ToolChoiceObject>;

export const ToolChoice = z.union(
  [
    z.enum(TOOL_CHOICE_MODES, `tool_choice must be one of ${TOOL_CHOICE_MODES.join(", ")} or an object with a type`),
    ToolChoiceObject,
  ],
  `tool_choice must be one of ${TOOL_CHOICE_MODES.join(", ")} or an object with a type`,
);
export type ToolChoice = z.infer<typeof ToolChoice>;
