// A stranger installs the packages (issue 28): every published @outlet package is packed as the release flow
// packs it (pnpm pack: publishConfig applied, workspace:^ turned into caret ranges), published to a throw-away
// Verdaccio on 127.0.0.1 (the PUT npm publish sends), then installed ALONE into projects outside the workspace with npm and with pnpm
// (their `.npmrc` maps only `@outlet` to the local registry; third-party packages come from the usual one).
// Each README quick start runs as written there, its `// value` comments checked; a consumer type-checks
// under moduleResolution bundler and nodenext, and a CommonJS file require()s every package. Needs the
// packages built (`pnpm build`; `npm test` builds before it runs the tests).
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleModule, instrumentExample, quickStartExample } from "../packages/readmeExample.js";
import { runCommand, strangerEnv } from "../packages/runCommand.js";
import { publishedPackages, type WorkspacePackage } from "../packages/workspacePackages.js";
import { type LocalRegistry, publishTarball, startRegistry } from "./startRegistry.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const packages = await publishedPackages(root);

let folder = "";
let registry: LocalRegistry | undefined;
const tarballs = new Map<string, string>();

const failed = (what: string, result: { code: number | null; stdout: string; stderr: string }) =>
  `${what} exited with ${result.code}\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`;

/** A consumer project outside the workspace whose `.npmrc` sends only `@outlet` to the local registry. */
async function consumerProject(name: string): Promise<string> {
  const dir = join(folder, "consumers", name);
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, "package.json"),
    `${JSON.stringify({ name: `consumer-${name}`, private: true, type: "module" }, null, 2)}\n`,
  );
  await writeFile(join(dir, ".npmrc"), `@outlet:registry=${registry?.url}\n`);
  return dir;
}

beforeAll(async () => {
  const started = Date.now();
  folder = await mkdtemp(join(tmpdir(), "outlet-registry-"));
  registry = await startRegistry(join(folder, "verdaccio"));
  const upAt = Date.now();
  const packed = join(folder, "tarballs");
  await mkdir(packed);
  // One pnpm process packs them all: pnpm applies publishConfig and turns workspace:^ into caret ranges itself,
  // so the packages' prepack (the manifest swap npm needs) is skipped: it would rewrite the real package.json
  // files under the projects running beside this one. npm's pack: tooling/packages/packageFolder.test.ts.
  const filters = packages.flatMap((p) => ["--filter", p.manifest.name]);
  const pack = await runCommand("pnpm", ["-r", ...filters, "pack", "--pack-destination", packed], {
    cwd: root,
    env: strangerEnv({ npm_config_ignore_scripts: "true" }),
  });
  if (pack.code !== 0) throw new Error(failed("pnpm -r pack", pack));
  const packedAt = Date.now();
  for (const file of await readdir(packed)) {
    const manifest = JSON.parse(
      (await runCommand("tar", ["-xzOf", join(packed, file), "package/package.json"], { cwd: folder }))
        .stdout,
    ) as { name: string };
    tarballs.set(manifest.name, join(packed, file));
  }
  await Promise.all(
    [...tarballs.values()].map((tarball) => publishTarball(registry as LocalRegistry, tarball)),
  );
  console.info(
    `registry up in ${upAt - started} ms, ${packages.length} packages packed in ${packedAt - upAt} ms, published in ${Date.now() - packedAt} ms`,
  );
}, 180_000);

