/**
 * Where each message key is used, read from the code (Node only; `npm run where-used` writes the result to
 * where-used.json, and a test fails when that file is stale). Each page of `app/` is followed through its imports
 * (static and lazy) together with its layouts; in each file the TypeScript parser finds
 *
 * - the namespaces it asks for: `useTranslations("ai.keys")`, `getTranslations("ai")` (or `{namespace: …}`),
 * - every string literal (string literal types too: `t: (key: "limits" | "budgets") => string`), and every template
 *   literal that may build a key, as a pattern (`${kind}.actions.${key}`),
 * - a translator's `has(…)` with a computed argument: the file looks keys of that namespace up by data (error codes),
 *
 * and a key is used by a file when it is a namespace of the file, of a file importing it (a caller may hand its `t`
 * down) or, for a file without one, of a page that reaches it (action lists hold the keys their menus translate),
 * joined with one of its literals or patterns, or lies under a namespace the file looks up by data.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { flattenMessages } from "./tokens";
import type { WhereUsedData } from "./where-used";

interface FileFacts {
  imports: string[];
  namespaces: Set<string>;
  literals: Set<string>;
  /** Template literals that may build a key, as patterns: `row.state.${state}` → `row\.state\.[^]*`. */
  patterns: Set<string>;
  /** Namespaces whose keys the file looks up by data. */
  dynamic: Set<string>;
}

const TRANSLATOR_FACTORIES = new Set(["useTranslations", "getTranslations"]);

function stringOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isObjectLiteralExpression(node)) {
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property) && property.name.getText() === "namespace")
        return stringOf(property.initializer);
    }
  }
  return undefined;
}

const KEY_TEXT = /^[A-Za-z0-9_.-]*$/;
const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A template literal as a key pattern, each interpolation matching anything: `${kind}.actions.${key}` → any key
 * with `.actions.` between two parts. Only templates whose fixed text is made of key characters and holds a letter
 * (`${a}.${b}` would match every key; `/ai/keys/${id}` is no key).
 */
function templatePattern(node: ts.TemplateExpression): string | null {
  const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (!parts.every((part) => KEY_TEXT.test(part)) || !/[A-Za-z]/.test(parts.join(""))) return null;
  return parts.map(escapePattern).join("[^]*");
}

/** The facts of one source file. */
export function scanSource(fileName: string, text: string): FileFacts {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const facts: FileFacts = {
    imports: [],
    namespaces: new Set(),
    literals: new Set(),
    patterns: new Set(),
    dynamic: new Set(),
  };
  const translators = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const specifier = stringOf(node.moduleSpecifier);
      if (specifier) facts.imports.push(specifier);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) {
        const specifier = stringOf(node.arguments[0]);
        if (specifier) facts.imports.push(specifier);
      } else if (ts.isIdentifier(callee) && TRANSLATOR_FACTORIES.has(callee.text)) {
        const namespace = stringOf(node.arguments[0]);
        if (namespace !== undefined) {
          facts.namespaces.add(namespace);
          // `const t = useTranslations(…)`, `await getTranslations(…)`, `useTranslations(…) as unknown as T`.
          let holder: ts.Node = node.parent;
          while (
            ts.isAwaitExpression(holder) ||
            ts.isAsExpression(holder) ||
            ts.isParenthesizedExpression(holder) ||
            ts.isSatisfiesExpression(holder) ||
            ts.isNonNullExpression(holder)
          )
            holder = holder.parent;
          if (ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name))
            translators.set(holder.name.text, namespace);
        }
      } else if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === "has" &&
        ts.isIdentifier(callee.expression) &&
        translators.has(callee.expression.text) &&
        node.arguments[0] &&
        stringOf(node.arguments[0]) === undefined
      ) {
        facts.dynamic.add(translators.get(callee.expression.text)!);
      }
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (node.text) facts.literals.add(node.text);
    } else if (ts.isTemplateExpression(node)) {
      const pattern = templatePattern(node);
      if (pattern) facts.patterns.add(pattern);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

/** Every page file under `app/`, with the route it serves (route groups dropped). */
function pagesOf(root: string): { route: string; file: string }[] {
  const out: { route: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/^page\.tsx?$/.test(entry.name)) {
        const segments = relative(join(root, "app"), dir)
          .split(sep)
          .filter((segment) => segment && !/^\(.*\)$/.test(segment));
        out.push({ route: `/${segments.join("/")}`, file: path });
      }
    }
  };
  walk(join(root, "app"));
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

