import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { createHeaders, createRequest } from "@remix-run/node-fetch-server";
import type { Logger } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApiLimit } from "../app/lib/apiLimit.server";
import { readServerConfig } from "../app/lib/config.server";
import { createShopDataCache } from "../app/loaders/shopData.server";
import { clientAddress, trustedProxies } from "./clientAddress.mjs";
import { createRenderBudget } from "./createRenderBudget";
import type { StaticFiles } from "./createStaticFiles";
import { createWrongKeyLimit, handleInvalidate } from "./handleInvalidate";
import type { PageCacheStore } from "./outputCache/cachedPage";
import { cacheKey, ignoresQuery, isCacheableRequest, storableTags } from "./outputCache/cachePolicy";
import { buildCachedPage, catalogueCacheControl } from "./outputCache/storedPage";
import { tooManyRendersPage } from "./politePages";
import { redactUrl } from "./redactUrl";
import {
  bufferRender,
  isWholeDocument,
  type RenderOutcome,
  sendBuffered,
  sendCached,
  sendStreamed,
  sendTooManyRenders,
} from "./sendPage";
import type { ShopServerConfig } from "./serverConfig";
import { createStoreRouting } from "./storeContext";

/** What the request handler needs; everything is passed in so tests run it on ephemeral ports. */
export interface ShopHandlerDeps {
  readonly build: ServerBuild;
  readonly config: ShopServerConfig;
  /** The output cache, or `null` when it is disabled. */
  readonly store: PageCacheStore | null;
  readonly logger: Logger;
  readonly staticFiles: StaticFiles;
  /**
   * Runs an invalidation everywhere it must reach. In a cluster with the in-memory store that is every
   * worker (through the primary); by default the store itself (one process, or Redis shared by all).
   */
  readonly invalidate?: (tags: readonly string[]) => Promise<number>;
  /** Origin the cached renders are made for (never the request's Host). @default "http://localhost" */
  readonly siteOrigin?: string;
}

/** One pino line per request once its response closes: method, redacted URL, status, time, cache state. */
function logWhenClosed(logger: Logger, req: IncomingMessage, res: ServerResponse, target: string): void {
  const started = performance.now();
  res.once("close", () => {
    logger.info(
      {
        method: req.method,
        url: redactUrl(target),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        cache: res.getHeader("x-cache"),
        aborted: !res.writableFinished || undefined,
      },
      "request",
    );
  });
}

/** Methods some page or endpoint answers; any other gets 405 before routing. */
const ANSWERED_METHODS: ReadonlySet<string> = new Set([
  "GET",
  "HEAD",
  "POST",
  "OPTIONS",
  "PUT",
  "PATCH",
  "DELETE",
]);

/**
 * The storefront's request listener: static files of the client build, the `/invalidate` endpoint, the
 * output cache in front of react-router's request handler (hits cost no render and no compression,
 * concurrent misses of one URL share one render, a failed render is answered with a stored copy), a
 * per-client budget of uncached renders, and one pino log line per request with secrets redacted.
 *
 * @example
 * http.createServer(createShopHandler({ build, config, store, logger, staticFiles }));
 */
