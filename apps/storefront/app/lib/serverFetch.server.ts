import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { buffer } from "node:stream/consumers";

// Kept-alive connections to the API, shared by every render of the process (connections, nothing of a
// shopper: each call brings its own headers).
const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/** Statuses whose answer has no body (a `Response` refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

function headersOf(message: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] as string, raw[i + 1] as string);
  return headers;
}

/**
 * The `fetch` the server's transport client uses (`transport.server.ts`): one HTTP/1.1 request on a
 * kept-alive `node:http` connection, the answer read whole into a `Response`. It does what the transport
 * asks of a `fetch` — method, headers, a string body, an abort signal, any status answered as it is, no
 * redirect followed — at about half the CPU of Node's built-in `fetch` (undici's WHATWG streams), which is
 * most of what four API calls cost a product page's render (apps/storefront README, "Server throughput").
 * A connection that breaks mid-answer rejects (the transport's `NetworkError`, a 503 page).
 *
 * @example
 * createClient({ apiOrigin, environment: "server", fetch: serverFetch });
 */
export const serverFetch: typeof fetch = (input, init) => {
  if (input instanceof Request) return Promise.reject(new TypeError("serverFetch takes a URL and an init"));
  const url = new URL(String(input));
  const body = init?.body;
  if (body !== undefined && body !== null && typeof body !== "string")
    return Promise.reject(new TypeError("serverFetch sends string bodies only"));
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  if (typeof body === "string") headers["content-length"] = String(Buffer.byteLength(body));
  const secure = url.protocol === "https:";
  const method = (init?.method ?? "GET").toUpperCase();
  return new Promise<Response>((resolve, reject) => {
    const request = (secure ? httpsRequest : httpRequest)(
      url,
      {
        method,
        headers,
        agent: secure ? agents.https : agents.http,
        ...(init?.signal ? { signal: init.signal } : {}),
      },
      (message) => {
        buffer(message).then((bytes) => {
          const status = message.statusCode ?? 502;
          const empty = NO_BODY.has(status) || method === "HEAD";
          resolve(new Response(empty ? null : bytes, { status, headers: headersOf(message) }));
        }, reject);
      },
    );
    request.on("error", reject);
    request.end(typeof body === "string" ? body : undefined);
  });
};
