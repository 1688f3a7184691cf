/**
 * Every count a message shows is written the locale's way ("3,113", "3.113"). ICU prints a plain `{shown}` argument
 * with `String(value)`, so a number passed to one comes out without its thousands separator; `{shown, number}` or a
 * plural's `#` format it. This test asks TypeScript for the type of every value handed to a translation call in the
 * console's code and fails on a number passed to a plain argument.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { en } from "@/messages";

const ROOT = resolve(__dirname, "../..");
/** `const t = useTranslations("ai.keys")`, `const t = await getTranslations("ai")`: the translator and its namespace. */
const TRANSLATOR = /const (\w+) = (?:await )?(?:useTranslations|getTranslations)\((?:"([^"]*)")?\)/g;

function messageAt(key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      en,
    );
}

/** The names of a message's plain `{name}` arguments, in every branch of its plurals and selects. */
function plainArguments(message: string): Set<string> {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) names.add(element.value);
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
      if ("children" in element) walk(element.children);
    }
  };
  walk(parse(message));
  return names;
}

const isNumeric = (type: ts.Type): boolean =>
  (type.flags & ts.TypeFlags.NumberLike) !== 0 || (type.isUnion() && type.types.some(isNumeric));

function numbersInPlainArguments(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(ROOT, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  )!;
  const files = config.fileNames.filter((file) => /\/(app|components|lib)\//.test(file) && !/\.test\.tsx?$/.test(file));
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const namespaces = new Map([...source.text.matchAll(TRANSLATOR)].map((match) => [match[1], match[2] ?? ""]));
    if (namespaces.size === 0) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        namespaces.has(node.expression.text) &&
        node.arguments.length >= 2 &&
        ts.isStringLiteralLike(node.arguments[0]) &&
        ts.isObjectLiteralExpression(node.arguments[1])
      ) {
        const namespace = namespaces.get(node.expression.text);
        const key = namespace ? `${namespace}.${node.arguments[0].text}` : node.arguments[0].text;
        const message = messageAt(key);
        if (typeof message === "string") {
          const plain = plainArguments(message);
          for (const property of node.arguments[1].properties) {
            if (!(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property))) continue;
            if (!ts.isIdentifier(property.name) || !plain.has(property.name.text)) continue;
            const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
            if (isNumeric(checker.getTypeAtLocation(value))) {
              const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
              found.push(`${file.slice(ROOT.length + 1)}:${line} ${key} {${property.name.text}}`);
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe("numbers in messages", () => {
  it("never hands a number to a plain argument, which would print it without the locale's grouping", () => {
    expect(numbersInPlainArguments()).toEqual([]);
  }, 180_000);
});