/** The layouts (and error and not-found views) that wrap a page: those of its folder and every folder above it. */
function framesOf(root: string, pageFile: string): string[] {
  const frames: string[] = [];
  for (let dir = dirname(pageFile); dir.startsWith(join(root, "app")); dir = dirname(dir)) {
    for (const name of ["layout.tsx", "error.tsx", "not-found.tsx"]) {
      const file = join(dir, name);
      if (existsSync(file)) frames.push(file);
    }
  }
  return frames;
}

function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The message keys of the console's bundled English messages (`messages/en/<namespace>.json`), sorted. */
export function messageKeys(root: string): string[] {
  const dir = join(root, "messages/en");
  const flat: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    flattenMessages(JSON.parse(readFileSync(join(dir, file), "utf8")), file.slice(0, -".json".length), flat);
  }
  return Object.keys(flat).sort();
}

/** The where-used table of the code under `root`. */
export function scanWhereUsed(root: string): WhereUsedData {
  const keys = messageKeys(root);
  const keyIndex = new Map(keys.map((key, index) => [key, index]));
  const facts = new Map<string, FileFacts>();
  const factsOf = (file: string) => {
    let known = facts.get(file);
    if (!known) facts.set(file, (known = scanSource(file, readFileSync(file, "utf8"))));
    return known;
  };
  const reachable = (entries: string[]) => {
    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file) || /\.test\.tsx?$/.test(file)) continue;
      seen.add(file);
      for (const specifier of factsOf(file).imports) {
        const target = resolveImport(root, file, specifier);
        if (target) queue.push(target);
      }
    }
    return seen;
  };

  const frame = reachable([join(root, "app/(console)/layout.tsx")]);
  const pages = pagesOf(root);
  const routesOfFile = new Map<string, Set<number>>();
  const routeNamespaces: Set<string>[] = [];
  pages.forEach((page, index) => {
    const files = reachable([page.file, ...framesOf(root, page.file)]);
    const namespaces = new Set<string>();
    for (const file of files) {
      for (const namespace of factsOf(file).namespaces) namespaces.add(namespace);
      let routes = routesOfFile.get(file);
      if (!routes) routesOfFile.set(file, (routes = new Set()));
      routes.add(index);
    }
    routeNamespaces.push(namespaces);
  });

  const files = [...routesOfFile.keys()].sort();
  // A component may translate with a `t` its caller hands it: the caller's namespaces count for it too.
  const importers = new Map<string, Set<string>>();
  for (const file of files) {
    for (const specifier of factsOf(file).imports) {
      const target = resolveImport(root, file, specifier);
      if (!target) continue;
      let set = importers.get(target);
      if (!set) importers.set(target, (set = new Set()));
      set.add(file);
    }
  }
  const uses = keys.map(() => new Set<number>());
  files.forEach((file, fileIndex) => {
    const own = factsOf(file);
    const namespaces = new Set(own.namespaces);
    for (const importer of importers.get(file) ?? []) for (const ns of factsOf(importer).namespaces) namespaces.add(ns);
    if (own.namespaces.size === 0) {
      for (const route of routesOfFile.get(file)!) for (const ns of routeNamespaces[route]) namespaces.add(ns);
    }
    const use = (key: string) => {
      const index = keyIndex.get(key);
      if (index !== undefined) uses[index].add(fileIndex);
    };
    for (const literal of own.literals) {
      use(literal);
      for (const namespace of namespaces) use(`${namespace}.${literal}`);
    }
    const patterns = [
      ...[...own.patterns].flatMap((pattern) =>
        [...namespaces].map((namespace) => new RegExp(`^${escapePattern(namespace)}\\.${pattern}$`)),
      ),
      ...[...own.dynamic].map((namespace) => new RegExp(`^${escapePattern(namespace)}\\.`)),
    ];
    if (patterns.length > 0) for (const key of keys) if (patterns.some((pattern) => pattern.test(key))) use(key);
  });

  return {
    keys,
    routes: pages.map((page) => page.route),
    files: files.map((file) => relative(root, file).split(sep).join("/")),
    fileRoutes: files.map((file) => [...routesOfFile.get(file)!].sort((a, b) => a - b)),
    frameFiles: files.flatMap((file, index) => (frame.has(file) ? [index] : [])),
    uses: uses.map((set) => [...set].sort((a, b) => a - b)),
  };
}
