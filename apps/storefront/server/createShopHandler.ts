import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gunzipSync, gzip } from "node:zlib";
import { createHeaders, createRequest } from "@remix-run/node-fetch-server";
import type { Logger } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { CACHE_TAGS_HEADER } from "../app/lib/cacheTags";
import { readServerConfig } from "../app/lib/config.server";
import { createShopDataCache } from "../app/loaders/shopData.server";
import { clientAddress, trustedProxies } from "./clientAddress.mjs";
import { createRenderBudget } from "./createRenderBudget";
import type { StaticFiles } from "./createStaticFiles";
import { handleInvalidate } from "./handleInvalidate";
import type { CachedPage, PageCacheStore } from "./outputCache/cachedPage";
import { cacheKey, isCacheableRequest, storableTags } from "./outputCache/cachePolicy";
import {
  buildCachedPage,
  catalogueCacheControl,
  chooseEncoding,
  etagMatches,
} from "./outputCache/storedPage";
import { tooManyRendersPage } from "./politePages";
import { readableFromWeb } from "./readableFromWeb";
import { redactUrl } from "./redactUrl";
import type { ShopServerConfig } from "./serverConfig";
import { createStoreRouting } from "./storeContext";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/** A render kept in memory: stored in the cache (`page`) or only buffered for the requests waiting on it. */
interface RenderOutcome {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Buffer;
  readonly page: CachedPage | null;
}

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg)/i;

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

  // The socket peer, or behind a configured proxy the right-most hop it did not add (api-contract S9).
  const clientAddressOf = (req: IncomingMessage): string =>
    clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trusted) ?? "unknown";

  /**
   * Renders with the shop data of the output cache's `epoch` (read before a cacheable render): the first
   * render after an announced change reloads the menu, categories and attributes, in every process.
   */
  const render = async (request: Request, clientAddress: string, epoch?: number): Promise<Response> => {
    try {
      return await stores.inStoreOf(request, () =>
        handle(request, {
          clientAddress,
          shopData: { get: (api) => shopData.get(api, epoch) },
        }),
      );
    } catch (error) {
      logger.error({ err: error }, "render failed");
      return new Response("Internal Server Error", { status: 500 });
    }
  };

  const sendCached = (req: IncomingMessage, res: ServerResponse, page: CachedPage, state: string) => {
    res.statusCode = page.status;
    for (const [name, value] of page.headers) res.appendHeader(name, value);
    res.setHeader("Cache-Control", catalogueCacheControl(config.cacheTtlSeconds, config.staleIfErrorSeconds));
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Age", Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000)));
    res.setHeader("X-Cache", state);
    if (etagMatches(req.headers["if-none-match"], page.etag)) {
      res.statusCode = 304;
      res.removeHeader("Content-Type");
      res.end();
      return;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const copyHeaders = (res: ServerResponse, headers: Headers) => {
    headers.forEach((value, name) => {
      const lower = name.toLowerCase();
      if (lower === CACHE_TAGS_HEADER.toLowerCase() || lower === "content-length" || lower === "set-cookie")
        return;
      res.appendHeader(name, value);
    });
    for (const cookie of headers.getSetCookie()) res.appendHeader("Set-Cookie", cookie);
    if (!headers.has("cache-control")) res.setHeader("Cache-Control", "no-cache");
  };

  /** Sends a buffered render that was not stored (404, redirect, 5xx…), compressed when it is text. */
  const sendBuffered = async (req: IncomingMessage, res: ServerResponse, outcome: RenderOutcome) => {
    res.statusCode = outcome.status;
    copyHeaders(res, outcome.headers);
    res.setHeader("X-Cache", "BYPASS");
    const type = outcome.headers.get("content-type") ?? "";
    const encoding =
      COMPRESSIBLE_TYPE.test(type) && !outcome.headers.has("content-encoding") && outcome.body.length > 512
        ? chooseEncoding(req.headers["accept-encoding"])
        : null;
    let body = outcome.body;
    if (encoding === "br") body = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    else if (encoding === "gzip") body = await gzipAsync(body, { level: 6 });
    if (encoding) {
      res.setHeader("Content-Encoding", encoding);
      res.appendHeader("Vary", "Accept-Encoding");
    }
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  /** Streams a render straight to the client (shopper pages), compressed on the fly when it is text. */
  const sendStreamed = async (req: IncomingMessage, res: ServerResponse, response: Response) => {
    res.statusCode = response.status;
    copyHeaders(res, response.headers);
    const type = response.headers.get("content-type") ?? "";
    const encoding =
      response.body && COMPRESSIBLE_TYPE.test(type) && !response.headers.has("content-encoding")
        ? chooseEncoding(req.headers["accept-encoding"])
        : null;
    if (!response.body || req.method === "HEAD") {
      res.end();
      return;
    }
    const source = readableFromWeb(response.body);
    if (!encoding) {
      await pipeline(source, res);
      return;
    }
    res.setHeader("Content-Encoding", encoding);
    res.appendHeader("Vary", "Accept-Encoding");
    // Flushed per chunk so a streamed page still reaches the browser as it renders.
    const compressor =
      encoding === "br"
        ? createBrotliCompress({
            flush: constants.BROTLI_OPERATION_FLUSH,
            params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
          })
        : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
    await pipeline(source, compressor, res);
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

  const tooMany = (res: ServerResponse, retryAfterSeconds: number) => {
    res.statusCode = 429;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Retry-After", retryAfterSeconds);
    res.setHeader("Cache-Control", "no-store");
    res.end(tooManyRendersPage(retryAfterSeconds));
  };

  const serveCacheable = async (req: IncomingMessage, res: ServerResponse, url: URL, client: string) => {
    const key = cacheKey(url);
    const cached = await (store as PageCacheStore).get(key).catch((error: unknown) => {
      logger.warn({ err: error }, "output cache: read failed");
      return undefined;
    });
    const now = Date.now();
    if (cached && cached.freshUntil > now) return sendCached(req, res, cached, "HIT");
    let shared = inflight.get(key);
    const leader = !shared;
    if (!shared) {
      const allowed = budget.take(client, now);
      if (!allowed.ok) {
        if (cached) return sendCached(req, res, cached, "STALE");
        return tooMany(res, allowed.retryAfterSeconds);
      }
      shared = renderForCache(key, req, client).finally(() => inflight.delete(key));
      inflight.set(key, shared);
    }
    const outcome = await shared;
    if (outcome.page) return sendCached(req, res, outcome.page, leader ? "MISS" : "SHARED");
    // stale-if-error: a failed render never replaces the copy a shopper can still use.
    if (outcome.status >= 500 && cached) return sendCached(req, res, cached, "STALE");
    // A response that sets a cookie belongs to the request that caused it; the others render alone.
    if (!leader && outcome.headers.has("set-cookie")) return serveRendered(req, res, client);
    return sendBuffered(req, res, outcome);
  };

  const serveRendered = async (req: IncomingMessage, res: ServerResponse, client: string) => {
    const allowed = budget.take(client, Date.now());
    if (!allowed.ok) return tooMany(res, allowed.retryAfterSeconds);
    const response = await render(createRequest(req, res), client);
    await sendStreamed(req, res, response);
  };

  return (req, res) => {
    const started = performance.now();
    const target = req.url ?? "/";
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
    const run = async () => {
      const url = new URL(target.startsWith("/") ? target : `/${target}`, "http://shop.local");
      if (url.pathname === "/invalidate")
        return handleInvalidate(req, res, url, { key: config.invalidateKey, invalidate, logger });
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
