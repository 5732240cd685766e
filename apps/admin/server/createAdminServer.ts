import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { extname, join, normalize, sep } from "node:path";

/** Options of {@link createAdminServer}. */
export interface AdminServerOptions {
  /** The built app (`dist/client`): index.html and the hashed assets. */
  readonly clientDir: string;
  /** The API's origin the `/api/admin/*` requests go to. @default "http://127.0.0.1:8080" */
  readonly apiOrigin: string;
  /**
   * The key the API shares with the servers whose `X-Forwarded-For` it believes (`FORWARDING_KEY`,
   * after-sales-and-law.md §7). `null`: the API sees this server's own address for every staff member.
   */
  readonly forwardingKey: string | null;
  /** Where a line per failed proxy call goes (never a header or a body). @default console.error */
  readonly logError?: (line: string) => void;
}

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json",
};

/**
 * The back office's pages may load only their own scripts and call only their own server; emotion (MUI's
 * styling) writes style elements, hence the inline styles. No page may frame it (clickjacking).
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy":
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
  "x-robots-tag": "noindex, nofollow",
};

/** Hop-by-hop headers (RFC 9110 §7.6.1) and the client's own forwarding claims are not passed on. */
const DROPPED_REQUEST_HEADERS = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "host",
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
  "forwarded",
  "x-forwarding-key",
]);

/** Only the API's staff routes are reachable through the back office's origin. */
export function isProxiedPath(pathname: string): boolean {
  return pathname === "/api/admin" || pathname.startsWith("/api/admin/");
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, "content-type": type, "cache-control": "no-store" });
  res.end(body);
}

function proxy(req: IncomingMessage, res: ServerResponse, options: AdminServerOptions): void {
  const target = new URL(req.url ?? "/", options.apiOrigin);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined && !DROPPED_REQUEST_HEADERS.has(name)) headers[name] = value;
  // the API believes these only with the key it shares with this server (§7); a browser's own copies of
  // them were dropped above, so nobody chooses the address the log-in slow-down counts
  if (options.forwardingKey !== null) {
    headers["x-forwarding-key"] = options.forwardingKey;
    headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
    headers["x-forwarded-proto"] = "http";
  }
  const upstream = httpRequest(target, { method: req.method, headers }, (answer) => {
    const out: Record<string, string | string[]> = { ...SECURITY_HEADERS };
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && name !== "connection" && name !== "transfer-encoding") out[name] = value;
    res.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(res);
  });
  upstream.on("error", (error) => {
    (options.logError ?? console.error)(`proxy ${req.method} ${target.pathname}: ${error.message}`);
    if (!res.headersSent)
      send(
        res,
        502,
        "application/json; charset=utf-8",
        JSON.stringify({ code: 502, result: { message: "Serwer sklepu nie odpowiada. Spróbuj za chwilę." } }),
      );
    else res.destroy();
  });
  req.pipe(upstream);
}

async function serveFile(res: ServerResponse, file: string, immutable: boolean): Promise<boolean> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return false;
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "content-length": String(info.size),
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    });
    createReadStream(file).pipe(res);
    return true;
  } catch {
    return false;
  }
}

/**
 * The back office's production server: serves the built app (every unknown path gets index.html, the
 * app's router decides) and proxies `/api/admin/*` to the API, so the staff session cookie
 * (HttpOnly, SameSite=Strict, Path=/api/admin) stays first-party on the back office's own origin.
 *
 * @example
 * const server = createAdminServer({ clientDir: "dist/client", apiOrigin: "http://127.0.0.1:8080", forwardingKey: null });
 * server.listen(3001, "127.0.0.1");
 */
export function createAdminServer(options: AdminServerOptions): Server {
  const root = normalize(options.clientDir);
  return createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://admin.local").pathname;
    if (isProxiedPath(pathname)) {
      proxy(req, res, options);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("allow", "GET, HEAD");
      send(res, 405, "text/plain; charset=utf-8", "Metoda niedozwolona.");
      return;
    }
    if (pathname === "/healthz") {
      send(res, 200, "text/plain; charset=utf-8", "ok");
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      send(res, 400, "text/plain; charset=utf-8", "Nieprawidłowy adres.");
      return;
    }
    const file = normalize(join(root, decoded));
    const inside = file.startsWith(root + sep);
    const asset = inside && decoded.startsWith("/assets/");
    void (async () => {
      if (inside && (await serveFile(res, file, asset))) return;
      if (asset) {
        send(res, 404, "text/plain; charset=utf-8", "Nie znaleziono.");
        return;
      }
      if (!(await serveFile(res, join(root, "index.html"), false)))
        send(res, 503, "text/plain; charset=utf-8", "Panel nie został zbudowany (pnpm build).");
    })();
  });
}
