#!/usr/bin/env node
// @ts-check
// The manifest swap of every published package (issue 28): `npm pack` and `npm publish` apply neither
// `publishConfig` nor `workspace:` ranges (only pnpm does), so each package's `prepack` writes the published
// manifest (tooling/packages/publishedManifest.js) over its package.json, keeping the workspace one beside it,
// and `postpack` puts the workspace one back. npm skips `postpack` when the pack fails, so `prepack` also starts
// a small watcher that puts it back once the packing npm/pnpm process has exited, and the next `prepack` puts
// back any manifest an interrupted pack left behind.
//
//   node ../../tooling/scripts/pack-manifest.mjs prepack|postpack|restore   (run in the package's folder)
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { publishedManifest } from "../packages/publishedManifest.js";

/** Where the workspace manifest waits while the published one is on disk (not in `files`: never packed). */
const BACKUP = "package.json.workspace";
const POLL_MS = 200;

/** @param {string} dir */
function restore(dir) {
  const backup = join(dir, BACKUP);
  if (!existsSync(backup)) return false;
  renameSync(backup, join(dir, "package.json"));
  return true;
}

/**
 * The version of every `workspace:` dependency, read where the workspace's install linked it
 * (`node_modules/<name>`, as pnpm itself resolves them). A sibling caught mid-pack has its published manifest
 * on disk, with the same version.
 *
 * @param {string} dir
 * @param {Record<string, unknown>} manifest
 */
function workspaceVersions(dir, manifest) {
  /** @type {Record<string, string>} */
  const versions = {};
  for (const field of ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"]) {
    const ranges = /** @type {Record<string, string>} */ (manifest[field] ?? {});
    for (const [name, range] of Object.entries(ranges)) {
      if (!range.startsWith("workspace:")) continue;
      const linked = join(dir, "node_modules", name, "package.json");
      if (!existsSync(linked)) throw new Error(`${name} is not installed: run pnpm install first`);
      versions[name] = JSON.parse(readFileSync(linked, "utf8")).version;
    }
  }
  return versions;
}

/**
 * The process that runs the pack (npm or pnpm): the first ancestor that is not a shell (`sh -c` runs the
 * script). Undefined where `ps` is missing; the watcher is then skipped and the next prepack restores.
 */
function packerPid() {
  let pid = process.ppid;
  for (let depth = 0; depth < 4; depth++) {
    try {
      const [parent, command] = execFileSync("ps", ["-o", "ppid=,comm=", "-p", String(pid)], {
        encoding: "utf8",
      })
        .trim()
        .split(/\s+/);
      if (!/^-?(sh|bash|dash|zsh)$/.test(basename(command ?? ""))) return pid;
      pid = Number(parent);
    } catch {
      return undefined;
    }
  }
  return pid;
}

function prepack(/** @type {string} */ dir) {
  if (restore(dir))
    console.warn(`${BACKUP}: an earlier pack was interrupted; its workspace manifest is back`);
  const file = join(dir, "package.json");
  const original = readFileSync(file, "utf8");
  // Computed before anything is written: a bad range fails the pack with the workspace manifest untouched.
  const manifest = JSON.parse(original);
  const published = publishedManifest(manifest, workspaceVersions(dir, manifest));
  writeFileSync(join(dir, BACKUP), original);
  const { ino } = statSync(join(dir, BACKUP));
  const pid = packerPid();
  if (pid !== undefined) {
    spawn(process.execPath, [fileURLToPath(import.meta.url), "watch", String(pid), String(ino)], {
      cwd: dir,
      detached: true,
      stdio: "ignore",
    }).unref();
  }
  const temporary = join(dir, "package.json.published");
  writeFileSync(temporary, `${JSON.stringify(published, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Waits for the packing process to end, then restores the backup it made if postpack did not. */
function watch(/** @type {string} */ dir, /** @type {number} */ pid, /** @type {number} */ ino) {
  const timer = setInterval(() => {
    try {
      process.kill(pid, 0);
      return;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === "EPERM") return;
    }
    clearInterval(timer);
    const backup = join(dir, BACKUP);
    // Only the backup this pack made: a later pack of the same folder has made a new file.
    if (existsSync(backup) && statSync(backup).ino === ino) restore(dir);
  }, POLL_MS);
}

const [command, ...args] = process.argv.slice(2);
const dir = process.cwd();
switch (command) {
  case "prepack":
    prepack(dir);
    break;
  case "postpack":
  case "restore":
    restore(dir);
    break;
  case "watch":
    watch(dir, Number(args[0]), Number(args[1]));
    break;
  default:
    console.error(
      "usage: node tooling/scripts/pack-manifest.mjs prepack|postpack|restore (in a package folder)",
    );
    process.exitCode = 2;
}
