import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import type { WorkspacePackage } from "./workspacePackages.js";

/** One size budget of a package entry (a line of the package's `size-budgets.json`). */
export interface SizeBudget {
  /** What a reader sees in the README table, e.g. `isHttpError alone`. */
  readonly name: string;
  /** The entry of the package's published `exports`. @default "." */
  readonly entry?: string;
  /** The names imported (`"formatPrice"`, `"a, b"`), or `"*"` for the whole entry. */
  readonly import: string;
  /** The most the import may weigh, minified and gzipped, in bytes (1 kB = 1000 B). */
  readonly limitBytes: number;
  /** Packages that must not be in the bundle, e.g. `["libphonenumber-js"]`. */
  readonly forbid?: readonly string[];
}

/** What an import of an entry weighs in a browser bundle. */
export interface EntrySize {
  readonly minifiedBytes: number;
  readonly gzipBytes: number;
  /** The files esbuild put in the bundle (its metafile), relative to the working directory. */
  readonly inputs: readonly string[];
}

/**
 * Bundles `import { … } from "<entry>"` as a browser app would (esbuild: bundle, minify, ESM, tree-shaking
 * with the packages' `sideEffects`) from the package's built `dist`, through the entry its published
 * `exports` names, and measures it gzipped. The packages must be built (`pnpm build`).
 *
 * @example
 * const { gzipBytes } = await measureEntry(pkg, { name: "isHttpError alone", import: "isHttpError", limitBytes: 2000 });
 */
export async function measureEntry(pkg: WorkspacePackage, budget: SizeBudget): Promise<EntrySize> {
  const exportsMap = (pkg.manifest.publishConfig?.exports ?? pkg.manifest.exports ?? {}) as Record<
    string,
    { default?: string } | string
  >;
  const target = exportsMap[budget.entry ?? "."];
  const file = typeof target === "string" ? target : target?.default;
  if (!file) throw new Error(`${pkg.manifest.name} exports no ${budget.entry ?? "."} entry`);
  const path = JSON.stringify(join(pkg.dir, file));
  const contents =
    budget.import === "*"
      ? `import * as entry from ${path};\nconsole.log(entry);`
      : `import { ${budget.import} } from ${path};\nconsole.log(${budget.import});`;
  const result = await build({
    stdin: { contents, resolveDir: pkg.dir, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const inputs = Object.values(result.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([name]) => name),
  );
  return { minifiedBytes: code.length, gzipBytes: gzipSync(code).length, inputs };
}
