// Each package in its own folder (issue 28). `npm pack` run there writes the published manifest (npm applies
// neither publishConfig nor workspace ranges; the packages' prepack/postpack swap it: scripts/pack-manifest.mjs)
// and puts the workspace one back, even when the pack fails; and a package's suite runs from its folder with
// nothing outside it but the shared presets. Each package is copied into a temporary `packages/` whose
// `node_modules` is the workspace's install and whose `tooling` is this one, so the real package.json files are
// never swapped under the other tests, and a test that reaches outside its package finds nothing there.
import { access, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand } from "./runCommand.js";
import { type PackageManifest, publishedPackages, type WorkspacePackage } from "./workspacePackages.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const packages = await publishedPackages(root);
/** The package whose whole suite runs from its copied folder: small, with two siblings and property tests. */
const REPRESENTATIVE = "@outlet/orders";
const BACKUP = "package.json.workspace";

let workspace = "";
const tarballs = new Map<string, string>();
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Copies a package's own files (not its install or build) to `<workspace>/packages/<as>`. Its `node_modules`
 * is either the workspace's install (to run its suite) or, to pack it, only the name and version of each
 * `workspace:` dependency (all prepack reads there): npm walks a linked pnpm install for seconds per package.
 */
async function copyPackage(
  pkg: WorkspacePackage,
  install: "linked" | "versions",
  as = pkg.folder.replace("packages/", ""),
): Promise<string> {
  const dir = join(workspace, "packages", as);
  const skip = new Set(["node_modules", "dist", ".turbo", BACKUP].map((name) => join(pkg.dir, name)));
  await cp(pkg.dir, dir, { recursive: true, filter: (source) => !skip.has(source) });
  if (install === "linked") {
    await symlink(join(pkg.dir, "node_modules"), join(dir, "node_modules"));
    return dir;
  }
  const m = pkg.manifest as PackageManifest & { devDependencies?: Record<string, string> };
  for (const [name, range] of Object.entries({
    ...m.dependencies,
    ...m.devDependencies,
    ...m.peerDependencies,
  })) {
    if (!range.startsWith("workspace:")) continue;
    const linked = JSON.parse(await readFile(join(pkg.dir, "node_modules", name, "package.json"), "utf8"));
    await mkdir(join(dir, "node_modules", name), { recursive: true });
    await writeFile(
      join(dir, "node_modules", name, "package.json"),
      JSON.stringify({ name, version: linked.version }),
    );
  }
  return dir;
}

const tar = (args: string[]) => runCommand("tar", args, { cwd: workspace });
const packageOf = (name: string) => packages.find((p) => p.manifest.name === name) as WorkspacePackage;

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), "outlet-package-folder-"));
  await mkdir(join(workspace, "packages"));
  await mkdir(join(workspace, "tarballs"));
  await symlink(join(root, "tooling"), join(workspace, "tooling"));
  const dirs = await Promise.all(packages.map((p) => copyPackage(p, "versions")));
  // One npm packs every folder (as `npm pack` in each would: prepack, pack, postpack per folder).
  const pack = await runCommand("npm", ["pack", ...dirs, "--pack-destination", join(workspace, "tarballs")], {
    cwd: workspace,
  });
  if (pack.code !== 0) throw new Error(`npm pack exited with ${pack.code}\n${pack.stdout}\n${pack.stderr}`);
  for (const file of await readdir(join(workspace, "tarballs"))) {
    const manifest = JSON.parse(
      (await tar(["-xzOf", join(workspace, "tarballs", file), "package/package.json"])).stdout,
    );
    tarballs.set(manifest.name, join(workspace, "tarballs", file));
  }
}, 120_000);

