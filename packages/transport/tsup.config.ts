import { definePackageBuild } from "@outlet/tooling/tsup";

// One output module per source module (no bundling): with `sideEffects: false` a consumer's bundler keeps
// only the modules it reaches, so importing the errors never brings the zod schemas (issue 28).
export default definePackageBuild({
  entry: ["src/**/*.ts", "!src/**/*.test.ts", "!src/**/*.test-d.ts"],
  bundle: false,
});
