import type { Server } from "node:http";
import { Socket } from "node:net";
import { CONNECTION_HANDOVER, CONNECTION_TAKEN, WORKER_ACCEPTING } from "./dispatchConnections";

/** A worker's side of the primary's connection hand-over. */
export interface HandedOverConnections {
  /**
   * Takes no new connections (one still handed over is closed at once), closes the open ones as soon as
   * they are idle, resolves once none is left.
   */
  close(): Promise<void>;
}

/** What a worker hears the primary on and answers it with: `process` in a cluster worker. */
export interface PrimaryChannel {
  on(event: "message", listener: (message: unknown, handle: unknown) => void): unknown;
  send?(message: unknown): unknown;
}

/** How often a closing worker looks for connections that finished their last response. */
const DRAIN_POLL_MS = 50;

/**
 * Serves on `server` the connections the primary hands over (`dispatchConnections`), confirming each, and
 * tells the primary this worker is ready. The server never listens itself.
 *
 * Node's HTTP server starts tracking its connections — the `headersTimeout` / `requestTimeout` checks
 * against slow clients, and `closeIdleConnections` — when it emits `listening`; a server that is given
 * its sockets instead of accepting them emits it here so handed-over connections are held to the same
 * timeouts (`takeConnectionsFromPrimary.test.ts` checks both).
 *
 * @example
 * const server = createServer(handler);
 * const connections = takeConnectionsFromPrimary(server);
 * process.on("SIGTERM", () => connections.close().then(() => process.exit(0)));
 */
export function takeConnectionsFromPrimary(
  server: Server,
  channel: PrimaryChannel = process,
): HandedOverConnections {
  const open = new Set<Socket>();
  let closing = false;
  server.emit("listening");
  const onMessage = (message: unknown, handle: unknown) => {
    if ((message as { type?: unknown } | null)?.type !== CONNECTION_HANDOVER) return;
    // The primary sends the next connection for this worker once it hears this one arrived.
    channel.send?.({ type: CONNECTION_TAKEN });
    if (!(handle instanceof Socket)) return;
    if (closing) {
      handle.destroy();
      return;
    }
    open.add(handle);
    handle.once("close", () => open.delete(handle));
    // What node:net sets on an accepted socket for an HTTP server (`noDelay` is its default).
    handle.setNoDelay(true);
    server.emit("connection", handle);
    // A socket accepted with `pauseOnConnect` in this same process arrives paused; one from the primary
    // arrives flowing and this is a no-op.
    handle.resume();
  };
  channel.on("message", onMessage);
  channel.send?.({ type: WORKER_ACCEPTING });
  return {
    async close() {
      closing = true;
      server.close();
      while (open.size > 0) {
        server.closeIdleConnections();
        if (open.size === 0) break;
        await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
      }
    },
  };
}
