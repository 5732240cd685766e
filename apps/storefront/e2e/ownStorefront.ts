import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** A storefront production server of the test's own, on a free port. */
export interface OwnStorefront {
  readonly origin: string;
  stop(): Promise<void>;
}

/**
 * Starts `server/index.mjs` (the production build) on a free port against the given API origin, for
 * journeys that must break the API without disturbing the shared one.
 */
export function startStorefront(apiOrigin: string, env: Record<string, string> = {}): Promise<OwnStorefront> {
  const child: ChildProcess = spawn(process.execPath, ["server/index.mjs"], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      API_URL: apiOrigin,
      NODE_ENV: "production",
      SEARCH_TIMEOUT_MS: "1000",
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
      const found = /\[storefront\] (http:\/\/[\d.]+:\d+)/.exec(output);
      if (found?.[1]) resolve({ origin: found[1], stop });
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => reject(new Error(`storefront exited with ${code}: ${output}`)));
  });
}
