import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { CACHE_TAGS_HEADER } from "../../app/lib/cacheTags";
import type { CachedPage } from "./cachedPage";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Headers that are the connection's or the encoding's, not the page's: never stored, never replayed. */
const NOT_REPLAYED: ReadonlySet<string> = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "set-cookie",
  "cache-control",
  "etag",
  "vary",
  "age",
  CACHE_TAGS_HEADER.toLowerCase(),
]);

/** The headers of a rendered response that a stored copy replays, in order. Pure. */
export function replayableHeaders(headers: Headers): [string, string][] {
  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name.toLowerCase())) kept.push([name, value]);
  });
  return kept;
}

/**
 * Builds the stored form of a rendered page: its replayable headers, a strong ETag of the body, and the
 * body compressed once with brotli (quality 6) and gzip (level 6) on the zlib thread pool.
 */
export async function buildCachedPage(input: {
  readonly body: Buffer;
  readonly headers: Headers;
  readonly tags: readonly string[];
  readonly now: number;
  readonly ttlSeconds: number;
  readonly staleIfErrorSeconds: number;
}): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(input.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.body.length,
      },
    }),
    gzipAsync(input.body, { level: 6 }),
  ]);
  const freshUntil = input.now + input.ttlSeconds * 1000;
  return {
    status: 200,
    headers: replayableHeaders(input.headers),
    etag: `"${createHash("sha1").update(input.body).digest("base64url")}"`,
    tags: [...new Set(input.tags)],
    storedAt: input.now,
    freshUntil,
    staleUntil: freshUntil + input.staleIfErrorSeconds * 1000,
    br,
    gzip: gz,
  };
}

/**
 * `Cache-Control` of a catalogue page: browsers revalidate every time (ETag, 304), shared caches keep it
 * for the server's TTL, may serve it while revalidating for a minute and stand in with it on errors.
 */
export function catalogueCacheControl(ttlSeconds: number, staleIfErrorSeconds: number): string {
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=60, stale-if-error=${staleIfErrorSeconds}`;
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, RFC 9110 §13.1.2). Pure. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}

/** The encoding to send for an `Accept-Encoding` header: br, gzip or none. Pure. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}
