// What every package under packages/ must have to be published (issue 28; the list is in tooling/README.md).
// Read from the workspace, so a new package is held to the same rules the day it lands. No build needed.
import { access, readdir, readFile } from "node:fs/promises";
import { dirname, join, matchesGlob, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { apiListMarkdown, packageApi, readmeApiList } from "./publicApi.js";
import { quickStartExample } from "./readmeExample.js";
import { type WorkspacePackage, workspacePackages } from "./workspacePackages.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const rootManifest = JSON.parse(await readFile(join(root, "package.json"), "utf8")) as {
  engines: { node: string };
};
const license = await readFile(join(root, "LICENSE"), "utf8");
const all = await workspacePackages(root);
const published = all.filter((p) => p.manifest.private !== true);
const cases = published.map((p) => [p.manifest.name, p] as const);
/** Every `*.test.ts(x)` of a package outside its install and build. */
async function testFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !/\/(node_modules|dist)\//.test(path));
}
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe("the packages of packages/", () => {
  it("are all published, or their README says why not", () => {
    expect(published.length).toBeGreaterThanOrEqual(13);
    for (const pkg of all.filter((p) => p.manifest.private === true)) {
      expect(pkg.readme, `${pkg.folder}/README.md must say why it is private`).toMatch(
        /^> \*\*Private:\*\* \S.+/m,
      );
    }
  });
});

describe.each(cases)("%s", (_name, pkg: WorkspacePackage) => {
  const m = pkg.manifest;

  it("ships the MIT licence (the root LICENSE) and a CHANGELOG", async () => {
    expect(m.license).toBe("MIT");
    expect(await readFile(join(pkg.dir, "LICENSE"), "utf8")).toBe(license);
    expect(await readFile(join(pkg.dir, "CHANGELOG.md"), "utf8")).toMatch(new RegExp(`^# ${m.name}\\n`));
    expect(m.files).toEqual(expect.arrayContaining(["dist", "CHANGELOG.md", "LICENSE"]));
  });

  it("says what it is, where it lives and what it runs on", () => {
    expect(m.description?.length ?? 0).toBeGreaterThan(20);
    expect(m.keywords?.length ?? 0).toBeGreaterThan(0);
    expect(m.repository?.url).toMatch(/^git\+https:\/\//);
    expect(m.repository?.directory).toBe(pkg.folder);
    expect(m.engines?.node).toBe(rootManifest.engines.node);
    expect(m.type).toBe("module");
    expect(m.sideEffects).toBe(false);
  });

  it("exports each entry from source in the workspace and from dist when published", async () => {
    const entries = Object.entries(m.exports ?? {});
    expect(entries.map(([entry]) => entry)).toContain(".");
    for (const [entry, target] of entries) {
      const conditions = target as Record<string, string>;
      expect(Object.keys(conditions), `exports["${entry}"]`).toEqual(["@outlet/source", "types", "default"]);
      expect(await exists(join(pkg.dir, conditions["@outlet/source"] ?? "")), `${entry} source`).toBe(true);
    }
    expect(m.publishConfig?.access).toBe("public");
    const published = Object.fromEntries(
      entries.map(([entry, target]) => {
        const { "@outlet/source": _source, ...rest } = target as Record<string, string>;
        return [entry, rest];
      }),
    );
    expect(m.publishConfig?.exports).toEqual(published);
  });

  it("depends on its siblings as workspace:^ and on third-party packages by caret ranges", () => {
    for (const [dep, range] of Object.entries({ ...m.dependencies, ...m.peerDependencies })) {
      if (dep.startsWith("@outlet/")) expect(range, dep).toBe("workspace:^");
      else expect(range, dep).toMatch(/^\^\d/);
    }
  });

  it("has a README with the install notes (ESM only), a quick start, its size figures and exactly its public API", async () => {
    expect(pkg.readme).toMatch(/^## Install$/m);
    expect(pkg.readme).toContain("**ESM only**");
    expect(pkg.readme).toContain("`require(esm)`");
    expect(quickStartExample(pkg.readme)).not.toBeNull();
    expect(pkg.readme).toMatch(/^## Size$/m);
    expect(pkg.readme).toMatch(/^## Tests$/m);
    expect(pkg.readme, "says how to run its suite from its folder").toContain(
      `\`cd ${pkg.folder} && pnpm test\``,
    );
    expect(pkg.readme).toContain("<!-- size:start");
    expect(readmeApiList(pkg.readme), "run pnpm --filter @outlet/tooling api-lists").toBe(
      apiListMarkdown(await packageApi(pkg)),
    );
  });

  it("has size budgets and the same scripts as every package", async () => {
    const budgets = JSON.parse(await readFile(join(pkg.dir, "size-budgets.json"), "utf8")) as unknown[];
    expect(budgets.length).toBeGreaterThan(0);
    const manifest = JSON.parse(await readFile(join(pkg.dir, "package.json"), "utf8")) as {
      scripts?: Record<string, string>;
    };
    expect(Object.keys(manifest.scripts ?? {})).toEqual(
      expect.arrayContaining(["build", "typecheck", "test", "lint"]),
    );
    expect(await exists(join(pkg.dir, "vitest.config.ts"))).toBe(true);
  });

  it("packs with npm as with pnpm: prepack writes the published manifest, postpack puts this one back", async () => {
    const manifest = JSON.parse(await readFile(join(pkg.dir, "package.json"), "utf8")) as {
      scripts?: Record<string, string>;
    };
    expect(manifest.scripts?.prepack).toBe("node ../../tooling/scripts/pack-manifest.mjs prepack");
    expect(manifest.scripts?.postpack).toBe("node ../../tooling/scripts/pack-manifest.mjs postpack");
    expect(
      await exists(join(pkg.dir, "package.json.workspace")),
      `an interrupted pack left its manifest swapped: run \`node ../../tooling/scripts/pack-manifest.mjs restore\` in ${pkg.folder}`,
    ).toBe(false);
  });

  it("runs its suite from its own folder: `vitest run` over the shared preset, no test reaching outside the folder", async () => {
    const manifest = JSON.parse(await readFile(join(pkg.dir, "package.json"), "utf8")) as {
      scripts?: Record<string, string>;
    };
    expect(manifest.scripts?.test).toBe("vitest run");
    const config = await readFile(join(pkg.dir, "vitest.config.ts"), "utf8");
    expect([...config.matchAll(/from "([^"]+)"/g)].map((m) => m[1])).toEqual(["@outlet/tooling/vitest"]);
    expect(config).not.toContain("../");
    const project = (await import(join(pkg.dir, "vitest.config.ts"))) as {
      default: { test?: { include?: string[] } };
    };
    const include = project.default.test?.include ?? [];
    for (const file of await testFiles(pkg.dir)) {
      const source = await readFile(file, "utf8");
      const where = relative(pkg.dir, file);
      // Tests that start the API need the whole repository: integration tests, apart and named so.
      if (source.includes("@outlet/tooling/testing")) {
        expect(where, "a test that starts the API").toMatch(/\.integration\.test\.tsx?$/);
      }
      if (/\.integration\.test\.tsx?$/.test(where)) {
        const matching = include.filter((pattern) => matchesGlob(where, pattern));
        expect(matching, `${where} is kept out of the package's own suite`).toEqual([]);
        continue;
      }
      for (const [, specifier = ""] of source.matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+)"/g)) {
        const target = resolve(dirname(file), specifier);
        expect(target.startsWith(`${pkg.dir}/`), `${where} imports ${specifier}`).toBe(true);
      }
    }
  });
});
