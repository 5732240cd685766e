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
  | "file-cycle";

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

interface ImportRef {
  readonly specifier: string;
  readonly line: number;
}

interface ParsedFile {
  readonly file: SourceFile;
  readonly imports: readonly ImportRef[];
  readonly globals: readonly { readonly name: string; readonly reason: string; readonly line: number }[];
}

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
  const declared = declaredNames(sf);

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
    } else if (ts.isImportTypeNode(node)) {
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
      const reason = FORBIDDEN_GLOBALS.get(node.text);
      if (reason && !declared.has(node.text) && isValueReference(node) && !isInTypePosition(node)) {
        globals.push({ name: node.text, reason, line: lineOf(sf, node.getStart(sf)) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { file, imports, globals };
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
 * import apps; no deep imports into another project; every `@outlet/*` import is declared; no import cycles
 * between projects or between files of one project.
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

    for (const { file, imports, globals } of parsed) {
      const edges: string[] = [];
      for (const { specifier, line } of imports) {
        const where = `${file.path}:${line}`;
        if (isRelative(specifier)) {
          const target = joinPath(file.path, specifier);
          if (!(target === project.dir || target.startsWith(`${project.dir}/`))) {
            add("import-escapes-project", where, `imports '${specifier}', which lies outside ${project.dir}`);
            continue;
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
          if (specifier !== pkg) {
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
