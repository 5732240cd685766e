import type { UserWorkspaceConfig } from "vitest/config";
/** The workspace-only export condition that points `@outlet/*` imports at their TypeScript sources. */
export declare const SOURCE_CONDITION: "@outlet/source";
/** The vitest project every domain package shares (node environment, source condition, 200 fast-check runs). */
export declare function definePackageProject(options: {
  name: string;
  environment?: string;
  include?: string[];
  setupFiles?: string[];
  testTimeout?: number;
  /** Time allowed to each beforeAll/afterAll hook (default 60 s: hooks start servers). */
  hookTimeout?: number;
  /** Files run once before the project's tests (vitest `globalSetup`), e.g. to start a database. */
  globalSetup?: string[];
  /**
   * Whether each test file gets a fresh module graph (vitest `isolate`, default false: the files share one graph
   * per worker and import the code once, which made the packages' suites 7× faster). A suite whose files keep
   * state in modules that another file would see sets it to true.
   */
  isolate?: boolean;
}): UserWorkspaceConfig;
