// @ts-check
import { defineConfig } from "tsup";

/**
 * The build every `@outlet/*` library shares: ESM only, `.d.ts`, source maps, ES2022, no bundled
 * dependencies. Pass overrides for a package that needs more entries.
 *
 * @param {import("tsup").Options} [overrides]
 */
export function definePackageBuild(overrides = {}) {
  return defineConfig({
    entry: ["src/index.ts"],
    format: ["esm"],
    dts: true,
    clean: true,
    sourcemap: true,
    target: "es2022",
    treeshake: true,
    ...overrides,
  });
}
