import ts from "typescript";

/** How a workspace project may behave; decides which boundary rules apply to it. */
export type ProjectKind = "domain" | "transport" | "app" | "tooling";

/** One source file of a project, as text. */
export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  readonly path: string;
  readonly text: string;
}

/** A workspace project (package or app) as the checker sees it: plain data, no file system. */
export interface Project {
  /** Package name, e.g. `@outlet/pricing`. */
  readonly name: string;
  /** Directory relative to the repository root, e.g. `packages/pricing`. */
  readonly dir: string;
  readonly kind: ProjectKind;
  /** Names in `dependencies`, `devDependencies` and `peerDependencies` of its package.json. */
  readonly dependencies: readonly string[];
  /** Its production sources (tests, benchmarks and configs excluded by the loader). */
  readonly files: readonly SourceFile[];
  /**
   * The entries its package.json `exports` declares, e.g. `[".", "./phone"]`; an import of a declared
   * entry (`@outlet/checkout/phone`) is a public import, not a deep one.
   * @default ["."]
   */
  readonly entries?: readonly string[];
}

/** Which rule a violation breaks. */
export type BoundaryRule =
  | "domain-forbidden-import"
  | "domain-forbidden-global"
  | "http-outside-transport"
  | "package-imports-app"
  | "import-escapes-project"
  | "deep-import"
  | "undeclared-workspace-dependency"
  | "package-cycle"
  | "file-cycle"
  | "fetch-outside-transport"
  | "runtime-imports-seed"
  | "float-money-in-app"
  | "app-file-too-long"
  | "type-bridging-cast"
  | "inline-document-rule";

/** One broken rule, with the place it was found. */
export interface BoundaryViolation {
  readonly rule: BoundaryRule;
  readonly project: string;
  /** File and line (`packages/tax/src/applyTax.ts:12`), or the cycle for cycle rules. */
  readonly where: string;
  readonly message: string;
}

/** Modules a domain package must never import: frameworks, HTTP clients, storage. */
const DOMAIN_FORBIDDEN_MODULES = [
  "react",
  "react-dom",
  "react-router",
  "valtio",
  "ky",
  "axios",
  "undici",
  "node-fetch",
  "better-sqlite3",
  "kysely",
  "idb",
  "idb-keyval",
  "fastify",
  "hono",
];

/**
 * The storage wrapper the offline-storage package may build its IndexedDB driver on. It still receives the
 * `IDBFactory` as a parameter, so the package touches no global; the wrapper only adds promises.
 */
const STORAGE_WRAPPER_ALLOWANCE: Readonly<Record<string, readonly string[]>> = {
  "packages/offline-storage": ["idb"],
};

/** Modules only `@outlet/transport` may import: it is the one package that speaks HTTP. */
const HTTP_MODULES = ["ky", "axios", "undici", "node-fetch"];

/** Globals a domain package may not touch: I/O, storage, the clock, scheduling, randomness, the host. */
const FORBIDDEN_GLOBALS = new Map<string, string>([
  ["fetch", "calls the network (pass a fetch-like executor in instead)"],
  ["XMLHttpRequest", "calls the network"],
  ["WebSocket", "calls the network"],
  ["EventSource", "calls the network"],
  ["localStorage", "uses browser storage (pass storage in instead)"],
  ["sessionStorage", "uses browser storage (pass storage in instead)"],
  ["indexedDB", "uses browser storage (pass storage in instead)"],
  ["caches", "uses browser storage"],
  ["window", "reads a browser global"],
  ["document", "reads a browser global"],
  ["navigator", "reads a browser global"],
  ["location", "reads a browser global"],
  ["process", "reads a Node global"],
  ["require", "loads modules at run time"],
  ["Buffer", "uses a Node global"],
  ["setTimeout", "schedules on its own (pass a clock in instead)"],
  ["setInterval", "schedules on its own (pass a clock in instead)"],
  ["setImmediate", "schedules on its own (pass a clock in instead)"],
  ["queueMicrotask", "schedules on its own"],
  ["requestAnimationFrame", "schedules on its own"],
]);

