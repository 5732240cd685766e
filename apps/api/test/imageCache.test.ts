import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { createServer } from "../src/server.js";
import { freshDatabaseEnv } from "./testDatabase.js";

// Issue 17: a generated image cost ≈ 40 ms of CPU in the event loop, every time. Now it is rendered once,
// in a worker thread, and kept under <DATA_DIR>/media-cache; a later request (even after a restart) is a
// file read, and other requests are answered while images render.
const dir = mkdtempSync(join(tmpdir(), "outlet-api-images-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let databaseEnv: Record<string, string> = {};
beforeAll(async () => {
  databaseEnv = await freshDatabaseEnv();
});

async function start(): Promise<{ app: FastifyInstance; origin: string }> {
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: "silent",
    CATALOGUE_SIZE: "600",
    RATE_LIMITS: "off",
    ...databaseEnv,
  });
  const app = await createServer({ config });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return { app, origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}

/** `count` distinct product pictures of the demo catalogue (only what the catalogue has is drawn, issue 31). */
async function productImages(origin: string, count: number): Promise<string[]> {
  const res = await fetch(
    `${origin}/api/catalog/catalog/product/_search?request_format=search-query&size=200`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({}),
    },
  );
  const body = (await res.json()) as { hits: { hits: { _source: { image?: string } }[] } };
  const images = [...new Set(body.hits.hits.map((h) => String(h._source.image ?? "").replace(/^\//, "")))];
  const usable = images.filter((image) => /^[a-z]+\/[a-z-]+\/[a-z]{3}-\d+(-\d)?\.png$/.test(image));
  if (usable.length < count) throw new Error(`only ${usable.length} product pictures`);
  return usable.slice(0, count);
}

const cacheFiles = () => readdirSync(join(dir, "media-cache")).filter((f) => f.endsWith(".png"));

describe("generated images (issue 17)", () => {
  it("renders an image once and serves it from the disk cache afterwards, across a restart", async () => {
    const first = await start();
    const path = "/img/600/828/resize/banners/head-pl.jpg";
    const rendered = await fetch(`${first.origin}${path}`);
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await rendered.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    expect(cacheFiles()).toHaveLength(1);
    await first.app.close();
    // mark the cached file: if the next server renders again, the marker is gone
    const marked = Buffer.concat([bytes, Buffer.from("cached-on-disk")]);
    writeFileSync(join(dir, "media-cache", cacheFiles()[0] as string), marked);
    const second = await start();
    try {
      const again = Buffer.from(await (await fetch(`${second.origin}${path}`)).arrayBuffer());
      expect(again.equals(marked)).toBe(true);
      expect(cacheFiles()).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  }, 60_000);

  it("answers other requests while images render (rendering is not in the event loop)", async () => {
    const server = await start();
    try {
      const order: string[] = [];
      const pictures = await productImages(server.origin, 24);
      const images = pictures.map((picture) =>
        fetch(`${server.origin}/img/600/828/fit/${picture}`).then(async (res) => {
          await res.arrayBuffer();
          order.push(`image ${res.status}`);
        }),
      );
      const countries = fetch(`${server.origin}/api/ext/countries`).then(async (res) => {
        await res.arrayBuffer();
        order.push(`countries ${res.status}`);
      });
      await Promise.all([...images, countries]);
      expect(order.filter((o) => o === "image 200")).toHaveLength(24);
      // 24 renders take the worker several hundred milliseconds; the countries list does not wait for them
      expect(order.indexOf("countries 200")).toBeLessThan(order.length - 1);
      expect(order.at(-1)).toBe("image 200");
    } finally {
      await server.app.close();
    }
  }, 60_000);

  it("refuses renders beyond the queue with 503 and Retry-After, never an error of its own", async () => {
    const server = await start();
    try {
      const paths = (await productImages(server.origin, 114))
        .slice(24)
        .map((picture) => `/img/600/828/resize/${picture}`);
      const answers = await Promise.all(paths.map((path) => fetch(`${server.origin}${path}`)));
      const refused: string[] = [];
      for (const [i, res] of answers.entries()) {
        if (res.status === 503) {
          expect(res.headers.get("retry-after")).toBe("1");
          expect(((await res.json()) as { code: number }).code).toBe(503);
          refused.push(paths[i] as string);
        } else {
          expect(res.status).toBe(200);
          await res.arrayBuffer();
        }
      }
      // a refused image is served on retry
      for (const path of refused) expect((await fetch(`${server.origin}${path}`)).status).toBe(200);
    } finally {
      await server.app.close();
    }
  }, 60_000);
});
