import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** A real reference API on an ephemeral port and a temporary data folder, for one test file. */
export interface TestApi {
  /** e.g. `http://127.0.0.1:40123` */
  readonly origin: string;
  readonly dataDir: string;
  /** Stops the server and deletes its data folder. */
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Starts `apps/api` from its TypeScript sources (tsx, `@outlet/source` condition) on port 0 with a fresh
 * temporary `DATA_DIR`, and resolves once it prints its address. Nothing is mocked: the database is
 * created, migrated and seeded as on a first start.
 *
 * @example
 * let api: TestApi;
 * beforeAll(async () => { api = await startTestApi(); }, 120_000);
 * afterAll(() => api.stop());
 */
export async function startTestApi(
  options: { env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), "outlet-api-test-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--conditions=@outlet/source", "--import", "tsx", "src/main.ts"],
    {
      cwd: join(root, "apps/api"),
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the API did not start within ${options.timeoutMs ?? 90_000} ms:\n${output}`));
    }, options.timeoutMs ?? 90_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /API:\s*(http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ""));
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with code ${code} before it started:\n${output}`));
    });
  });
  return {
    origin,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { staffApiKey, TEST_OWNER, TEST_OWNER_ENV, type TestStaffRole } from "./staffApiKey.js";
