import { definePackageProject } from "./presets/vitest.js";

export default definePackageProject({
  name: "tooling",
  include: ["boundaries/**/*.test.ts", "packages/**/*.test.ts"],
});
