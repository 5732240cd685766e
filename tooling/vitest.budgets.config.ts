import { definePackageProject } from "./presets/vitest.js";

// The storefront's JavaScript budget per page type (issue 29, budgets/): apart from the `tooling` project
// because its check reads the built storefront (`pnpm build`; `npm test` builds first).
export default definePackageProject({
  name: "budgets",
  include: ["budgets/**/*.test.ts"],
});
