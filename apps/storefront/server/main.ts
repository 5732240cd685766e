import cluster, { type Worker } from "node:cluster";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { readServerConfig } from "../app/lib/config.server";
import { relayInvalidations, workerInvalidation } from "./clusterInvalidation";
import { type ConnectionDispatcher, dispatchConnections, WORKER_ACCEPTING } from "./dispatchConnections";
import { readShopServerConfig } from "./serverConfig";
import { createPageStore, createRequestLogger, startShopServer } from "./startShopServer";

// The storefront's production server (`pnpm start`): one worker per core (node:cluster), a worker that dies
// is replaced, SIGTERM / SIGINT drain every worker before the process exits. The primary listens and hands
// the connections to the workers in turn (`dispatchConnections`).
const config = readShopServerConfig();
const logger = createRequestLogger(config.logLevel);
const GRACE_MS = 10_000;

async function runWorker(): Promise<void> {
  const buildUrl = new URL(process.env.SERVER_BUILD ?? "../server/index.js", import.meta.url);
  const build = (await import(buildUrl.href)) as ServerBuild;
  const store = await createPageStore(config);
  // With the in-memory cache every worker holds its own pages: an invalidation goes to all of them.
  const relay = cluster.isWorker && store && !config.redisUrl ? workerInvalidation(store) : undefined;
  const shop = await startShopServer({
    build,
    clientDir: fileURLToPath(new URL("../client/", import.meta.url)),
    config,
    logger,
    store,
    siteOrigin: readServerConfig().siteOrigin,
    connections: cluster.isWorker ? "from-primary" : "listen",
    ...(relay ? { invalidate: relay } : {}),
  });
  logger.info(
    { port: shop.port, cache: store ? (config.redisUrl ? "redis" : "memory") : "off" },
    "listening",
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      logger.warn({ graceMs: GRACE_MS }, "open connections still busy after the grace period, closing them");
      process.exit(1);
    }, GRACE_MS).unref();
    shop.close().then(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.on("message", (message: { type?: string }) => {
    if (message?.type === "outlet:shutdown") stop();
  });
}

/**
 * The workers' Node flags: the primary's, plus a young generation of 64 MB semi-spaces unless one is set
 * already. A render lives across three API calls while 15 others run beside it in the same worker, so with
 * V8's default (16 MB) much of what a render allocates outlives a scavenge and is promoted, then collected
 * by the slower full collections: with 64 MB an uncached product render cost about 9 % less CPU and the
 * workers answered 204–227 instead of 179–206 req/s at c=32 (README "Server throughput").
 */
function workerExecArgv(execArgv: readonly string[], nodeOptions: string | undefined): string[] {
  const flags = [...execArgv];
  if (![...flags, nodeOptions ?? ""].some((flag) => flag.includes("--max-semi-space-size")))
    flags.push("--max-semi-space-size=64");
  return flags;
}

async function runPrimary(): Promise<void> {
  let stopping = false;
  const recentCrashes: number[] = [];
  const dispatcher: ConnectionDispatcher = await dispatchConnections({
    port: config.port,
    host: config.host,
  });
  const fork = () => {
    const worker = cluster.fork();
    relayInvalidations(worker, () => Object.values(cluster.workers ?? {}).filter(Boolean) as Worker[]);
    worker.on("message", (message: { type?: string }) => {
      if (message?.type !== WORKER_ACCEPTING || stopping) return;
      dispatcher.add(worker);
      logger.info({ worker: worker.process.pid }, "worker started");
    });
  };
  let exitCode = 0;
  cluster.on("exit", (worker, code, signal) => {
    dispatcher.remove(worker);
    if (stopping) {
      // A worker that had to be forced (or failed) makes the whole server's exit a failure too.
      if (code !== 0) exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    logger.error({ worker: worker.process.pid, code, signal }, "worker died, starting another");
    const now = Date.now();
    recentCrashes.push(now);
    while (recentCrashes.length > 0 && (recentCrashes[0] as number) < now - 10_000) recentCrashes.shift();
    // A crash loop (five deaths in ten seconds) is slowed down instead of spinning the CPU.
    if (recentCrashes.length >= 5) setTimeout(fork, 1_000);
    else fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down");
    void dispatcher.close();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send({ type: "outlet:shutdown" });
    // A worker that does not stop (its event loop is blocked, or it is stopped) is killed, never orphaned.
    setTimeout(() => {
      const left = Object.values(cluster.workers ?? {}).filter(Boolean) as Worker[];
      logger.error(
        { workers: left.map((worker) => worker.process.pid) },
        "workers did not stop, killing them",
      );
      for (const worker of left) worker.process.kill("SIGKILL");
      // The "exit" handler above ends the primary once they are gone (code 1: they were killed).
      exitCode = 1;
      setTimeout(() => process.exit(1), 2_000).unref();
    }, GRACE_MS + 2_000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
  for (let i = 0; i < config.workers; i++) fork();
  logger.info({ workers: config.workers, port: dispatcher.port }, "primary started");
}

if (cluster.isPrimary && config.workers > 1)
  runPrimary().catch((error: unknown) => {
    logger.fatal({ err: error }, "the storefront server could not start");
    process.exit(1);
  });
else
  runWorker().catch((error: unknown) => {
    logger.fatal({ err: error }, "the storefront server could not start");
    process.exit(1);
  });