export function createShopHandler(deps: ShopHandlerDeps): RequestListener {
  const { config, store, logger } = deps;
  const handle = createRequestHandler(deps.build, process.env.NODE_ENV ?? "production");
  const trusted = trustedProxies(config.trustProxy);
  const budget = createRenderBudget({ perMinute: config.renderBudgetPerMinute });
  const inflight = new Map<string, Promise<RenderOutcome>>();
  // The menu, categories and filter attributes are the same for every shopper: loaded once a minute, and
  // again after every announced invalidation (see `render`).
  const shopData = createShopDataCache({ now: () => Date.now() });
  const siteOrigin = deps.siteOrigin ?? "http://localhost";
  const stores = createStoreRouting(readServerConfig().multistore);
  const invalidate =
    deps.invalidate ?? ((tags: readonly string[]) => store?.invalidate(tags) ?? Promise.resolve(0));
  const cacheControl = catalogueCacheControl(config.cacheTtlSeconds, config.staleIfErrorSeconds);
  const wrongKeys = createWrongKeyLimit();

  // The socket peer, or behind a configured proxy the right-most hop it did not add (api-contract S9).
  const clientAddressOf = (req: IncomingMessage): string =>
    clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trusted) ?? "unknown";

  /**
   * Renders with the shop data of the output cache's `epoch` (read before a cacheable render): the first
   * render after an announced change reloads the menu, categories and attributes, in every process.
   */
  const render = async (request: Request, clientAddress: string, epoch?: number): Promise<Response> => {
    const apiLimit = createApiLimit();
    let response: Response;
    try {
      response = await stores.inStoreOf(request, () =>
        handle(request, {
          clientAddress,
          apiLimit,
          shopData: { get: (api) => shopData.get(api, epoch) },
        }),
      );
    } catch (error) {
      logger.error({ err: error }, "render failed");
      response = new Response("Internal Server Error", { status: 500 });
    }
    // The API limited this client (issue 31): a page, feed or action that failed for it is the client's
    // 429 with the API's wait, not the shop's 503 or 500 (a failing API stays 503).
    const wait = apiLimit.retryAfterSeconds;
    if (wait === null || response.status < 500) return response;
    return new Response(tooManyRendersPage(wait), {
      status: 429,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Retry-After": String(wait),
        "Cache-Control": "no-store",
      },
    });
  };

  const renderForCache = async (
    key: string,
    req: IncomingMessage,
    clientAddress: string,
  ): Promise<RenderOutcome> => {
    const epoch = store ? await store.epoch().catch(() => null) : null;
    const headers = createHeaders(req);
    headers.delete("if-none-match");
    headers.delete("if-modified-since");
    const response = await render(
      new Request(new URL(key, siteOrigin), { method: "GET", headers }),
      clientAddress,
      epoch ?? undefined,
    );
    const body = Buffer.from(await response.arrayBuffer());
    const tags = storableTags(response);
    if (!store || !tags || epoch === null)
      return { status: response.status, headers: response.headers, body, page: null };
    const page = await buildCachedPage({
      body,
      headers: response.headers,
      tags,
      now: Date.now(),
      ttlSeconds: config.cacheTtlSeconds,
      staleIfErrorSeconds: config.staleIfErrorSeconds,
    });
    const stored = await store.set(key, page, epoch).catch((error: unknown) => {
      logger.warn({ err: error }, "output cache: store failed");
      return false;
    });
    // Not stored (an invalidation happened during the render): still sent to the requests waiting for it.
    if (!stored) logger.debug({ key }, "output cache: not stored (invalidated during the render)");
    return { status: response.status, headers: response.headers, body, page };
  };

  const serveCacheable = async (req: IncomingMessage, res: ServerResponse, url: URL, client: string) => {
    const key = cacheKey(url);
    const cached = await (store as PageCacheStore).get(key).catch((error: unknown) => {
      logger.warn({ err: error }, "output cache: read failed");
      return undefined;
    });
    const now = Date.now();
    if (cached && cached.freshUntil > now) return sendCached(req, res, cached, "HIT", cacheControl);
    let shared = inflight.get(key);
    const leader = !shared;
    if (!shared) {
      const allowed = budget.take(client, now);
      if (!allowed.ok) {
        if (cached) return sendCached(req, res, cached, "STALE", cacheControl);
        return sendTooManyRenders(res, allowed.retryAfterSeconds);
      }
      shared = renderForCache(key, req, client).finally(() => {
        inflight.delete(key);
        budget.release(client);
      });
      inflight.set(key, shared);
    }
    const outcome = await shared;
    if (outcome.page) return sendCached(req, res, outcome.page, leader ? "MISS" : "SHARED", cacheControl);
    // stale-if-error: a failed render never replaces the copy a shopper can still use.
    if (outcome.status >= 500 && cached) return sendCached(req, res, cached, "STALE", cacheControl);
    // A response that sets a cookie belongs to the request that caused it; the others render alone.
    if (!leader && outcome.headers.has("set-cookie")) return serveRendered(req, res, client);
    return sendBuffered(req, res, outcome);
  };

  const serveRendered = async (req: IncomingMessage, res: ServerResponse, client: string) => {
    const allowed = budget.take(client, Date.now());
    if (!allowed.ok) return sendTooManyRenders(res, allowed.retryAfterSeconds);
    try {
      const response = await render(createRequest(req, res), client);
      if (isWholeDocument(response)) return sendBuffered(req, res, await bufferRender(response), null);
      await sendStreamed(req, res, response);
    } finally {
      budget.release(client);
    }
  };

  return (req, res) => {
    const target = req.url ?? "/";
    logWhenClosed(logger, req, res, target);
    const run = async () => {
      // Appended, not resolved: `//host/…` would otherwise name a host (a bad one throws, issue 31's 500).
      const url = new URL(`http://shop.local${target.startsWith("/") ? target : `/${target}`}`);
      // issue 31: a method no page answers (TRACE, CONNECT, …) is the client's mistake, not a 500
      if (!ANSWERED_METHODS.has(req.method ?? "GET")) {
        res.writeHead(405, { Allow: "GET, HEAD, POST", "Content-Type": "text/plain; charset=utf-8" });
        return void res.end("Method Not Allowed");
      }
      if (url.pathname === "/invalidate")
        return handleInvalidate(req, res, url, {
          key: config.invalidateKey,
          invalidate,
          logger,
          client: clientAddressOf(req),
          wrongKeys,
        });
      // the feeds and the sitemap are the same whatever the query: rendered and cached without it
      if (url.search !== "" && ignoresQuery(url.pathname)) {
        url.search = "";
        req.url = url.pathname;
      }
      if (await deps.staticFiles.serve(req, res, url.pathname)) return;
      const client = clientAddressOf(req);
      const cacheable = isCacheableRequest(
        req.method ?? "GET",
        url.pathname,
        Boolean(req.headers.authorization),
      );
      // Multistore: a catalogue page of no store goes to the store of the visitor's language first (§8.11).
      const toStore = cacheable ? stores.redirectFor(req, url) : null;
      if (toStore) {
        res.writeHead(302, { Location: toStore.location, Vary: toStore.vary, "Cache-Control": "no-store" });
        return void res.end();
      }
      if (store && cacheable) return serveCacheable(req, res, url, client);
      return serveRendered(req, res, client);
    };
    run().catch((error: unknown) => {
      logger.error({ err: error, url: redactUrl(target) }, "request failed");
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end("Internal Server Error");
      } else res.destroy();
    });
  };
}
