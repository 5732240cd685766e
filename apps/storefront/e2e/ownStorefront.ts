import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** A storefront production server of the test's own, on a free port. */
export interface OwnStorefront {
  readonly origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the production server (`build/node/main.js`, one process) on a free port against the given API
 * origin, for journeys that must break the API without disturbing the shared one. Its output cache is off
 * unless `env` turns it on: these journeys watch what the loaders answer (the cache's stale-if-error has
 * its own server test).
 */
export function startStorefront(apiOrigin: string, env: Record<string, string> = {}): Promise<OwnStorefront> {
  const child: ChildProcess = spawn(process.execPath, ["build/node/main.js"], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      API_URL: apiOrigin,
      NODE_ENV: "production",
      SEARCH_TIMEOUT_MS: "1000",
      WEB_CONCURRENCY: "1",
      CACHE_DISABLED: "1",
      RENDER_BUDGET_PER_MINUTE: "0",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      // The pino line `{"msg":"listening","port":…}` says where it listens.
      const found = /"port":(\d+)[^\n]*"msg":"listening"/.exec(output);
      if (found?.[1]) resolve({ origin: `http://127.0.0.1:${found[1]}`, stop });
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => reject(new Error(`storefront exited with ${code}: ${output}`)));
  });
}
