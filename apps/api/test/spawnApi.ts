import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";

const APP = join(import.meta.dirname, "..");

/** An API started as its own OS process (`src/main.ts` through tsx), as a deployment runs it. */
export interface SpawnedApi {
  readonly child: ChildProcess;
  readonly origin: string;
  /** Resolves once the process has exited (after a kill or a stop). */
  readonly exited: Promise<void>;
  /** SIGTERM (graceful close) and wait for the exit. */
  stop(): Promise<void>;
  /** Everything the process wrote so far (stdout and stderr: log lines and terminal notices). */
  output(): string;
}

/**
 * Starts `src/main.ts` as a child process on `dataDir` and `databaseEnv` (`{ DATABASE_URL }` or `{}` for
 * the SQLite file in `dataDir`; processes given the same share one database) on a free port, resolving
 * once it prints its origin. Rate limits are off and scrypt cheap unless `env` says otherwise.
 *
 * @example
 * const a = await spawnApi(dir, databaseEnv);
 * const b = await spawnApi(dir, databaseEnv); // a second process on the same database
 */
export function spawnApi(
  dataDir: string,
  databaseEnv: Record<string, string>,
  env: Record<string, string> = {},
): Promise<SpawnedApi> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--conditions=@outlet/source", "src/main.ts"], {
      cwd: APP,
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        ...databaseEnv,
        LOG_LEVEL: "silent",
        RATE_LIMITS: "off",
        PASSWORD_SCRYPT_LOG_N: "12",
        SEARCH_BUDGET_MS: "20000",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    let out = "";
    const timer = setTimeout(() => reject(new Error(`API did not start: ${out}`)), 90_000);
    child.stdout?.on("data", (chunk) => {
      out += String(chunk);
      // the whole line (up to its newline), without a trailing slash
      const m = /API: (http:\/\/\S+?)\/?\s/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({
          child,
          origin: m[1],
          exited,
          output: () => out,
          async stop() {
            if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
            await exited;
          },
        });
      }
    });
    child.stderr?.on("data", (chunk) => {
      out += String(chunk);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code}): ${out}`));
    });
  });
}
