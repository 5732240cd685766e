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

/** What one request sends: its URL, method, headers, string body and abort signal. */
interface Outgoing {
  readonly url: URL;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
  readonly signal: AbortSignal | undefined;
}

/** Reads a `Request` (what ky hands its `fetch`) or a URL and an init into one request to send. */
async function outgoing(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Outgoing> {
  const headers: Record<string, string> = {};
  if (input instanceof Request) {
    input.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = input.body ? await input.text() : undefined;
    return { url: new URL(input.url), method: input.method, headers, body, signal: input.signal };
  }
  const body = init?.body;
  if (body !== undefined && body !== null && typeof body !== "string")
    throw new TypeError("serverFetch sends string bodies only");
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return {
    url: new URL(String(input)),
    method: (init?.method ?? "GET").toUpperCase(),
    headers,
    body: typeof body === "string" ? body : undefined,
    signal: init?.signal ?? undefined,
  };
}

/**
 * The `fetch` the server's transport client hands ky (`transport.server.ts`): one HTTP/1.1 request on a
 * kept-alive `node:http` connection, the answer read whole into a `Response`. It does what the transport
 * asks of a `fetch` — a `Request` from ky (or a URL and an init), its method, headers, string body and abort
 * signal, any status answered as it is, no redirect followed — at about half the CPU of Node's built-in
 * `fetch` (undici's WHATWG streams), which is most of what the API calls cost a product page's render
 * (apps/storefront README, "Server throughput"). A connection that breaks mid-answer rejects (the
 * transport's `NetworkError`, a 503 page).
 *
 * @example
 * createClient({ apiOrigin, environment: "server", fetch: serverFetch });
 */
export const serverFetch: typeof fetch = async (input, init) => {
  const { url, method, headers, body, signal } = await outgoing(input, init);
  if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  const secure = url.protocol === "https:";
  return new Promise<Response>((resolve, reject) => {
    const request = (secure ? httpsRequest : httpRequest)(
      url,
      {
        method,
        headers,
        agent: secure ? agents.https : agents.http,
        ...(signal ? { signal } : {}),
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
    request.end(body);
  });
};
