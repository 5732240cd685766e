// @vitest-environment node
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "./img";

// A stand-in for the API's resizer on a local port: answers WebP only when the request's Accept takes it,
// as the API does for the merchant's own pictures.
let api: Server;
beforeAll(async () => {
  api = createServer((req, res) => {
    const webp = (req.headers.accept ?? "").includes("image/webp");
    res.writeHead(200, {
      "content-type": webp ? "image/webp" : "image/jpeg",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept",
    });
    res.end("bytes");
  });
  await new Promise<void>((done) => api.listen(0, "127.0.0.1", done));
  const address = api.address();
  process.env.API_URL = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise((done) => api.close(done)));

const load = (accept: string) =>
  loader({
    params: { "*": "150/150/fit/p/0123456789abcdef01234567.jpg" },
    request: new Request("http://shop/img/150/150/fit/p/0123456789abcdef01234567.jpg", {
      headers: { accept },
    }),
    context: {},
  } as unknown as Parameters<typeof loader>[0]);

describe("/img proxy", () => {
  it("passes the browser's Accept to the API, so a browser taking WebP gets WebP", async () => {
    const response = await load("image/avif,image/webp,*/*");
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("vary")).toBe("Accept");
  });

  it("gets the original format for a browser without WebP", async () => {
    const response = await load("image/png,image/*");
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
