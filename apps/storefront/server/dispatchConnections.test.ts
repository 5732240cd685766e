// @vitest-environment node
import type { Worker } from "node:cluster";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { CONNECTION_HANDOVER, type ConnectionDispatcher, dispatchConnections } from "./dispatchConnections";

// The primary's side with stand-in workers: each records the connections handed to it (the real hand-over
// to forked workers is covered by cluster.test.ts).

interface FakeWorker {
  readonly name: string;
  readonly received: Socket[];
  fail: boolean;
}

function fakeWorker(name: string): FakeWorker & Worker {
  const worker = {
    name,
    received: [] as Socket[],
    fail: false,
    send(message: { type: string }, socket: Socket, callback: (error: Error | null) => void) {
      expect(message).toEqual({ type: CONNECTION_HANDOVER });
      if (worker.fail) callback(new Error("channel closed"));
      else {
        // As after a real hand-over, the primary's copy of the socket is closed.
        worker.received.push(socket);
        socket.destroy();
        callback(null);
      }
      return true;
    },
  };
  return worker as unknown as FakeWorker & Worker;
}

let dispatcher: ConnectionDispatcher | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
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

describe("dispatchConnections", () => {
  it("hands new connections to the ready workers strictly in turn", async () => {
    dispatcher = await dispatchConnections({ port: 0, host: "127.0.0.1" });
    const a = fakeWorker("a");
    const b = fakeWorker("b");
    dispatcher.add(a);
    dispatcher.add(b);
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

  it("gives a connection to another worker when the chosen one is gone, and leaves that one out", async () => {
    dispatcher = await dispatchConnections({ port: 0, host: "127.0.0.1" });
    const a = fakeWorker("a");
    const b = fakeWorker("b");
    b.fail = true;
    dispatcher.add(a);
    dispatcher.add(b);
    await open(4);
    await until(() => a.received.length === 4);
    expect(a.received).toHaveLength(4);
    expect(b.received).toHaveLength(0);
  });

  it("takes no more connections to a removed worker, nor any after close", async () => {
    dispatcher = await dispatchConnections({ port: 0, host: "127.0.0.1" });
    const a = fakeWorker("a");
    const b = fakeWorker("b");
    dispatcher.add(a);
    dispatcher.add(b);
    dispatcher.remove(b);
    await open(3);
    await until(() => a.received.length === 3);
    expect([a.received.length, b.received.length]).toEqual([3, 0]);
    const port = dispatcher.port;
    await dispatcher.close();
    dispatcher = undefined;
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => resolve("connected"));
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");
  });
});
