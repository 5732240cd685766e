// @vitest-environment node
import type { Worker } from "node:cluster";
import { EventEmitter } from "node:events";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  CONNECTION_HANDOVER,
  CONNECTION_TAKEN,
  type ConnectionDispatcher,
  dispatchConnections,
} from "./dispatchConnections";

// The primary's side with stand-in workers: each records the connections handed to it (the real hand-over
// to forked workers is covered by cluster.test.ts).

interface FakeWorker {
  readonly name: string;
  /** Connections handed over and confirmed. */
  readonly received: Socket[];
  /** Connections sent but not confirmed (the worker is stuck). */
  readonly unconfirmed: Socket[];
  /** Connections whose send failed. */
  readonly failed: Socket[];
  /** The channel fails: every send calls back with an error. */
  fail: boolean;
  /** The worker's event loop is blocked: it confirms nothing. */
  stuck: boolean;
}

function fakeWorker(name: string): FakeWorker & Worker {
  const events = new EventEmitter();
  const worker = Object.assign(events, {
    name,
    received: [] as Socket[],
    unconfirmed: [] as Socket[],
    failed: [] as Socket[],
    fail: false,
    stuck: false,
    send(
      message: { type: string },
      socket: Socket,
      options: { keepOpen?: boolean },
      callback: (error: Error | null) => void,
    ) {
      expect(message).toEqual({ type: CONNECTION_HANDOVER });
      expect(options).toEqual({ keepOpen: true });
      if (worker.fail) {
        worker.failed.push(socket);
        setImmediate(() => callback(new Error("channel closed")));
        return true;
      }
      setImmediate(() => callback(null));
      if (worker.stuck) {
        worker.unconfirmed.push(socket);
        return true;
      }
      // The worker confirms; the primary then closes its own copy of the socket.
      worker.received.push(socket);
      setImmediate(() => events.emit("message", { type: CONNECTION_TAKEN }));
      return true;
    },
  });
  fakes.push(worker);
  return worker as unknown as FakeWorker & Worker;
}

const fakes: FakeWorker[] = [];
let dispatcher: ConnectionDispatcher | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const fake of fakes.splice(0)) for (const socket of fake.unconfirmed) socket.destroy();
  await dispatcher?.close();
  dispatcher = undefined;
});

async function open(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const socket = connect(dispatcher?.port ?? 0, "127.0.0.1");
    sockets.push(socket);
    await new Promise((resolve) => socket.once("connect", resolve));
  }
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** A dispatcher on an ephemeral port with two stand-in workers, `a` then `b`, both ready. */
async function twoWorkers(
  stuckAfterMs?: number,
): Promise<{ a: FakeWorker & Worker; b: FakeWorker & Worker }> {
  dispatcher = await dispatchConnections({
    port: 0,
    host: "127.0.0.1",
    ...(stuckAfterMs === undefined ? {} : { stuckAfterMs }),
  });
  const a = fakeWorker("a");
  const b = fakeWorker("b");
  dispatcher.add(a);
  dispatcher.add(b);
  return { a, b };
}

describe("dispatchConnections", () => {
  it("hands new connections to the ready workers strictly in turn", async () => {
    const { a, b } = await twoWorkers();
    await open(6);
    await until(() => a.received.length + b.received.length === 6);
    expect([a.received.length, b.received.length]).toEqual([3, 3]);
  });

  it("keeps connections that arrive before any worker is ready, and hands them over once one is", async () => {
    dispatcher = await dispatchConnections({ port: 0, host: "127.0.0.1" });
    await open(2);
    const a = fakeWorker("a");
    dispatcher.add(a);
    await until(() => a.received.length === 2);
    expect(a.received).toHaveLength(2);
  });

  it("closes the connection whose send fails and leaves that worker out; the next ones go to the others", async () => {
    const { a, b } = await twoWorkers();
    b.fail = true;
    await open(4);
    await until(() => a.received.length === 3);
    expect(a.received).toHaveLength(3);
    expect(b.received).toHaveLength(0);
    // The one sent to b is closed, so its client does not wait forever.
    expect(b.failed).toHaveLength(1);
    expect(b.failed[0]?.destroyed).toBe(true);
  });

  it("takes no more connections to a removed worker, nor any after close", async () => {
    const { a, b } = await twoWorkers();
    dispatcher?.remove(b);
    await open(3);
    await until(() => a.received.length === 3);
    expect([a.received.length, b.received.length]).toEqual([3, 0]);
    const port = dispatcher?.port ?? 0;
    await dispatcher?.close();
    dispatcher = undefined;
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => resolve("connected"));
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");
  });

  it("sends a worker one connection at a time; when it dies, those still waiting go to another worker and the unconfirmed one is closed", async () => {
    const { a, b } = await twoWorkers(60_000);
    a.stuck = true;
    await open(6);
    await until(() => b.received.length === 3);
    // a got one connection and waits to confirm it; its other two wait in the primary.
    expect(a.unconfirmed).toHaveLength(1);
    expect(b.received).toHaveLength(3);
    // Turns start with b: the second client's connection is the one a holds unconfirmed.
    const lostClient = sockets[1] as Socket;
    expect(lostClient.closed).toBe(false);
    const closed = new Promise((resolve) => lostClient.once("close", resolve));
    dispatcher?.remove(a);
    await until(() => b.received.length === 5);
    expect(b.received).toHaveLength(5);
    expect(a.unconfirmed[0]?.destroyed).toBe(true);
    // Confirmed connections are closed in the primary (the worker holds its own copy).
    expect(b.received.every((socket) => socket.destroyed)).toBe(true);
    // The client of the connection lost with the worker sees it closed instead of waiting forever.
    await closed;
  });

  it("passes over a worker that has not confirmed a connection for a while, while another one can take it", async () => {
    const { a, b } = await twoWorkers(50);
    a.stuck = true;
    await open(2);
    await until(() => a.unconfirmed.length + b.received.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await open(4);
    await until(() => b.received.length === 5);
    expect([a.unconfirmed.length, b.received.length]).toEqual([1, 5]);
  });
});
