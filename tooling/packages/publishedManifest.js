// @ts-check
// Plain JavaScript (checked by tsc through JSDoc) because every package's `prepack` runs it with bare `node`,
// before anything is built and without tsx: `tooling/scripts/pack-manifest.mjs`.

/** The manifest fields pnpm takes from `publishConfig` when it packs; npm takes none of them. */
const PUBLISH_CONFIG_FIELDS = [
  "bin",
  "browser",
  "exports",
  "imports",
  "main",
  "module",
  "types",
  "typesVersions",
  "typings",
];

/** The lifecycle scripts pnpm leaves out of a published manifest (they mean nothing to whoever installs it). */
const PUBLISH_SCRIPTS = ["prepublishOnly", "prepack", "prepare", "postpack", "publish", "postpublish"];

/** The workspace-only fields pnpm leaves out of a published manifest. */
const WORKSPACE_FIELDS = ["pnpm", "packageManager"];

/** The fields whose `workspace:` ranges a published manifest must not keep. */
const DEPENDENCY_FIELDS = ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"];

/**
 * The version range a `workspace:` range publishes as, the way pnpm writes it: `workspace:^` → `^1.2.0`,
 * `workspace:~` → `~1.2.0`, `workspace:*` → `1.2.0`, `workspace:^1.0.0` → `^1.0.0`. Pure.
 *
 * @param {string} dependency the sibling's name, for the error message
 * @param {string} range the range as the workspace's package.json writes it
 * @param {Readonly<Record<string, string>>} versions the version of each sibling, by name
 * @returns {string}
 * @example
 * publishedRange("@outlet/contract", "workspace:^", { "@outlet/contract": "0.2.0" }); // "^0.2.0"
 */
export function publishedRange(dependency, range, versions) {
  if (!range.startsWith("workspace:")) return range;
  const rest = range.slice("workspace:".length);
  if (rest !== "*" && rest !== "^" && rest !== "~") {
    if (/^[\^~]?\d/.test(rest)) return rest;
    throw new Error(`${dependency}: cannot publish the range "${range}" (use workspace:^)`);
  }
  const version = versions[dependency];
  if (version === undefined) {
    throw new Error(`${dependency}: "${range}" names no package of this workspace`);
  }
  return rest === "*" ? version : `${rest}${version}`;
}

/**
 * The manifest a package is published with, from its workspace manifest: what `pnpm pack` writes, so that
 * `npm pack` and `npm publish` (which apply neither) write the same. The `publishConfig` fields replace
 * the top-level ones (the exports without the `@outlet/source` condition) and leave `publishConfig` (npm
 * reads `access` from it), every `workspace:` range becomes the sibling's real range, and the publish
 * lifecycle scripts (this swap among them) and the workspace-only fields go, as pnpm leaves them out. Key
 * order is kept. Pure: returns a new object.
 *
 * @param {Readonly<Record<string, unknown>>} manifest the package.json of the package, as in the workspace
 * @param {Readonly<Record<string, string>>} versions the version of each sibling package, by name
 * @returns {Record<string, unknown>}
 * @example
 * publishedManifest(
 *   { name: "@outlet/pricing", dependencies: { "@outlet/contract": "workspace:^" } },
 *   { "@outlet/contract": "0.2.0" },
 * ); // { name: "@outlet/pricing", dependencies: { "@outlet/contract": "^0.2.0" } }
 */
export function publishedManifest(manifest, versions) {
  /** @type {Record<string, unknown>} */
  const out = { ...manifest };
  const publishConfig = /** @type {Record<string, unknown> | undefined} */ (manifest.publishConfig);
  if (publishConfig !== undefined) {
    /** @type {Record<string, unknown>} */
    const rest = {};
    for (const [key, value] of Object.entries(publishConfig)) {
      if (PUBLISH_CONFIG_FIELDS.includes(key)) out[key] = value;
      else rest[key] = value;
    }
    if (Object.keys(rest).length > 0) out.publishConfig = rest;
    else delete out.publishConfig;
  }
  for (const field of DEPENDENCY_FIELDS) {
    const ranges = /** @type {Record<string, string> | undefined} */ (manifest[field]);
    if (ranges === undefined) continue;
    out[field] = Object.fromEntries(
      Object.entries(ranges).map(([name, range]) => [name, publishedRange(name, range, versions)]),
    );
  }
  const scripts = /** @type {Record<string, string> | undefined} */ (manifest.scripts);
  if (scripts !== undefined) {
    out.scripts = Object.fromEntries(
      Object.entries(scripts).filter(([name]) => !PUBLISH_SCRIPTS.includes(name)),
    );
  }
  for (const field of WORKSPACE_FIELDS) delete out[field];
  return out;
}
