import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { Project, ProjectKind, SourceFile } from "./checkBoundaries.js";

const SOURCE_DIRS = ["src", "app"];
const isProductionSource = (name: string): boolean =>
  /\.(ts|tsx)$/.test(name) && !/\.(test|spec|bench|test-d)\.tsx?$/.test(name) && !name.endsWith(".d.ts");

async function listSources(root: string, dir: string): Promise<SourceFile[]> {
  const out: SourceFile[] = [];
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (
        ["node_modules", "dist", "build", "__tests__", "__fixtures__", ".react-router"].includes(entry.name)
      )
        continue;
      out.push(...(await listSources(root, full)));
    } else if (isProductionSource(entry.name)) {
      out.push({ path: relative(root, full).split(sep).join("/"), text: await readFile(full, "utf8") });
    }
  }
  return out;
}

function kindOf(dir: string): ProjectKind {
  if (dir === "packages/transport") return "transport";
  if (dir.startsWith("packages/")) return "domain";
  if (dir.startsWith("apps/")) return "app";
  return "tooling";
}

/**
 * Reads every workspace project (`packages/*`, `apps/*`, `tooling`) with its production sources from disk,
 * for {@link checkBoundaries}. Tests, benchmarks and declaration files are left out: the rules bind the
 * code that ships.
 */
export async function loadWorkspace(root: string): Promise<Project[]> {
  const dirs: string[] = ["tooling"];
  for (const group of ["packages", "apps"]) {
    const entries = await readdir(join(root, group), { withFileTypes: true }).catch(() => []);
    for (const e of entries) if (e.isDirectory()) dirs.push(`${group}/${e.name}`);
  }
  const projects: Project[] = [];
  for (const dir of dirs.sort()) {
    let manifest: Record<string, unknown>;
    try {
      manifest = JSON.parse(await readFile(join(root, dir, "package.json"), "utf8"));
    } catch {
      continue;
    }
    const deps = ["dependencies", "devDependencies", "peerDependencies"].flatMap((k) =>
      Object.keys((manifest[k] as Record<string, string> | undefined) ?? {}),
    );
    const files: SourceFile[] = [];
    for (const sub of dir === "tooling" ? ["boundaries"] : SOURCE_DIRS) {
      files.push(...(await listSources(root, join(root, dir, sub))));
    }
    const entries = Object.keys((manifest.exports as Record<string, unknown> | undefined) ?? { ".": "" });
    projects.push({
      name: String(manifest.name),
      dir,
      kind: kindOf(dir),
      dependencies: deps,
      files,
      entries,
    });
  }
  return projects;
}
