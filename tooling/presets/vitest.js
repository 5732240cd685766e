// @ts-check
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineProject } from "vitest/config";

/** The workspace-only export condition that points `@outlet/*` imports at their TypeScript sources. */
export const SOURCE_CONDITION = "@outlet/source";

const fastCheckSetup = fileURLToPath(new URL("./fast-check-setup.js", import.meta.url));

/**
 * The vitest project every domain package shares: node environment, no DOM, sources resolved through
 * the `@outlet/source` condition (no prior build needed), fast-check at 200 runs per property.
 *
 * @param {{ name: string, environment?: string, include?: string[], setupFiles?: string[], testTimeout?: number, hookTimeout?: number, globalSetup?: string[], isolate?: boolean }} options
 */
export function definePackageProject(options) {
  return defineProject({
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
    test: {
      name: options.name,
      environment: options.environment ?? "node",
      include: options.include ?? ["src/**/*.test.ts", "test/**/*.test.ts"],
      setupFiles: [fastCheckSetup, ...(options.setupFiles ?? [])],
      globalSetup: options.globalSetup ?? [],
      testTimeout: options.testTimeout ?? 10_000,
      // Hooks start servers and databases; a loaded CI machine needs more than vitest's 10 s default.
      hookTimeout: options.hookTimeout ?? 60_000,
      isolate: options.isolate ?? false,
      benchmark: { include: ["bench/**/*.bench.ts", "src/**/*.bench.ts"] },
    },
  });
}
