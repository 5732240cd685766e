import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Json, type RunningServer, startServer } from "./startServer.js";

let api: RunningServer;
beforeAll(async () => {
  api = await startServer({ CORS_ORIGINS: "http://localhost:3000,http://127.0.0.1:3000" });
}, 60_000);
afterAll(() => api.stop());

const SEARCH = "/api/catalog/catalog/product/_search?request_format=search-query";

describe("JSON-only responses (S10, §1.2, §1.6)", () => {
  it("answers an unknown route with a JSON 404 envelope", async () => {
    const res = await api.get("/does/not/exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.body).toEqual({
      code: 404,
      result: { message: "Nie znaleziono.", errorMessage: "Nie znaleziono." },
    });
  });

  it("answers in English for Accept-Language: en", async () => {
    const res = await api.get("/does/not/exist", { "accept-language": "en-GB,en;q=0.8" });
    expect(res.body.result.message).toBe("Not found.");
  });

  it("answers a wrong method with 405 and an Allow header", async () => {
    const res = await api.request(SEARCH, { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(((await res.json()) as Json).code).toBe(405);
  });

  it("sets nosniff, a request id and no-store on errors", async () => {
    const res = await api.get("/nope");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("echoes a well-formed X-Request-Id and replaces a malformed one", async () => {
    expect((await api.get("/nope", { "x-request-id": "abc-123" })).headers.get("x-request-id")).toBe(
      "abc-123",
    );
    expect((await api.get("/nope", { "x-request-id": "bad id<>" })).headers.get("x-request-id")).not.toBe(
      "bad id<>",
    );
  });

  it("caches public GETs with an ETag and answers 304 to If-None-Match", async () => {
    const first = await api.get(`${SEARCH}&size=1&request=%7B%7D`);
    expect(first.headers.get("cache-control")).toBe("public, max-age=60");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    const again = await api.request(`${SEARCH}&size=1&request=%7B%7D`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });
});

describe("bodies (S1, S17)", () => {
  it("answers unparsable JSON with 400 invalid_json", async () => {
    const res = await api.request(SEARCH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    const body = (await res.json()) as Json;
    expect(res.status).toBe(400);
    expect(body.result.issues).toEqual([{ path: "", code: "invalid_json", message: "Nieprawidłowy JSON." }]);
  });

  it("answers a non-JSON content type with 415", async () => {
    const res = await api.request(SEARCH, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "{}",
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as Json).code).toBe(415);
  });

  it("answers a body over 64 KB with 413", async () => {
    const big = JSON.stringify({ _searchText: "x".repeat(70_000) });
    const res = await api.request(SEARCH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as Json).code).toBe(413);
  });

  it("rejects JSON nested deeper than 32 levels", async () => {
    const deep = `${"[".repeat(40)}${"]".repeat(40)}`;
    const res = await api.request(SEARCH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: deep,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).result.issues[0].code).toBe("invalid_json");
  });

  it("NFC-normalises strings, so a decomposed ż still finds żółta", async () => {
    const decomposed = "z\u0307o\u0301\u0142ta".normalize("NFD");
    const res = await api.post(`${SEARCH}&size=1&_source_include=name`, { _searchText: decomposed });
    expect(res.status).toBe(200);
    expect(res.body.hits.total).toBeGreaterThan(0);
  });

  it("rejects a storeCode other than pl with 400", async () => {
    const res = await api.get(`${SEARCH}&storeCode=de&request=%7B%7D`);
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0]).toMatchObject({ path: "query.storeCode", code: "invalid_enum" });
    expect((await api.get(`${SEARCH}&storeCode=pl&request=%7B%7D`)).status).toBe(200);
  });
});

describe("CORS (S11)", () => {
  it("answers a preflight from an allowed origin with 204 and the fixed lists", async () => {
    const res = await api.request(SEARCH, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:3000", "access-control-request-method": "POST" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(res.headers.get("access-control-allow-methods")).toBe("GET, POST, DELETE, OPTIONS");
    expect(res.headers.get("access-control-allow-headers")).toBe(
      "Authorization, Content-Type, Idempotency-Key, Accept-Language, X-Request-Id",
    );
    expect(res.headers.get("access-control-max-age")).toBe("600");
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("gives a disallowed origin no CORS headers, and never a wildcard", async () => {
    for (const origin of ["http://evil.example", "http://localhost:3001", "https://localhost:3000"]) {
      const res = await api.request(SEARCH, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST" },
      });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      const get = await api.get(`${SEARCH}&request=%7B%7D&size=1`, { origin });
      expect(get.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("allows a request without Origin (server-side rendering)", async () => {
    expect((await api.get(`${SEARCH}&request=%7B%7D&size=1`)).status).toBe(200);
  });

  it("sets the allowed origin on simple requests", async () => {
    const res = await api.get(`${SEARCH}&request=%7B%7D&size=1`, { origin: "http://127.0.0.1:3000" });
    expect(res.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:3000");
    expect(res.headers.get("vary")).toContain("Origin");
  });
});
