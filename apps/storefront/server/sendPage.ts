import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGunzip, createGzip, gzip } from "node:zlib";
import { CACHE_TAGS_HEADER } from "../app/lib/cacheTags";
import type { CachedPage } from "./outputCache/cachedPage";
import { chooseEncoding, etagMatches } from "./outputCache/storedPage";
import { tooManyRendersPage } from "./politePages";
import { readableFromWeb } from "./readableFromWeb";

// How the storefront's server answers a page: from the output cache, buffered, streamed, or refused.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg)/i;

/**
 * A render kept in memory: stored in the cache (`page`) or only buffered for the requests waiting on it.
 *
 * @example
 * const outcome: RenderOutcome = { status: 404, headers: new Headers(), body: Buffer.from(""), page: null };
 */
export interface RenderOutcome {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Buffer;
  readonly page: CachedPage | null;
}

/**
 * Answers with a stored page (`X-Cache: HIT`, `STALE`, `MISS`, `SHARED`): 304 when the ETag matches, else the
 * body in the encoding the client takes. A client that takes no compression gets the stored gzip inflated as
 * a stream (issue 31: inflating a multi-MB feed in one synchronous call per request held the event loop, so
 * one address asking for feeds without `Accept-Encoding` slowed every other shopper's pages).
 *
 * @example
 * await sendCached(req, res, page, "HIT", "public, max-age=0, s-maxage=300");
 */
export async function sendCached(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  state: string,
  cacheControl: string,
): Promise<void> {
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.appendHeader(name, value);
  res.setHeader("Cache-Control", cacheControl);
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
  if (!encoding) {
    // gzip's trailer ends with the inflated length (RFC 1952 ISIZE, modulo 2^32; pages are far smaller)
    res.setHeader("Content-Length", page.gzip.readUInt32LE(page.gzip.length - 4));
    if (req.method === "HEAD") return void res.end();
    await pipeline(Readable.from([page.gzip]), createGunzip(), res).catch(() => res.destroy());
    return;
  }
  const body = encoding === "br" ? page.br : page.gzip;
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** A render's headers onto the Node response, without the cache tags and the length; `no-cache` by default. */
function copyHeaders(res: ServerResponse, headers: Headers): void {
  headers.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (lower === CACHE_TAGS_HEADER.toLowerCase() || lower === "content-length" || lower === "set-cookie")
      return;
    res.appendHeader(name, value);
  });
  for (const cookie of headers.getSetCookie()) res.appendHeader("Set-Cookie", cookie);
  if (!headers.has("cache-control")) res.setHeader("Cache-Control", "no-cache");
}

/**
 * Sends a buffered render that was not stored (404, redirect, 5xx…, or a page outside the output cache),
 * compressed in one go when it is text. `cacheState` is its `X-Cache` header (`null`: none, for pages the
 * output cache never handles).
 *
 * @example
 * await sendBuffered(req, res, outcome);
 */
export async function sendBuffered(
  req: IncomingMessage,
  res: ServerResponse,
  outcome: Omit<RenderOutcome, "page">,
  cacheState: string | null = "BYPASS",
): Promise<void> {
  res.statusCode = outcome.status;
  copyHeaders(res, outcome.headers);
  if (cacheState) res.setHeader("X-Cache", cacheState);
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
}

/**
 * Whether a render is a whole HTML document: `entry.server.tsx` renders every document completely before it
 * answers, so streaming it gains nothing, and compressing it in one go costs about a third of a per-chunk
 * flushed stream.
 *
 * @example
 * if (isWholeDocument(response)) await sendBuffered(req, res, await bufferRender(response), null);
 */
export function isWholeDocument(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/**
 * Reads a render's body into memory.
 *
 * @example
 * const outcome = await bufferRender(response);
 */
export async function bufferRender(response: Response): Promise<Omit<RenderOutcome, "page">> {
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/**
 * Streams a render straight to the client (data requests, resource routes), compressed on the fly when it
 * is text.
 *
 * @example
 * await sendStreamed(req, res, await render(request));
 */
export async function sendStreamed(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
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
}

/**
 * 429 with the polite page when a client has used its budget of uncached renders.
 *
 * @example
 * sendTooManyRenders(res, 12);
 */
export function sendTooManyRenders(res: ServerResponse, retryAfterSeconds: number): void {
  res.statusCode = 429;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Retry-After", retryAfterSeconds);
  res.setHeader("Cache-Control", "no-store");
  res.end(tooManyRendersPage(retryAfterSeconds));
}
