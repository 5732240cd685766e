// Writes the generated "exports exactly" list under `## API` in every package README (issue 28: the README
// lists exactly the public API; tooling/packages/packageShape.test.ts fails when a list is stale).
// Run: pnpm --filter @outlet/tooling api-lists
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { apiListMarkdown, packageApi, readmeApiList } from "../packages/publicApi.js";
import { workspacePackages } from "../packages/workspacePackages.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
for (const pkg of await workspacePackages(root)) {
  const file = join(pkg.dir, "README.md");
  const readme = await readFile(file, "utf8");
  const block = apiListMarkdown(await packageApi(pkg));
  const current = readmeApiList(readme);
  const next = current
    ? readme.replace(current, block)
    : readme.replace(/^## API\b.*\n\n?/m, (heading) => `${heading.trimEnd()}\n\n${block}\n\n`);
  if (next === readme && !current) console.warn(`${pkg.folder}/README.md has no "## API" heading`);
  if (next !== readme) await writeFile(file, next);
}