/** `Object.member` reads that are I/O, the clock or randomness. */
const FORBIDDEN_MEMBERS = new Map<string, string>([
  ["Date.now", "reads the clock (pass `now` in instead)"],
  ["performance.now", "reads the clock (pass `now` in instead)"],
  ["Math.random", "reads randomness (pass a generator in instead)"],
  ["crypto.getRandomValues", "reads randomness (pass a generator in instead)"],
  ["crypto.randomUUID", "reads randomness (pass a generator in instead)"],
  ["globalThis.fetch", "calls the network"],
  ["globalThis.localStorage", "uses browser storage"],
  ["globalThis.setTimeout", "schedules on its own"],
]);

/**
 * App files that may call `fetch` themselves, each with why: adapters to parties outside the shop's API
 * contract, or the place that hands the browser's `fetch` to the transport. Everything else that speaks
 * HTTP goes through `@outlet/transport`.
 */
const FETCH_ADAPTERS: ReadonlyMap<string, string> = new Map([
  [
    "apps/storefront/app/lib/browserRuntime.ts",
    "hands the browser's fetch to the transport and the route-data layer",
  ],
  [
    "apps/storefront/app/routes/img.ts",
    "streams image bytes from the API's /img (binary, outside the JSON contract)",
  ],
  [
    "apps/storefront/app/routes/media-video.ts",
    "streams the demo videos and their captions from the API's /media/video (binary, outside the JSON contract)",
  ],
  [
    "apps/admin/src/api/adminFetch.ts",
    "the back office's one call site for the API's staff routes (outside the shop contract the transport holds)",
  ],
  ["apps/api/src/auth/socialProviders.ts", "verifies sign-in tokens with Google and Facebook"],
  ["apps/api/src/routes/productReviewRoutes.ts", "asks the external review provider"],
  ["apps/api/src/routes/conversionRoutes.ts", "forwards conversion events to the configured collector"],
  ["apps/api/src/importMain.ts", "the import command asks the running API to reload"],
  [
    "apps/api/src/catalog/announceCacheTags.ts",
    "announces changed cache tags to the storefront's /invalidate",
  ],
]);

/** The API's demo-data folder: only the seed itself and the places that run it may import it. */
const SEED_DIR = "apps/api/src/seed/";

/** Files outside `seed/` that may import it, with why: the places that run the seed. */
const SEED_IMPORTERS: ReadonlyMap<string, string> = new Map([
  ["apps/api/src/server.ts", "composition root: seeds the demo database at start"],
  ["apps/api/src/importMain.ts", "the import command runs the seed's database set-up"],
]);

/**
 * The most lines a production file of an app may hold (issue 16): a file says what it holds, and one area's
 * code split by responsibility fits. Tests are not loaded; generated data is listed in {@link LONG_FILES}.
 */
export const MAX_APP_FILE_LINES = 400;

/** App files allowed past {@link MAX_APP_FILE_LINES}, with why (`pending`: owned by work in progress). */
const LONG_FILES: ReadonlyMap<string, string> = new Map([
  ["apps/api/src/seed/catalogueData.ts", "generated demo data: the seed's lists of names and words"],
]);

/**
 * App files (or folders, ending in `/`) still allowed a type-bridging cast (`as never`, `Parameters<…>`),
 * with why. Each is `pending`: owned by work in progress on issue 16, to be typed through `@outlet/contract`
 * and the packages' types, then dropped from this list.
 */
const CAST_PENDING: ReadonlyMap<string, string> = new Map([]);

/**
 * Where a catalogue document's rules may be read inline (issue 30): the one function of each rule, and the
 * API's catalogue storage, which parses documents into the contract's `ProductDocument` (folders end in `/`).
 */
