import ts from "typescript";

/**
 * The first ```ts block under a README's `## Quick start` heading, as written, or `null` when the README
 * has none. That block is what a stranger copies, so it is what the registry test runs.
 *
 * @example
 * quickStartExample("## Quick start\n\n```ts\nformatPrice(1); // \"1,00 zł\"\n```\n"); // 'formatPrice(1); // "1,00 zł"\n'
 */
export function quickStartExample(readme: string): string | null {
  const section = /^## Quick start\b.*$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1];
  if (section === undefined) return null;
  return /^```ts\n([\s\S]*?)^```/m.exec(section)?.[1] ?? null;
}

const LITERAL_START = /^(?:"|'|\[|\{|-?\d|true\b|false\b|null\b|undefined\b)/;

/**
 * The value a `// …` comment promises, as JavaScript source, or `null` when the comment is prose. The
 * comment must start with a literal (`235 (half away…)`, `"queued": stored…`, `{ a: 1, … }`); what follows
 * the literal is commentary. An ellipsis `…` inside an object makes it a partial match.
 *
 * @example
 * promisedValue('"12 345,67 zł" (no-break space)'); // '"12 345,67 zł"'
 * promisedValue("store it under claim.code"); // null
 */
export function promisedValue(comment: string): string | null {
  const text = comment.trim();
  if (!LITERAL_START.test(text)) return null;
  let end = 0;
  const first = text[0];
  if (first === '"' || first === "'") {
    end = 1;
    while (end < text.length && text[end] !== first) end += text[end] === "\\" ? 2 : 1;
    end += 1;
  } else if (first === "{" || first === "[") {
    let depth = 0;
    let quote: string | null = null;
    for (; end < text.length; end++) {
      const c = text[end];
      if (quote) {
        if (c === "\\") end++;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === "{" || c === "[") depth++;
      else if (c === "}" || c === "]") {
        depth--;
        if (depth === 0) {
          end++;
          break;
        }
      }
    }
  } else {
    end = /^[^\s,;:()]+/.exec(text)?.[0].length ?? 0;
  }
  const literal = text.slice(0, end);
  return literal === "" ? null : literal.replace(/(,\s*)?…/g, "$1__partial__: true");
}

/** The comment that follows a statement: on its own line (`x; // 1`), else alone on the next line. */
function commentAfter(source: ts.SourceFile, node: ts.Node): string | null {
  const text = source.text;
  const trailing = ts.getTrailingCommentRanges(text, node.end)?.[0];
  if (trailing && trailing.kind === ts.SyntaxKind.SingleLineCommentTrivia) {
    return text.slice(trailing.pos + 2, trailing.end);
  }
  const line = source.getLineAndCharacterOfPosition(node.end).line;
  const next = ts.getLeadingCommentRanges(text, node.end)?.[0];
  if (next && next.kind === ts.SyntaxKind.SingleLineCommentTrivia) {
    if (source.getLineAndCharacterOfPosition(next.pos).line === line + 1) {
      return text.slice(next.pos + 2, next.end);
    }
  }
  return null;
}

/**
 * Rewrites a README example so every value its comments promise is checked when it runs: `expr; // 235`
 * becomes `__check(expr, 235, line)`, and `const x = …; // { a: 1 }` checks `x` after the statement.
 * Returns the TypeScript source and the number of checks. `__check` is defined by {@link CHECK_PRELUDE}.
 *
 * @example
 * instrumentExample('toGrosze(2.345); // 235\n').checks; // 1
 */
export function instrumentExample(code: string): { code: string; checks: number } {
  const source = ts.createSourceFile("example.ts", code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const edits: { pos: number; end: number; text: string }[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (statements: readonly ts.Statement[]) => {
    for (const statement of statements) {
      if (ts.isBlock(statement)) visit(statement.statements);
      else if (ts.isIfStatement(statement)) {
        for (const branch of [statement.thenStatement, statement.elseStatement]) {
          if (branch && ts.isBlock(branch)) visit(branch.statements);
        }
      } else if (ts.isTryStatement(statement)) visit(statement.tryBlock.statements);
      const comment = commentAfter(source, statement);
      const expected = comment === null ? null : promisedValue(comment);
      if (expected === null) continue;
      if (ts.isExpressionStatement(statement)) {
        const expression = statement.expression;
        edits.push({
          pos: expression.getStart(),
          end: expression.end,
          text: `__check((${expression.getText()}), (${expected}), ${lineOf(statement)})`,
        });
      } else if (ts.isVariableStatement(statement)) {
        const [declaration] = statement.declarationList.declarations;
        if (
          statement.declarationList.declarations.length === 1 &&
          declaration &&
          ts.isIdentifier(declaration.name)
        ) {
          edits.push({
            pos: statement.end,
            end: statement.end,
            text: ` __check(${declaration.name.text}, (${expected}), ${lineOf(statement)});`,
          });
        }
      }
    }
  };
  visit(source.statements);
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.pos - a.pos)) {
    out = out.slice(0, edit.pos) + edit.text + out.slice(edit.end);
  }
  return { code: out, checks: edits.length };
}

/**
 * Compiles an instrumented example to plain ESM JavaScript (types stripped, nothing else changed) with the
 * `__check` prelude in front, ready for `node example.mjs` in a consumer project.
 *
 * @example
 * const js = exampleModule(instrumentExample(quickStartExample(readme) ?? "").code);
 */
export function exampleModule(instrumented: string): string {
  const { outputText } = ts.transpileModule(instrumented, {
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
    },
  });
  return `${CHECK_PRELUDE}\n${outputText}`;
}

/**
 * Defines `__check(actual, expected, line)`: prints the value, and on a mismatch prints both and sets the
 * exit code. Objects with `__partial__: true` (an `…` in the README) match on the keys they list.
 */
export const CHECK_PRELUDE = `
const __matches = (actual, expected) => {
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object") return false;
    if (Array.isArray(expected)) {
      return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => __matches(actual[i], e));
    }
    const keys = Object.keys(expected).filter((k) => k !== "__partial__");
    if (!expected.__partial__ && Object.keys(actual).filter((k) => actual[k] !== undefined).length !== keys.length) return false;
    return keys.every((k) => __matches(actual[k], expected[k]));
  }
  return Object.is(actual, expected);
};
globalThis.__check = (actual, expected, line) => {
  const shown = JSON.stringify(actual);
  if (__matches(actual, expected)) console.log("ok line " + line + ": " + shown);
  else {
    console.log("MISMATCH line " + line + ": got " + shown + ", the README says " + JSON.stringify(expected));
    process.exitCode = 1;
  }
  return actual;
};
`;
