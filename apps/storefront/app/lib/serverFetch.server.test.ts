// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverFetch } from "./serverFetch.server";

// The server's fetch against a real HTTP server on an ephemeral port.
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => routes.get(req.url ?? "")?.(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("serverFetch", () => {
  it("sends the method, the headers and the JSON body, and answers status, headers and body", async () => {
    routes.set("/echo", (req, body, res) => {
      res.writeHead(201, {
        "Content-Type": "application/json",
        "X-Seen-Length": req.headers["content-length"],
      });
      res.end(JSON.stringify({ method: req.method, forwarded: req.headers["x-forwarded-for"], body }));
    });
    const response = await serverFetch(`${origin}/echo`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.7" },
      body: JSON.stringify({ q: "sukienka żółta" }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json");
    // The length in bytes (ż, ó and ł take two each), not in characters (22).
    expect(response.headers.get("x-seen-length")).toBe("25");
    expect(await response.json()).toEqual({
      method: "POST",
      forwarded: "203.0.113.7",
      body: '{"q":"sukienka żółta"}',
    });
  });

  it("sends a Request as ky hands it over: its method, headers, body and signal", async () => {
    const controller = new AbortController();
    const request = new Request(`${origin}/echo`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.4" },
      body: JSON.stringify({ q: "zolta" }),
      signal: controller.signal,
    });
    const response = await serverFetch(request);
    expect(response.status).toBe(201);
    expect(response.headers.get("x-seen-length")).toBe("13");
    expect(await response.json()).toEqual({
      method: "POST",
      forwarded: "198.51.100.4",
      body: '{"q":"zolta"}',
    });
    routes.set("/held", () => undefined);
    const held = new AbortController();
    const pending = serverFetch(new Request(`${origin}/held`, { signal: held.signal }));
    held.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });

  it("answers an error status as it is, and a 204 without a body", async () => {
    routes.set("/missing", (_req, _body, res) => {
      res.writeHead(404, { "Content-Type": "text/html" });
      res.end("<h1>Not Found</h1>");
    });
    routes.set("/empty", (_req, _body, res) => {
      res.writeHead(204);
      res.end();
    });
    const missing = await serverFetch(`${origin}/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("<h1>Not Found</h1>");
    const empty = await serverFetch(`${origin}/empty`, { method: "DELETE" });
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it("follows no redirect", async () => {
    routes.set("/moved", (_req, _body, res) => {
      res.writeHead(302, { Location: "/echo" });
      res.end();
    });
    const response = await serverFetch(`${origin}/moved`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/echo");
  });

  it("rejects when the signal aborts a request the server holds", async () => {
    routes.set("/hold", () => undefined);
    const controller = new AbortController();
    const pending = serverFetch(`${origin}/hold`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });

  it("rejects an answer cut off before its announced length", async () => {
    routes.set("/truncated", (_req, _body, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "100" });
      res.write('{"code":200,"res');
      res.socket?.destroy();
    });
    await expect(serverFetch(`${origin}/truncated`)).rejects.toThrow();
  });

  it("keeps the connection for the next call", async () => {
    const ports = new Set<number | undefined>();
    routes.set("/port", (req, _body, res) => {
      ports.add(req.socket.remotePort);
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end("{}");
    });
    for (let i = 0; i < 3; i++) await (await serverFetch(`${origin}/port`)).text();
    expect(ports.size).toBe(1);
  });
});
