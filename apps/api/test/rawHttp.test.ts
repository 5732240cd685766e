import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./startServer.js";

// S10: every error, even for a request Node cannot parse, is the {code, result} envelope with a message —
// never Fastify's or Node's own body. Raw bytes over a socket, since fetch refuses to send most of these.
let api: RunningServer;
let port = 0;
beforeAll(async () => {
  api = await startServer({ RATE_LIMITS: "off" });
  port = Number(new URL(api.origin).port);
}, 60_000);
afterAll(() => api.stop());

/** Sends raw bytes and reads until the server closes the connection. */
function rawRequest(bytes: string | Buffer): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), headers: head, body: rest.join("\r\n\r\n") });
    });
    socket.end(bytes);
  });
}

const post = (path: string, headers: string, body: string) =>
  `POST ${path} HTTP/1.1\r\nHost: api\r\nConnection: close\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const get = (target: string, headers = "Host: api\r\n") =>
  `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`;

const cases: [string, string | Buffer, number][] = [
  ["malformed JSON", post("/api/url/map", "Content-Type: application/json\r\n", "{abc}"), 400],
  ["a body that is not JSON", post("/api/url/map", "Content-Type: text/plain\r\n", "{}"), 415],
  ["a body without a content type", post("/api/url/map", "", "{}"), 415],
  [
    "invalid UTF-8 in JSON",
    Buffer.concat([
      Buffer.from(
        "POST /api/url/map HTTP/1.1\r\nHost: api\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 6\r\n\r\n",
      ),
      Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ]),
    400,
  ],
  [
    "JSON nested too deep",
    post("/api/url/map", "Content-Type: application/json\r\n", `${"[".repeat(100)}${"]".repeat(100)}`),
    400,
  ],
  [
    "an oversize body",
    post("/api/url/map", "Content-Type: application/json\r\n", `"${"a".repeat(70_000)}"`),
    413,
  ],
  [
    "an oversize declared length",
    "POST /api/url/map HTTP/1.1\r\nHost: api\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n{}",
    413,
  ],
  ["bad URL encoding in the query", get("/api/stock/check?sku=%ZZ"), 400],
  ["bad URL encoding in the path", get("/api/ext/size-tables/%E0%A4%A"), 400],
  [
    "a Content-Length that is not a number",
    "POST /api/url/map HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}",
    400,
  ],
  ["an unknown method token", "F@O /api/ext/countries HTTP/1.1\r\nHost: api\r\n\r\n", 400],
  ["a request line that is not HTTP", "HELLO\r\n\r\n", 400],
  [
    "a broken chunk",
    "POST /api/url/map HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
    400,
  ],
  ["a missing Host header", get("/api/ext/countries", ""), 400],
  ["a URL over the header limit", get(`/api/stock/check?sku=${"a".repeat(100_000)}`), 431],
  [
    "a header over the limit",
    get("/api/ext/countries", `Host: api\r\nX-Pad: ${"a".repeat(20_000)}\r\n`),
    431,
  ],
  ["a header with a bare CR", "GET /api/ext/countries HTTP/1.1\r\nHost: api\r\nX-A: a\rb\r\n\r\n", 400],
  ["an unknown route", get("/nie-ma-takiej-strony"), 404],
  [
    "a method a route does not take",
    "PUT /api/ext/countries HTTP/1.1\r\nHost: api\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
    405,
  ],
];

describe("broken raw HTTP requests get the error envelope (S10)", () => {
  it.each(cases)("%s", async (_name, bytes, status) => {
    const res = await rawRequest(bytes);
    expect(res.status, res.headers).toBe(status);
    expect(res.headers.toLowerCase()).toContain("content-type: application/json");
    const body = JSON.parse(res.body);
    expect(body.code).toBe(status);
    expect(typeof body.result.message).toBe("string");
    expect(body.result.message.length).toBeGreaterThan(5);
    expect(body).not.toHaveProperty("statusCode");
    expect(body).not.toHaveProperty("error");
  });
});
