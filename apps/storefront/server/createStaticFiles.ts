import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { chooseEncoding, etagMatches } from "./outputCache/storedPage";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".json",
  ".webmanifest",
  ".svg",
  ".txt",
  ".xml",
  ".map",
]);

/** One file of the client build, with its compressed copies made on first request and kept. */
interface StaticFile {
  readonly path: string;
  readonly urlPath: string;
  readonly type: string;
  size: number;
  mtimeMs: number;
  etag: string;
  readonly cacheControl: string;
  readonly immutable: boolean;
  readonly compressible: boolean;
  encoded?: Promise<{ readonly br: Buffer; readonly gzip: Buffer; readonly raw: Buffer }> | undefined;
}

const etagOf = (urlPath: string, size: number, mtimeMs: number) =>
  `"${createHash("sha1").update(`${urlPath}:${size}:${mtimeMs}`).digest("base64url")}"`;

/**
 * A file whose name is not content-hashed (the service worker, the manifest, icons) may be replaced in
 * place by a deployment: its size and time are checked on each request and its copies made anew.
 */
function refresh(file: StaticFile): void {
  if (file.immutable) return;
  let stat: { size: number; mtimeMs: number };
  try {
    stat = statSync(file.path);
  } catch {
    return;
  }
  if (stat.size === file.size && stat.mtimeMs === file.mtimeMs) return;
  file.size = stat.size;
  file.mtimeMs = stat.mtimeMs;
  file.etag = etagOf(file.urlPath, stat.size, stat.mtimeMs);
  file.encoded = undefined;
}

/** Serves the client build's files. */
export interface StaticFiles {
  /** Answers a GET or HEAD for a file of the build and resolves `true`, else resolves `false` untouched. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Hashed build output never changes under its name; the service worker and manifest must be re-checked. */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (urlPath === "/sw.js" || urlPath.endsWith(".webmanifest") || urlPath.endsWith(".html"))
    return "no-cache";
  return "public, max-age=3600";
}

/**
 * The client build (`build/client`), indexed once at start: only files that exist are served (no path is
 * ever joined from the URL). Hashed assets are `immutable` for a year; text files are compressed with
 * brotli (quality 11) and gzip once, on first request, and served from memory afterwards (the build is
 * a few MB); a file without a hash in its name is re-read when it changed on disk.
 *
 * @example
 * const files = createStaticFiles("/srv/shop/build/client");
 * if (await files.serve(req, res, "/assets/root-abc.js")) return;
 */
export function createStaticFiles(clientDir: string): StaticFiles {
  const files = new Map<string, StaticFile>();
  for (const path of walk(clientDir)) {
    const urlPath = `/${relative(clientDir, path).split(sep).join("/")}`;
    const stat = statSync(path);
    const ext = extname(path).toLowerCase();
    const cacheControl = cacheControlFor(urlPath);
    files.set(urlPath, {
      path,
      urlPath,
      type: TYPES[ext] ?? "application/octet-stream",
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      etag: etagOf(urlPath, stat.size, stat.mtimeMs),
      cacheControl,
      immutable: cacheControl.includes("immutable"),
      compressible: COMPRESSIBLE.has(ext) && stat.size > 512,
    });
  }
  const encode = (file: StaticFile) => {
    file.encoded ??= (async () => {
      const raw = readFileSync(file.path);
      if (!file.compressible) return { raw, br: raw, gzip: raw };
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(raw, { level: 9 }),
      ]);
      return { raw, br, gzip: gz };
    })();
    return file.encoded;
  };
  return {
    async serve(req, res, pathname) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return false;
      }
      const file = files.get(decoded);
      if (!file) return false;
      refresh(file);
      res.setHeader("Content-Type", file.type);
      res.setHeader("Cache-Control", file.cacheControl);
      res.setHeader("ETag", file.etag);
      if (file.compressible) res.setHeader("Vary", "Accept-Encoding");
      if (etagMatches(req.headers["if-none-match"], file.etag)) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      const { raw, br, gzip: gz } = await encode(file);
      const encoding = file.compressible ? chooseEncoding(req.headers["accept-encoding"]) : null;
      const body = encoding === "br" ? br : encoding === "gzip" ? gz : raw;
      if (encoding) res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    },
  };
}
