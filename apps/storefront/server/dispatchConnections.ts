import type { Worker } from "node:cluster";
import { createServer, type Server, type Socket } from "node:net";

/** The message a worker sends once it takes connections. */
export const WORKER_ACCEPTING = "outlet:accepting";
/** The message a connection is handed over with. */
export const CONNECTION_HANDOVER = "outlet:connection";
/** The worker's answer once it holds a handed-over connection (the next one may follow). */
export const CONNECTION_TAKEN = "outlet:connection-taken";

/** Connections accepted before any worker is ready wait in this queue; past it they are refused. */
const MAX_WAITING = 1024;

/** The primary's listening socket, handing every new connection to the next ready worker in turn. */
export interface ConnectionDispatcher {
  /** The port listened on (the configured one, or the ephemeral one chosen for `0`). */
  readonly port: number;
  /** `worker` takes connections from now on (called when it says it is ready). */
  add(worker: Worker): void;
  /**
   * `worker` takes no more connections (it stops or died): those still queued for it go to the others,
   * the one it had not yet confirmed is closed (it may have reached the worker, or died with it).
   */
  remove(worker: Worker): void;
  /** Stops accepting; connections already handed over stay with their workers. */
  close(): Promise<void>;
}

/** One worker's queue: the connections assigned to it, sent one at a time. */
interface Lane {
  readonly worker: Worker;
  readonly queue: Socket[];
  /** The connection sent and not yet confirmed by the worker, and since when. */
  sending: Socket | null;
  since: number;
  readonly onMessage: (message: { type?: string } | null) => void;
}

/**
 * Listens on `port`/`host` in the primary and hands each new connection to the ready workers strictly in
 * turn (`pauseOnConnect`: the primary never reads a byte; the worker gets the socket as it was accepted).
 *
 * Why not node:cluster's own round robin: it gives the next connection to whichever worker first
 * acknowledged the previous one, so a worker busy rendering when a burst of connections arrives gets few of
 * them and the idle one gets the rest. Kept-alive connections stay where they landed, and under load one
 * worker ended up answering about three times as many clients as the other: its every page waited that
 * much longer (README "Server throughput"). Taking turns splits a burst evenly.
 *
 * Each worker is sent one connection at a time and confirms it (`CONNECTION_TAKEN`) before the next: the
 * connections waiting for a worker stay here, so when it dies they go to another worker instead of being
 * lost with node's own send queue. A worker that has not confirmed a connection for `stuckAfterMs` (its
 * event loop is blocked) is passed over while another one is not.
 *
 * @example
 * const dispatcher = await dispatchConnections({ port: 3000, host: "0.0.0.0" });
 * worker.on("message", (m) => { if (m?.type === WORKER_ACCEPTING) dispatcher.add(worker); });
 */
export async function dispatchConnections(options: {
  readonly port: number;
  readonly host: string;
  /** @default 1000 */
  readonly stuckAfterMs?: number;
}): Promise<ConnectionDispatcher> {
  const stuckAfterMs = options.stuckAfterMs ?? 1_000;
  const lanes: Lane[] = [];
  const waiting: Socket[] = [];
  let turn = 0;

  const pump = (lane: Lane): void => {
    while (!lane.sending && lane.queue.length > 0) {
      const socket = lane.queue.shift() as Socket;
      if (socket.destroyed) continue;
      lane.sending = socket;
      lane.since = Date.now();
      // keepOpen: the primary's copy stays open until the worker confirms it holds its own, so a connection
      // lost with a dying worker is closed here (node would keep it, and the client would wait forever).
      lane.worker.send({ type: CONNECTION_HANDOVER }, socket, { keepOpen: true }, (error) => {
        if (!error || lane.sending !== socket) return;
        // The channel to the worker is gone (it is dying): this connection is closed, the ones waiting
        // for that worker go to the others.
        socket.destroy();
        lane.sending = null;
        remove(lane.worker);
      });
    }
  };
  const taken = (lane: Lane): void => {
    lane.sending?.destroy();
    lane.sending = null;
    pump(lane);
  };
  const handOver = (socket: Socket): void => {
    if (lanes.length === 0) {
      if (waiting.length >= MAX_WAITING) socket.destroy();
      else waiting.push(socket);
      return;
    }
    const now = Date.now();
    let chosen: Lane | undefined;
    for (let tried = 0; tried < lanes.length && !chosen; tried++) {
      turn = (turn + 1) % lanes.length;
      const lane = lanes[turn] as Lane;
      if (!lane.sending || now - lane.since < stuckAfterMs) chosen = lane;
    }
    // Every worker is stuck: keep taking turns, the connections wait in their queues.
    chosen ??= lanes[turn] as Lane;
    chosen.queue.push(socket);
    pump(chosen);
  };
  const remove = (worker: Worker): void => {
    const index = lanes.findIndex((lane) => lane.worker === worker);
    if (index < 0) return;
    const [lane] = lanes.splice(index, 1) as [Lane];
    worker.off("message", lane.onMessage);
    lane.sending?.destroy();
    lane.sending = null;
    for (const socket of lane.queue.splice(0)) if (!socket.destroyed) handOver(socket);
  };

  const server: Server = createServer({ pauseOnConnect: true }, (socket) => {
    // A client that resets before a worker has it must not crash the primary.
    socket.on("error", () => socket.destroy());
    handOver(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : options.port,
    add(worker) {
      if (lanes.some((lane) => lane.worker === worker)) return;
      const lane: Lane = {
        worker,
        queue: [],
        sending: null,
        since: 0,
        onMessage: (message) => {
          if (message?.type === CONNECTION_TAKEN) taken(lane);
        },
      };
      worker.on("message", lane.onMessage);
      lanes.push(lane);
      for (const socket of waiting.splice(0)) if (!socket.destroyed) handOver(socket);
    },
    remove,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of waiting.splice(0)) socket.destroy();
        for (const lane of lanes) for (const socket of lane.queue.splice(0)) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
