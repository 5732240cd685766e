import type { Options } from "tsup";
/** The build every `@outlet/*` library shares: ESM only, `.d.ts`, source maps, ES2022. */
export declare function definePackageBuild(
  overrides?: Options,
): ReturnType<typeof import("tsup").defineConfig>;