const DOCUMENT_RULE_OWNERS: ReadonlyMap<string, string> = new Map([
  [
    "packages/variant-selection/src/isEnabled.ts",
    "the one 'enabled' rule (status < 2) and the link-item rule",
  ],
  ["packages/url-resolution/src/isVisibleProduct.ts", "the one 'visible product' rule"],
  ["apps/api/src/catalog/", "the catalogue storage: parses and indexes the documents"],
  ["apps/api/src/seed/", "the demo data: writes the documents' status and visibility"],
]);

/**
 * Files still reading a document rule inline or handling an untyped `Doc`, with why. Each is `pending`:
 * owned by work in progress (issue 30), to be moved onto the typed documents and the rules' functions, then
 * dropped from this list.
 */
const DOCUMENT_RULE_PENDING: ReadonlyMap<string, string> = new Map([
  ["apps/api/src/cms/", "pending: CMS documents are not catalogue documents; typed apart"],
  ["apps/api/src/routes/cmsRoutes.ts", "pending: CMS documents are not catalogue documents; typed apart"],
  ["apps/api/src/routes/reviewCheckRoutes.ts", "pending: review documents are not catalogue documents"],
]);

/** Document fields whose rules have one function each: `status` (enabled) and `visibility` (visible). */
const RULE_FIELDS = new Set(["status", "visibility"]);

/** The values `status` and `visibility` take (an HTTP or order status is compared with other numbers). */
const RULE_VALUES = new Set(["0", "1", "2", "3", "4"]);

const COMPARISONS = new Set([
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/**
 * The document field an expression reads, through the wrappers inline copies use (`Number(x.status ?? 1)`,
 * `(x.status as number)`, `x?.visibility`), or null.
 */
function ruleFieldRead(expression: ts.Expression): string | null {
  let e: ts.Expression = expression;
  for (;;) {
    if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e))
      e = e.expression;
    else if (
      ts.isCallExpression(e) &&
      ts.isIdentifier(e.expression) &&
      e.expression.text === "Number" &&
      e.arguments[0]
    )
      e = e.arguments[0];
    else if (
      ts.isBinaryExpression(e) &&
      (e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        e.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    )
      e = e.left;
    else break;
  }
  if (ts.isPropertyAccessExpression(e) && RULE_FIELDS.has(e.name.text)) return e.name.text;
  if (ts.isElementAccessExpression(e) && ts.isStringLiteral(e.argumentExpression))
    return RULE_FIELDS.has(e.argumentExpression.text) ? e.argumentExpression.text : null;
  return null;
}

const isRuleValue = (expression: ts.Expression): boolean =>
  ts.isNumericLiteral(expression) && RULE_VALUES.has(expression.text);

/** An amount in PLN as the contract carries it (a float): prices, totals, tax and discount amounts. */
const MONEY_NAME =
  /^price|_price|Price$|grand_total|^subtotal(_incl_tax)?$|_incl_tax$|_excl_tax$|tax_amount|discount_amount/;
/** Names that say the amount is already integer grosze. */
const INTEGER_MONEY_NAME = /grosze|cents/i;

const ARITHMETIC = new Set([
  ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken,
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
]);

/** The name an operand reads (`line.price_incl_tax`, `Number(x.price ?? 0)` → the property), if any. */
function operandName(expression: ts.Expression): string | null {
  let e = expression;
  while (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e))
    e = e.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  if (ts.isElementAccessExpression(e) && ts.isStringLiteralLike(e.argumentExpression))
    return e.argumentExpression.text;
  if (
    ts.isCallExpression(e) &&
    ts.isIdentifier(e.expression) &&
    e.expression.text === "Number" &&
    e.arguments[0]
  )
    return operandName(e.arguments[0]);
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    return operandName(e.left);
  return null;
}

const isFloatMoney = (expression: ts.Expression): boolean => {
  const name = operandName(expression);
  return name !== null && MONEY_NAME.test(name) && !INTEGER_MONEY_NAME.test(name);
};

