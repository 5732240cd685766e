import { definePackageProject } from "@outlet/tooling/vitest";
import { mergeConfig } from "vitest/config";

export default mergeConfig(
  definePackageProject({
    name: "storefront",
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
  }),
  { oxc: { jsx: { runtime: "automatic" } } },
);