afterAll(async () => {
  await registry?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("the published tarballs", () => {
  it("cover every package of packages/ not marked private", () => {
    expect(packages.length).toBeGreaterThanOrEqual(13);
    expect([...tarballs.keys()].sort()).toEqual(packages.map((p) => p.manifest.name).sort());
  });

  it.each(packages.map((p) => [p.manifest.name, p] as const))(
    "%s ships LICENSE, CHANGELOG and README, no sources, no source-condition export, and passes publint",
    async (name, _pkg: WorkspacePackage) => {
      const tarball = tarballs.get(name) ?? "";
      const list = await runCommand("tar", ["-tzf", tarball], { cwd: folder });
      const files = list.stdout.split("\n").filter(Boolean);
      expect(files).toEqual(
        expect.arrayContaining(["package/LICENSE", "package/CHANGELOG.md", "package/README.md"]),
      );
      expect(files.filter((f) => f.startsWith("package/src/"))).toEqual([]);
      const manifest = (await runCommand("tar", ["-xzOf", tarball, "package/package.json"], { cwd: folder }))
        .stdout;
      expect(manifest).not.toContain("@outlet/source");
      expect(manifest).not.toContain("workspace:");
      const { messages, pkg } = await publint({
        pack: { tarball: (await readFile(tarball)).buffer as ArrayBuffer },
        level: "warning",
        strict: true,
      });
      expect(messages.map((m) => formatMessage(m, pkg, { color: false }))).toEqual([]);
    },
  );
});

// One concurrent block (at most `maxConcurrency` at a time): the consumer of every package first, as it is the
// longest, then each package alone with npm and with pnpm.
describe.concurrent("a stranger", () => {
  it("type-checks the README examples and every package under moduleResolution bundler and nodenext, and require()s each package from CommonJS (require(esm), Node >= 20.19 / 22.12)", async () => {
    const dir = await consumerProject("all");
    const install = await runCommand(
      "npm",
      ["install", ...packages.map((p) => p.manifest.name), "--no-audit", "--no-fund", "--prefer-offline"],
      { cwd: dir },
    );
    expect(install.code, failed("npm install (all packages)", install)).toBe(0);
    await mkdir(join(dir, "src"));
    for (const pkg of packages) {
      const short = pkg.manifest.name.replace("@outlet/", "");
      await writeFile(join(dir, "src", `${short}.readme.ts`), quickStartExample(pkg.readme) ?? "");
    }
    await writeFile(
      join(dir, "src", "all.ts"),
      `${packages.map((p, i) => `import * as p${i} from "${p.manifest.name}";`).join("\n")}\nexport const all = [${packages.map((_, i) => `p${i}`).join(", ")}];\n`,
    );
    await Promise.all(
      (["bundler", "nodenext"] as const).map(async (resolution) => {
        const compilerOptions = {
          target: "ES2022",
          module: resolution === "bundler" ? "ESNext" : "NodeNext",
          moduleResolution: resolution === "bundler" ? "Bundler" : "NodeNext",
          lib: ["ES2022", "DOM", "DOM.Iterable"],
          types: [],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        };
        const config = `tsconfig.${resolution}.json`;
        await writeFile(join(dir, config), JSON.stringify({ compilerOptions, include: ["src"] }, null, 2));
        const result = await runCommand(process.execPath, [tsc, "-p", config], { cwd: dir });
        expect(result.code, failed(`tsc -p ${config}`, result)).toBe(0);
      }),
    );

    await writeFile(
      join(dir, "require.cjs"),
      [
        `const names = ${JSON.stringify(packages.map((p) => p.manifest.name))};`,
        "for (const name of names) console.log(name, Object.keys(require(name)).length);",
        'console.log(require("@outlet/formatting").formatPrice(1234.5));',
        "",
      ].join("\n"),
    );
    const result = await runCommand(process.execPath, ["require.cjs"], { cwd: dir });
    expect(result.code, failed("node require.cjs", result)).toBe(0);
    expect(result.stdout).toContain("@outlet/pricing");
    expect(result.stdout.trim().split("\n").at(-1)).toBe("1234,50 zł");
  }, 170_000);

  const cases = (["npm", "pnpm"] as const).flatMap((manager) =>
    packages.map((p) => [p.manifest.name, manager, p] as const),
  );
  it.each(cases)(
    "%s installs alone with %s, and its README quick start runs and prints what it says",
    async (name, manager, pkg: WorkspacePackage) => {
      const dir = await consumerProject(`${manager}-${name.replace("@outlet/", "")}`);
      const args =
        manager === "npm"
          ? ["install", name, "--no-audit", "--no-fund", "--prefer-offline"]
          : ["add", name, "--prefer-offline"];
      const install = await runCommand(manager, args, { cwd: dir });
      expect(install.code, failed(`${manager} ${args.join(" ")}`, install)).toBe(0);

      const example = quickStartExample(pkg.readme);
      expect(example, `${pkg.folder}/README.md has a \`## Quick start\` with a ts block`).not.toBeNull();
      const { code, checks } = instrumentExample(example ?? "");
      await writeFile(join(dir, "readme-example.mjs"), exampleModule(code));
      const run = await runCommand("node", ["readme-example.mjs"], { cwd: dir, timeoutMs: 30_000 });
      expect(run.code, failed("node readme-example.mjs", run)).toBe(0);
      expect(run.stdout).not.toContain("MISMATCH");
      expect(run.stdout.match(/^ok line /gm)?.length ?? 0).toBe(checks);
    },
    120_000,
  );
});