interface ImportRef {
  readonly specifier: string;
  readonly line: number;
}

interface ParsedFile {
  readonly file: SourceFile;
  readonly imports: readonly ImportRef[];
  readonly globals: readonly { readonly name: string; readonly reason: string; readonly line: number }[];
  /** Lines where a `fetch` of the host is called or read (`fetch(…)`, `window.fetch`, `globalThis.fetch`). */
  readonly fetches: readonly number[];
  /** Arithmetic on a float money amount: `{ line, text }`. */
  readonly floatMoney: readonly { readonly line: number; readonly text: string }[];
  /** Casts that bridge types instead of typing them: `as never`, any `Parameters<…>`. */
  readonly casts: readonly { readonly line: number; readonly text: string }[];
  /** Inline reads of a document rule (status/visibility comparisons, the `Doc` record alias). */
  readonly documentRules: readonly { readonly line: number; readonly text: string }[];
}

/** Lines of a text as an editor numbers them: a final newline does not open another line. */
const lineCount = (text: string): number =>
  text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

const lineOf = (sf: ts.SourceFile, pos: number): number => sf.getLineAndCharacterOfPosition(pos).line + 1;

/** Collects every name the file declares anywhere, so injected `fetch` or `now` parameters are not globals. */
function declaredNames(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const addBinding = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const el of name.elements) if (!ts.isOmittedExpression(el)) addBinding(el.name);
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) &&
      node.name !== undefined
    ) {
      addBinding(node.name);
    } else if (
      (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isFunctionExpression(node)) &&
      node.name
    ) {
      names.add(node.name.text);
    } else if (ts.isImportClause(node) && node.name) {
      names.add(node.name.text);
    } else if (ts.isImportSpecifier(node) || ts.isNamespaceImport(node)) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return names;
}

/** True when an identifier stands for a value reference, not a property name, key or type. */
function isValueReference(id: ts.Identifier): boolean {
  const parent = id.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === id) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === id) return false;
  if (ts.isPropertyDeclaration(parent)) return parent.initializer === id;
  if (ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) return false;
  if (ts.isMethodSignature(parent) || ts.isEnumMember(parent)) return false;
  if (ts.isQualifiedName(parent) || ts.isTypeReferenceNode(parent)) return false;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return false;
  if (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return false;
  if (ts.isBindingElement(parent) && parent.propertyName === id) return false;
  return true;
}

