// @vitest-environment node
import { EventEmitter } from "node:events";
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { connect, createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { CONNECTION_HANDOVER, WORKER_ACCEPTING } from "./dispatchConnections";
import { takeConnectionsFromPrimary } from "./takeConnectionsFromPrimary";

// The worker's side of the hand-over, in one process: a "primary" accepts sockets paused, as
// dispatchConnections does, and passes them over a fake IPC channel to the HTTP server under test.

type Channel = EventEmitter & { sent: unknown[]; send(message: unknown): boolean };

function fakeChannel(): Channel {
  const channel = new EventEmitter() as Channel;
  channel.sent = [];
  channel.send = (message) => {
    channel.sent.push(message);
    return true;
  };
  return channel;
}

let primary: Server | undefined;
let http: HttpServer | undefined;
const clients: Socket[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  http?.closeAllConnections();
  await new Promise<void>((resolve) => (primary ? primary.close(() => resolve()) : resolve()));
  primary = undefined;
  http = undefined;
});

/** A listening "primary" whose accepted sockets are handed to `channel`; resolves with its port. */
async function startPrimary(channel: Channel): Promise<number> {
  primary = createServer({ pauseOnConnect: true }, (socket) =>
    channel.emit("message", { type: CONNECTION_HANDOVER }, socket),
  );
  await new Promise<void>((resolve) => primary?.listen(0, "127.0.0.1", () => resolve()));
  const address = primary.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** Opens a raw connection, writes `text`, resolves with everything received until the server closes it. */
function exchange(port: number, text: string): { socket: Socket; received: Promise<string> } {
  const socket = connect(port, "127.0.0.1");
  clients.push(socket);
  socket.write(text);
  let data = "";
  socket.on("data", (chunk: Buffer) => {
    data += chunk.toString();
  });
  const received = new Promise<string>((resolve) => socket.on("close", () => resolve(data)));
  return { socket, received };
}

describe("takeConnectionsFromPrimary", () => {
  it("tells the primary it is ready and answers on the connections handed over", async () => {
    const channel = fakeChannel();
    http = createHttpServer((req, res) => res.end(`hello ${req.socket.remoteAddress}`));
    takeConnectionsFromPrimary(http, channel);
    expect(channel.sent).toEqual([{ type: WORKER_ACCEPTING }]);
    const port = await startPrimary(channel);
    const { received } = exchange(port, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    const answer = await received;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    // The client's own address, as on an accepted socket (render budgets and logs are per client).
    expect(answer.endsWith("hello 127.0.0.1")).toBe(true);
  });

  it("holds a handed-over connection to the server's headers timeout (a client that never finishes its headers is dropped)", async () => {
    const channel = fakeChannel();
    http = createHttpServer({ connectionsCheckingInterval: 50 }, (_req, res) => res.end("late"));
    http.headersTimeout = 300;
    http.requestTimeout = 300;
    takeConnectionsFromPrimary(http, channel);
    const port = await startPrimary(channel);
    const started = Date.now();
    const { received } = exchange(port, "GET / HTTP/1.1\r\nHost: x\r\n");
    const answer = await received;
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("closes: lets a request in progress finish, closes idle kept-alive connections, refuses new ones", async () => {
    const channel = fakeChannel();
    let finish: () => void = () => {};
    http = createHttpServer((req, res) => {
      if (req.url === "/slow") finish = () => res.end("slow done");
      else res.end("quick");
    });
    const connections = takeConnectionsFromPrimary(http, channel);
    const port = await startPrimary(channel);
    const idle = exchange(port, "GET /quick HTTP/1.1\r\nHost: x\r\n\r\n");
    const slow = exchange(port, "GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((resolve) => setTimeout(resolve, 100));
    let closed = false;
    const closing = connections.close().then(() => {
      closed = true;
    });
    expect(await idle.received).toContain("quick");
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(closed).toBe(false);
    finish();
    expect(await slow.received).toContain("slow done");
    await closing;
    expect(closed).toBe(true);
    // A connection handed over after close is not served.
    const late = exchange(port, "GET /quick HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await late.received).toBe("");
  });
});
