import { loadConfig } from "./config.js";
import { createServer } from "./server.js";

// Starts the API: reads the environment, opens/migrates/seeds the database, listens, prints the address
// (`API: http://127.0.0.1:8080`, which the start script and the test harness wait for), and shuts down
// gracefully on SIGINT/SIGTERM.
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
