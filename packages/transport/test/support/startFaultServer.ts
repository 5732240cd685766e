import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fault server saw. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
}

/** A route of the fault server: answers one path (without query) with whatever the test needs. */
export type FaultHandler = (request: SeenRequest, response: ServerResponse) => void;

/** A small local HTTP server that misbehaves on purpose, for the transport's fault tests. */
export interface FaultServer {
  readonly origin: string;
  readonly seen: SeenRequest[];
  route(path: string, handler: FaultHandler): void;
  /** Forgets every route and every seen request. */
  reset(): void;
  close(): Promise<void>;
}

/** Writes a JSON body with a status and `application/json; charset=utf-8`. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

/** Writes raw text with the given content type. */
export function sendRaw(response: ServerResponse, status: number, contentType: string, text: string): void {
  response.writeHead(status, { "content-type": contentType });
  response.end(text);
}

/**
 * Starts a `node:http` server on 127.0.0.1 and an ephemeral port. Unrouted paths answer an LB-style HTML
 * 404 page (api-contract §13.4).
 */
export async function startFaultServer(): Promise<FaultServer> {
  const routes = new Map<string, FaultHandler>();
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request: SeenRequest = {
        method: req.method ?? "GET",
        url: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      seen.push(request);
      const handler = routes.get(request.url.split("?")[0] ?? "/");
      if (handler) handler(request, res);
      else
        sendRaw(res, 404, "text/html; charset=utf-8", "<!doctype html><title>404</title><h1>Not Found</h1>");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    route(path, handler) {
      routes.set(path, handler);
    },
    reset() {
      routes.clear();
      seen.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A logger that records what the transport logged. */
export function recordingLogger(): { readonly messages: string[]; error(message: string): void } {
  const messages: string[] = [];
  return {
    messages,
    error(message: string) {
      messages.push(message);
    },
  };
}
