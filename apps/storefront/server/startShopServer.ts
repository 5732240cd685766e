import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Logger, pino } from "pino";
import type { ServerBuild } from "react-router";
import { createShopHandler } from "./createShopHandler";
import { createStaticFiles } from "./createStaticFiles";
import type { PageCacheStore } from "./outputCache/cachedPage";
import { createMemoryPageStore } from "./outputCache/createMemoryPageStore";
import { createRedisPageStore } from "./outputCache/createRedisPageStore";
import type { ShopServerConfig } from "./serverConfig";
import { takeConnectionsFromPrimary } from "./takeConnectionsFromPrimary";
import { withSecurityHeaders } from "./withSecurityHeaders";

/** A running storefront server (one process). */
export interface RunningShopServer {
  readonly server: Server;
  readonly port: number;
  readonly store: PageCacheStore | null;
  /** Stops accepting, lets open requests finish (idle keep-alive sockets are closed), closes the cache. */
  close(): Promise<void>;
}

/** The request log: pino, one JSON line per request on stdout. */
export function createRequestLogger(level: string): Logger {
  return pino({ level, base: { pid: process.pid } });
}

/** The configured output cache: Redis when `REDIS_URL` is set, else in memory; `null` when disabled. */
export async function createPageStore(config: ShopServerConfig): Promise<PageCacheStore | null> {
  if (!config.cacheEnabled) return null;
  if (config.redisUrl) return createRedisPageStore({ url: config.redisUrl });
  return createMemoryPageStore({ maxBytes: config.cacheMaxBytes });
}

/**
 * Starts one storefront process: the client build's files, the output cache and react-router's handler
 * on `config.port` (0 = an ephemeral port, for tests), or, with `connections: "from-primary"`, on the
 * connections a cluster's primary hands over (`dispatchConnections`; `port` is then the configured one).
 *
 * @example
 * const shop = await startShopServer({ build, clientDir, config: readShopServerConfig() });
 */
export async function startShopServer(options: {
  readonly build: ServerBuild;
  readonly clientDir: string;
  readonly config: ShopServerConfig;
  readonly logger?: Logger;
  readonly store?: PageCacheStore | null;
  readonly invalidate?: (tags: readonly string[]) => Promise<number>;
  readonly siteOrigin?: string;
  /** `"listen"` (default): listens on `config.port`; `"from-primary"`: serves what the primary hands over. */
  readonly connections?: "listen" | "from-primary";
}): Promise<RunningShopServer> {
  const { config } = options;
  const logger = options.logger ?? createRequestLogger(config.logLevel);
  const store = options.store === undefined ? await createPageStore(config) : options.store;
  const handler = createShopHandler({
    build: options.build,
    config,
    store,
    logger,
    staticFiles: createStaticFiles(options.clientDir),
    ...(options.invalidate ? { invalidate: options.invalidate } : {}),
    ...(options.siteOrigin ? { siteOrigin: options.siteOrigin } : {}),
  });
  const server = createServer({ keepAliveTimeout: 5_000 }, withSecurityHeaders(handler));
  if (options.connections === "from-primary") {
    const connections = takeConnectionsFromPrimary(server);
    return {
      server,
      port: config.port,
      store,
      async close() {
        await connections.close();
        await store?.close();
      },
    };
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    store,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
      await store?.close();
    },
  };
}
