import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** A storefront production server (`build/node/main.js`) started for a test, with its log lines. */
export interface ShopProcess {
  readonly origin: string;
  readonly port: number;
  /** Every JSON log line printed so far (request log included). */
  readonly logs: readonly Record<string, unknown>[];
  /** Resolves with the first log line (already printed or still to come) that satisfies `predicate`. */
  waitForLog(predicate: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** SIGTERM, then resolves with the exit code once the process (and its workers) exited. */
  stop(): Promise<number | null>;
}

const storefront = fileURLToPath(new URL("../../", import.meta.url));

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node build/node/main.js` (run `pnpm build` first) with `env` on top of a quiet test setup and
 * resolves once every worker listens. `PORT` defaults to a free port.
 *
 * @example
 * const shop = await startShopProcess({ API_URL: api.origin, WEB_CONCURRENCY: "1" });
 */
export async function startShopProcess(env: Record<string, string>): Promise<ShopProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const workers = Number(env.WEB_CONCURRENCY ?? "1");
  const child: ChildProcess = spawn(process.execPath, ["build/node/main.js"], {
    cwd: storefront,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SITE_URL: `http://127.0.0.1:${port}`,
      // A loaded 2-core CI machine: the render must not turn a slow API answer into a 503 here.
      SEARCH_TIMEOUT_MS: "15000",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters: {
    predicate: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }[] = [];
  let buffered = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const text of lines) {
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        line = { msg: text };
      }
      logs.push(line);
      for (const waiter of [...waiters])
        if (waiter.predicate(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const waitForLog = (predicate: (line: Record<string, unknown>) => boolean) => {
    const seen = logs.find(predicate);
    if (seen) return Promise.resolve(seen);
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      waiters.push({ predicate, resolve });
      exited.then(() => reject(new Error(`the storefront exited:\n${stderr}`)));
    });
  };
  let listening = 0;
  await waitForLog((line) => line.msg === "listening" && ++listening >= workers);
  // With several workers the primary logs each one it hands connections to (its line may come later).
  let started = 0;
  if (workers > 1) await waitForLog((line) => line.msg === "worker started" && ++started >= workers);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    logs,
    waitForLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
