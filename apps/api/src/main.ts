import { spawn } from "node:child_process";
import { loadConfig } from "./config.js";
import { largeSeedPending } from "./largeSeedPending.js";
import { createServer } from "./server.js";

// Starts the API: reads the environment, opens/migrates/seeds the database, listens, prints the address
// (`API: http://127.0.0.1:8080`, which the start script and the test harness wait for), and shuts down
// gracefully on SIGINT/SIGTERM.

const LARGE_HEAP_MB = 8192;

// issue 31: whatever this process creates (database, outbox, rendered images, secrets) is its user's alone
process.umask(0o077);

const hasHeapFlag = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((a) =>
  a.includes("--max-old-space-size"),
);
if (
  !hasHeapFlag &&
  process.argv[1] !== undefined &&
  (await largeSeedPending(loadConfig(process.env), Number(process.env.CATALOGUE_SIZE ?? 0)))
) {
  // the demo seed of a benchmark catalogue (50 000+ products) holds several GB while it generates it:
  // re-run with a larger heap; a start on an already seeded database keeps the default heap
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${LARGE_HEAP_MB}`, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: "inherit",
    },
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await start();
}

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createServer({ config });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  console.info(`API: http://${host}:${port}`);

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      console.error("forced exit after 10 s");
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}