afterAll(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

describe("npm pack in a package's folder", () => {
  it.each(packages.map((p) => [p.manifest.name, p] as const))(
    "%s: the tarball has the published manifest (no source condition, no workspace: range), LICENSE, CHANGELOG and README, and package.json is back as it was",
    async (name, pkg: WorkspacePackage) => {
      const tarball = tarballs.get(name) ?? "";
      expect(tarball, `npm packed ${name}`).not.toBe("");
      const manifest = JSON.parse((await tar(["-xzOf", tarball, "package/package.json"])).stdout);
      const text = JSON.stringify(manifest);
      expect(text).not.toContain("@outlet/source");
      expect(text).not.toContain("workspace:");
      expect(manifest.exports).toEqual(pkg.manifest.publishConfig?.exports);
      for (const [dependency, range] of Object.entries(pkg.manifest.dependencies ?? {})) {
        if (range.startsWith("workspace:"))
          expect(manifest.dependencies[dependency], dependency).toMatch(/^\^\d+\.\d+\.\d+$/);
      }
      const files = (await tar(["-tzf", tarball])).stdout.split("\n");
      expect(files).toEqual(
        expect.arrayContaining(["package/LICENSE", "package/CHANGELOG.md", "package/README.md"]),
      );
      const dir = join(workspace, pkg.folder);
      expect(await readFile(join(dir, "package.json"), "utf8")).toBe(
        await readFile(join(pkg.dir, "package.json"), "utf8"),
      );
      expect(await exists(join(dir, BACKUP))).toBe(false);
    },
  );

  it("a pack that fails after prepack still gets the workspace manifest back", async () => {
    const dir = await copyPackage(packageOf(REPRESENTATIVE), "versions", "failing-pack");
    const before = await readFile(join(dir, "package.json"), "utf8");
    // npm runs prepack, then cannot write the tarball, and skips postpack.
    const pack = await runCommand("npm", ["pack", "--pack-destination", join(workspace, "missing", "dir")], {
      cwd: dir,
    });
    expect(pack.code).not.toBe(0);
    expect(pack.stdout).toContain("prepack");
    // The watcher prepack started restores it once npm has exited (it polls every 200 ms).
    let restored = false;
    for (let i = 0; i < 50 && !restored; i++) {
      restored = !(await exists(join(dir, BACKUP)));
      if (!restored) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(restored).toBe(true);
    expect(await readFile(join(dir, "package.json"), "utf8")).toBe(before);
  }, 60_000);

  it("a swapped manifest an interrupted pack left behind is put back by `pack-manifest.mjs restore`", async () => {
    const pkg = packageOf(REPRESENTATIVE);
    const dir = await copyPackage(pkg, "versions", "interrupted-pack");
    const before = await readFile(join(dir, "package.json"), "utf8");
    // What a pack killed together with its watcher leaves: the published manifest, the workspace one beside it.
    await writeFile(join(dir, BACKUP), before);
    const swapped = { ...JSON.parse(before), exports: pkg.manifest.publishConfig?.exports };
    await writeFile(join(dir, "package.json"), `${JSON.stringify(swapped, null, 2)}\n`);
    const restore = await runCommand(
      process.execPath,
      ["../../tooling/scripts/pack-manifest.mjs", "restore"],
      {
        cwd: dir,
      },
    );
    expect(restore.code, restore.stderr).toBe(0);
    expect(await readFile(join(dir, "package.json"), "utf8")).toBe(before);
    expect(await exists(join(dir, BACKUP))).toBe(false);
  }, 60_000);
});

describe("a package's suite", () => {
  it(`runs from its own folder with nothing outside it but the shared presets (${REPRESENTATIVE}: pnpm test)`, async () => {
    const dir = await copyPackage(packageOf(REPRESENTATIVE), "linked", "suite-alone");
    const run = await runCommand("pnpm", ["test"], { cwd: dir, timeoutMs: 170_000 });
    expect(run.code, `${run.stdout.slice(-3000)}\n${run.stderr.slice(-3000)}`).toBe(0);
    expect(stripVTControlCharacters(run.stdout)).toMatch(/Test Files\s+\d+ passed/);
  }, 180_000);
});
