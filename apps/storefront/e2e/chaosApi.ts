import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** How the stand-in API in front of the real one behaves. */
export type ChaosMode = "pass" | "down" | "slow" | "garbage";

/** A proxy in front of the real API that can pass, stop listening, hold every request, or answer garbage. */
export interface ChaosApi {
  readonly origin: string;
  setMode(mode: ChaosMode): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the proxy on a free port in front of `target`. `down` closes the port (connection refused, like a
 * stopped API); `slow` holds every request unanswered until the mode changes (the storefront's own
 * timeout ends the wait); `garbage` answers 200 with a truncated JSON body.
 */
export async function startChaosApi(target: string): Promise<ChaosApi> {
  let mode: ChaosMode = "pass";
  const sockets = new Set<Socket>();
  const held = new Set<ServerResponse>();
  const upstream = new URL(target);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (mode === "slow") {
      held.add(res);
      res.on("close", () => held.delete(res));
      return;
    }
    if (mode === "garbage") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end('{"code":200,"result":{"hits":');
      return;
    }
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  };
  const server: Server = createServer(handle);
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const res of held) res.destroy();
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    origin: `http://127.0.0.1:${port}`,
    async setMode(next) {
      for (const res of held) res.destroy();
      if (next === "down") await stop();
      else if (!server.listening) await listen(port);
      mode = next;
    },
    close: stop,
  };
}
