import { definePackageProject } from "@outlet/tooling/vitest";

export default definePackageProject({
  name: "admin",
  include: ["src/**/*.test.ts", "server/**/*.test.ts"],
});
