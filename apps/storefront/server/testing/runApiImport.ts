import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = fileURLToPath(new URL("../../../api/", import.meta.url));

/**
 * Runs the API's catalogue import command (`apps/api/src/importMain.ts`, as a merchant runs it) on the test
 * API's data folder with `lines` as the JSON-lines file; `env` adds its announcement settings. Resolves with
 * the exit code and output.
 *
 * @example
 * await runApiImport(api.dataDir, [{ type: "category", id: 900, name: "Nowa", parent_id: 2 }], env);
 */
export async function runApiImport(
  dataDir: string,
  lines: readonly unknown[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const work = mkdtempSync(join(tmpdir(), "outlet-shop-import-"));
  const file = join(work, "import.jsonl");
  writeFileSync(file, lines.map((line) => JSON.stringify(line)).join("\n"));
  const tsx = createRequire(join(apiDir, "package.json")).resolve("tsx/cli");
  try {
    return await new Promise((done) => {
      execFile(
        process.execPath,
        [tsx, "--conditions=@outlet/source", "src/importMain.ts", file],
        { cwd: apiDir, env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env } },
        (error, stdout, stderr) =>
          done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
