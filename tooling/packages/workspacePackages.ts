import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** The fields of a package.json the release checks read. */
export interface PackageManifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly description?: string;
  readonly keywords?: readonly string[];
  readonly license?: string;
  readonly repository?: { readonly type?: string; readonly url?: string; readonly directory?: string };
  readonly engines?: Readonly<Record<string, string>>;
  readonly type?: string;
  readonly sideEffects?: boolean | readonly string[];
  readonly exports?: Readonly<Record<string, unknown>>;
  readonly files?: readonly string[];
  readonly publishConfig?: { readonly access?: string; readonly exports?: Readonly<Record<string, unknown>> };
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
}

/** A package of the workspace's `packages/` folder. */
export interface WorkspacePackage {
  /** The folder inside the repository, e.g. `packages/pricing`. */
  readonly folder: string;
  /** Absolute path of that folder. */
  readonly dir: string;
  readonly manifest: PackageManifest;
  readonly readme: string;
}

/**
 * Every package under `packages/` read from disk (no list to keep up to date: a new folder with a
 * package.json is covered by the release checks the day it lands). Sorted by folder.
 *
 * @example
 * const published = (await workspacePackages(root)).filter((p) => !p.manifest.private);
 */
export async function workspacePackages(root: string): Promise<WorkspacePackage[]> {
  const entries = await readdir(join(root, "packages"), { withFileTypes: true });
  const out: WorkspacePackage[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = join(root, "packages", entry.name);
    let manifest: PackageManifest;
    try {
      manifest = JSON.parse(await readFile(join(dir, "package.json"), "utf8"));
    } catch {
      continue;
    }
    const readme = await readFile(join(dir, "README.md"), "utf8").catch(() => "");
    out.push({ folder: `packages/${entry.name}`, dir, manifest, readme });
  }
  return out;
}

/** The packages that are published: all but those marked `"private": true` (their README says why). */
export async function publishedPackages(root: string): Promise<WorkspacePackage[]> {
  return (await workspacePackages(root)).filter((p) => p.manifest.private !== true);
}