function parseFile(file: SourceFile): ParsedFile {
  const kind = file.path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.ES2022, true, kind);
  const imports: ImportRef[] = [];
  const globals: { name: string; reason: string; line: number }[] = [];
  const fetches: number[] = [];
  const floatMoney: { line: number; text: string }[] = [];
  const casts: { line: number; text: string }[] = [];
  const documentRules: { line: number; text: string }[] = [];
  const declared = declaredNames(sf);
  const ruleRead = (node: ts.Node, text: string): void => {
    documentRules.push({ line: lineOf(sf, node.getStart(sf)), text });
  };

  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      imports.push({ specifier: node.moduleSpecifier.text, line: lineOf(sf, node.getStart(sf)) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteralLike(arg))
        imports.push({ specifier: arg.text, line: lineOf(sf, node.getStart(sf)) });
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ["window", "globalThis", "self"].includes(node.expression.text) &&
      node.name.text === "fetch" &&
      !declared.has(node.expression.text)
    ) {
      fetches.push(lineOf(sf, node.getStart(sf)));
    }
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      node.type.kind === ts.SyntaxKind.NeverKeyword
    )
      casts.push({ line: lineOf(sf, node.getStart(sf)), text: "as never" });
    if (
      ts.isTypeReferenceNode(node) &&
      ts.isIdentifier(node.typeName) &&
      node.typeName.text === "Parameters" &&
      !declared.has("Parameters")
    )
      casts.push({ line: lineOf(sf, node.getStart(sf)), text: node.getText(sf).slice(0, 60) });
    if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) {
      const field = ruleFieldRead(node.left) ?? ruleFieldRead(node.right);
      if (field && (isRuleValue(node.left) || isRuleValue(node.right)))
        ruleRead(node, `a ${field} comparison (${node.getText(sf).slice(0, 60)})`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "includes" &&
      node.arguments[0] &&
      ruleFieldRead(node.arguments[0]) === "visibility"
    )
      ruleRead(node, `a visibility list (${node.getText(sf).slice(0, 60)})`);
    if (
      ts.isArrayLiteralExpression(node) &&
      node.elements.map((element) => element.getText(sf)).join(",") === "2,3,4"
    )
      ruleRead(node, "the visible-product list [2, 3, 4]");
    if (
      ts.isImportSpecifier(node) &&
      (node.propertyName ?? node.name).text === "Doc" &&
      ts.isStringLiteral(node.parent.parent.parent.moduleSpecifier) &&
      node.parent.parent.parent.moduleSpecifier.text.endsWith("catalog/createCatalogStore.js")
    )
      ruleRead(node, "the untyped `Doc` record");
    if (
      ts.isTypeAliasDeclaration(node) &&
      node.name.text === "Doc" &&
      node.type.getText(sf).replace(/\s/g, "") === "Record<string,unknown>"
    )
      ruleRead(node, "an untyped `Doc` record alias");
    if (ts.isBinaryExpression(node) && ARITHMETIC.has(node.operatorToken.kind)) {
      if (isFloatMoney(node.left) || isFloatMoney(node.right))
        floatMoney.push({ line: lineOf(sf, node.getStart(sf)), text: node.getText(sf).slice(0, 60) });
    }
    if (ts.isImportTypeNode(node)) {
      // `import("x").T` is a type-only reference and crosses no run-time boundary.
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const key = `${node.expression.text}.${node.name.text}`;
      const reason = FORBIDDEN_MEMBERS.get(key);
      if (reason && !declared.has(node.expression.text)) {
        globals.push({ name: key, reason, line: lineOf(sf, node.getStart(sf)) });
      }
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "Date"
    ) {
      if ((node.arguments?.length ?? 0) === 0 && !declared.has("Date")) {
        globals.push({
          name: "new Date()",
          reason: "reads the clock (pass `now` in instead)",
          line: lineOf(sf, node.getStart(sf)),
        });
      }
    } else if (ts.isIdentifier(node)) {
      if (
        node.text === "fetch" &&
        !declared.has("fetch") &&
        isValueReference(node) &&
        !isInTypePosition(node)
      )
        fetches.push(lineOf(sf, node.getStart(sf)));
      const reason = FORBIDDEN_GLOBALS.get(node.text);
      if (reason && !declared.has(node.text) && isValueReference(node) && !isInTypePosition(node)) {
        globals.push({ name: node.text, reason, line: lineOf(sf, node.getStart(sf)) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { file, imports, globals, fetches, floatMoney, casts, documentRules };
}

function isInTypePosition(node: ts.Node): boolean {
  for (let cur: ts.Node | undefined = node.parent; cur; cur = cur.parent) {
    if (ts.isTypeNode(cur) || ts.isTypeAliasDeclaration(cur) || ts.isInterfaceDeclaration(cur)) return true;
    if (ts.isExpressionStatement(cur) || ts.isBlock(cur) || ts.isSourceFile(cur)) return false;
  }
  return false;
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; `node:fs` stays `node:fs`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

const isRelative = (specifier: string): boolean => specifier.startsWith("./") || specifier.startsWith("../");

function joinPath(fromFile: string, specifier: string): string {
  const segments = fromFile.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") segments.pop();
    else segments.push(part);
  }
  return segments.join("/");
}

function resolveRelative(
  fromFile: string,
  specifier: string,
  known: ReadonlySet<string>,
): string | undefined {
  const base = joinPath(fromFile, specifier).replace(/\.(m?js|jsx)$/, "");
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => known.has(c));
}

/** Finds one cycle per strongly connected group in a directed graph (depth-first, deterministic order). */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, "visiting");
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const s = state.get(next);
      if (s === "visiting") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (s === undefined) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/**
 * Checks the architecture's dependency rules over a workspace snapshot. Pure: it reads only the data it
 * is given. Rules (ARCHITECTURE.md): domain packages import no framework, network, storage or Node built-in
 * and touch no I/O, clock, scheduler or randomness global; only `transport` speaks HTTP; packages never
 * import apps; no deep imports into another project (an app reaching a package's private file included; an entry
 * its package.json `exports` declares is public);
 * every `@outlet/*` import is declared; no import cycles between projects or between files of one project;
 * app code calls no `fetch` outside the listed adapters (its HTTP goes through transport), the API's runtime
 * imports nothing from `seed/`, no app computes with float money amounts, and no app bridges types with an
 * `as never` or `Parameters<…>` cast.
 *
 * @param projects every workspace project with its production sources
 * @param builtinModules Node's built-in module names (`module.builtinModules`), passed in to stay pure
 * @returns the violations found, empty when the rules hold
 * @example
 * const violations = checkBoundaries(await loadWorkspace(root), builtinModules);
 * if (violations.length > 0) console.error(formatViolations(violations));
 */
export function checkBoundaries(
  projects: readonly Project[],
  builtinModules: readonly string[],
): BoundaryViolation[] {
  const violations: BoundaryViolation[] = [];
  const byName = new Map(projects.map((p) => [p.name, p]));
  const builtins = new Set(builtinModules.filter((m) => !m.startsWith("_")));
  const packageGraph = new Map<string, string[]>();

  for (const project of projects) {
    const parsed = project.files.map(parseFile);
    const known = new Set(project.files.map((f) => f.path));
    const fileGraph = new Map<string, string[]>();
    const deps = new Set<string>();
    const add = (rule: BoundaryRule, where: string, message: string): void => {
      violations.push({ rule, project: project.name, where, message });
    };

    for (const { file, imports, globals, fetches, floatMoney, casts, documentRules } of parsed) {
      const edges: string[] = [];
      const listed = (list: ReadonlyMap<string, string>): boolean =>
        [...list.keys()].some((p) => (p.endsWith("/") ? file.path.startsWith(p) : file.path === p));
      if (project.kind !== "tooling" && !listed(DOCUMENT_RULE_OWNERS) && !listed(DOCUMENT_RULE_PENDING))
        for (const { line, text } of documentRules)
          add(
            "inline-document-rule",
            `${file.path}:${line}`,
            `reads ${text} inline; call isEnabled / isEligibleChild (@outlet/variant-selection) or isVisibleProduct / VISIBLE_VISIBILITIES (@outlet/url-resolution), on the contract's ProductDocument`,
          );
      if (project.kind === "app") {
        if (!FETCH_ADAPTERS.has(file.path))
          for (const line of fetches)
            add(
              "fetch-outside-transport",
              `${file.path}:${line}`,
              "calls fetch; the shop's HTTP goes through @outlet/transport (or a listed adapter to an outside party)",
            );
        const lines = lineCount(file.text);
        if (lines > MAX_APP_FILE_LINES && !LONG_FILES.has(file.path))
          add(
            "app-file-too-long",
            `${file.path}:${MAX_APP_FILE_LINES + 1}`,
            `holds ${lines} lines (at most ${MAX_APP_FILE_LINES}); split it by responsibility into modules named after their export`,
          );
        if (
          ![...CAST_PENDING.keys()].some((p) => (p.endsWith("/") ? file.path.startsWith(p) : file.path === p))
        )
          for (const { line, text } of casts)
            add(
              "type-bridging-cast",
              `${file.path}:${line}`,
              `bridges types with a cast (${text}); type the value through @outlet/contract or the package's exported types`,
            );
        for (const { line, text } of floatMoney)
          add(
            "float-money-in-app",
            `${file.path}:${line}`,
            `computes with a float amount (${text}); convert with toGrosze/fromGrosze and compute in grosze`,
          );
      }
      for (const { specifier, line } of imports) {
        const where = `${file.path}:${line}`;
        if (isRelative(specifier)) {
          const target = joinPath(file.path, specifier);
          if (!(target === project.dir || target.startsWith(`${project.dir}/`))) {
            add("import-escapes-project", where, `imports '${specifier}', which lies outside ${project.dir}`);
            continue;
          }
          if (
            target.startsWith(SEED_DIR) &&
            !file.path.startsWith(SEED_DIR) &&
            !SEED_IMPORTERS.has(file.path)
          ) {
            add(
              "runtime-imports-seed",
              where,
              `imports '${specifier}' from the demo-data folder; runtime code keeps its helpers outside seed/`,
            );
          }
          const resolved = resolveRelative(file.path, specifier, known);
          if (resolved) edges.push(resolved);
          continue;
        }
        const pkg = packageOf(specifier);
        const bare = specifier.startsWith("node:") ? specifier.slice(5) : specifier;
        const target = byName.get(pkg);
        if (project.kind === "domain") {
          if (specifier.startsWith("node:") || builtins.has(packageOf(bare))) {
            add("domain-forbidden-import", where, `imports the Node built-in '${specifier}'`);
          } else if (
            (DOMAIN_FORBIDDEN_MODULES.includes(pkg) || pkg.startsWith("@react-router/")) &&
            !(STORAGE_WRAPPER_ALLOWANCE[project.dir] ?? []).includes(pkg)
          ) {
            add(
              "domain-forbidden-import",
              where,
              `imports '${specifier}' (a framework, HTTP client or storage)`,
            );
          }
        }
        if (HTTP_MODULES.includes(pkg) && project.kind !== "transport") {
          add("http-outside-transport", where, `imports '${specifier}'; only @outlet/transport speaks HTTP`);
        }
        if (target) {
          if (target.kind === "app" && project.kind !== "app") {
            add(
              "package-imports-app",
              where,
              `imports the app '${pkg}'; apps depend on packages, never the reverse`,
            );
          }
          const entry = `.${specifier.slice(pkg.length)}`;
          if (specifier !== pkg && !(target.entries ?? ["."]).includes(entry)) {
            add("deep-import", where, `imports '${specifier}'; use the public entry '${pkg}'`);
          }
          if (!project.dependencies.includes(pkg) && pkg !== project.name) {
            add(
              "undeclared-workspace-dependency",
              where,
              `imports '${pkg}' without declaring it in package.json`,
            );
          }
          if (pkg !== project.name) deps.add(pkg);
        }
      }
      fileGraph.set(file.path, edges);
      if (project.kind === "domain") {
        for (const g of globals) {
          add("domain-forbidden-global", `${file.path}:${g.line}`, `uses '${g.name}', which ${g.reason}`);
        }
      }
    }

    for (const cycle of findCycles(fileGraph)) {
      add("file-cycle", cycle.join(" → "), `files import each other in a cycle: ${cycle.join(" → ")}`);
    }
    packageGraph.set(project.name, [...deps]);
  }

  for (const cycle of findCycles(packageGraph)) {
    violations.push({
      rule: "package-cycle",
      project: cycle[0] ?? "",
      where: cycle.join(" → "),
      message: `packages import each other in a cycle: ${cycle.join(" → ")}`,
    });
  }
  return violations;
}

/** One line per violation: `rule  where  message`. */
export function formatViolations(violations: readonly BoundaryViolation[]): string {
  return violations.map((v) => `${v.rule}  ${v.where}  ${v.message}`).join("\n");
}
