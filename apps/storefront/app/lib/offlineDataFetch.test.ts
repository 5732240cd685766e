import { describe, expect, it } from "vitest";
import { installOfflineDataFetch, routeDataCollection } from "./offlineDataFetch";

const CATEGORY = "http://127.0.0.1:13000/c/sukienki.data?_routes=routes%2Fcategory";
const BODY = '[{"_1":2},"routes/category",{"_3":4},"data",{"name":"Sukienki"}]';

function setup(options: {
  answer: () => Promise<Response>;
  online?: boolean;
  at?: { pathname: string; search: string };
}) {
  const rows = new Map<string, Map<string, unknown>>();
  const collection = (name: string) => {
    const entries = rows.get(name) ?? new Map<string, unknown>();
    rows.set(name, entries);
    return {
      getItem: async (key: string) => entries.get(key) ?? null,
      setItem: async (key: string, value: unknown) => {
        entries.set(key, structuredClone(value));
        return value;
      },
    };
  };
  const notes: { type: string; message: string; action1: { label: string } }[] = [];
  const state = { online: options.online ?? true };
  const target = { fetch: (async () => options.answer()) as typeof fetch };
  installOfflineDataFetch({
    target,
    online: () => state.online,
    notify: (n) => notes.push(n),
    location: () => options.at ?? { pathname: "/", search: "" },
    collection,
    now: () => 1_763_719_200_000,
  });
  return { fetch: target.fetch, rows, notes, state };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ok = () =>
  Promise.resolve(
    new Response(BODY, {
      status: 200,
      headers: { "Content-Type": "text/x-script", "X-Remix-Response": "yes" },
    }),
  );
const offline = () => Promise.reject(new TypeError("Failed to fetch"));

describe("routeDataCollection", () => {
  it("keeps catalogue routes in their §14 collections and never a shopper page", () => {
    expect(routeDataCollection("routes/product")).toBe("products");
    expect(routeDataCollection("routes/category")).toBe("categories");
    expect(routeDataCollection("routes/search")).toBe("elasticCache");
    expect(routeDataCollection("routes/dispatcher")).toBe("url");
    expect(routeDataCollection("routes/cms-page")).toBe("cms");
    expect(routeDataCollection("root")).toBe("attributes");
    expect(routeDataCollection("routes/checkout")).toBeNull();
    expect(routeDataCollection("routes/account._index")).toBeNull();
  });
});

describe("installOfflineDataFetch", () => {
  it("copies a category's data into `categories` and answers with it when the network fails offline", async () => {
    let answer = ok;
    const shop = setup({ answer: () => answer() });
    await (await shop.fetch(CATEGORY)).text();
    await settle();
    expect(shop.rows.get("categories")?.get("/c/sukienki.data?_routes=routes%2Fcategory")).toEqual({
      body: BODY,
      contentType: "text/x-script",
      savedAt: 1_763_719_200_000,
    });

    answer = offline;
    shop.state.online = false;
    const replay = await shop.fetch(CATEGORY);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("X-Remix-Response")).toBe("yes");
    expect(await replay.text()).toBe(BODY);
    expect(shop.notes).toEqual([]);
  });

  it("does not keep a shopper page's data", async () => {
    const shop = setup({ answer: ok });
    await shop.fetch(
      "http://127.0.0.1:13000/account.data?_routes=routes%2Faccount%2Croutes%2Faccount._index",
    );
    await settle();
    expect([...shop.rows.values()].every((entries) => entries.size === 0)).toBe(true);
  });

  it("offline without a copy: says the page is not available offline and redirects home", async () => {
    const shop = setup({ answer: offline, online: false });
    const response = await shop.fetch(
      "http://127.0.0.1:13000/p/SZA-2892/zolta-chusta.data?_routes=routes%2Fproduct",
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("X-Remix-Redirect")).toBe("/");
    expect(shop.notes).toEqual([
      {
        type: "error",
        message: "The product, category or CMS page is not available in Offline mode. Redirecting to Home",
        action1: { label: "OK" },
      },
    ]);
  });

  it("online, a server error on another page shows its Polish message with OK and keeps the current page", async () => {
    const shop = setup({
      answer: () => Promise.resolve(new Response("Unexpected Server Error", { status: 500 })),
      at: { pathname: "/c/koszule", search: "?sort=price" },
    });
    const response = await shop.fetch(CATEGORY);
    expect(response.status).toBe(204);
    expect(response.headers.get("X-Remix-Redirect")).toBe("/c/koszule?sort=price");
    expect(response.headers.get("X-Remix-Replace")).toBe("true");
    expect(shop.notes).toEqual([
      {
        type: "error",
        message: "Nie udało się wczytać strony (błąd serwera 500). Spróbuj ponownie za chwilę.",
        action1: { label: "OK" },
      },
    ]);
    expect(shop.rows.get("categories")?.size ?? 0).toBe(0);
  });

  it("online, a network failure says so and keeps the current page", async () => {
    const shop = setup({ answer: offline, at: { pathname: "/", search: "" } });
    const response = await shop.fetch(CATEGORY);
    expect(response.headers.get("X-Remix-Redirect")).toBe("/");
    expect(shop.notes.map((n) => n.message)).toEqual([
      "Nie udało się połączyć ze sklepem. Sprawdź połączenie z internetem i spróbuj ponownie.",
    ]);
  });

  it("leaves a failure of the current page's own data to the error boundary (no redirect loop)", async () => {
    const shop = setup({
      answer: () => Promise.resolve(new Response("Unexpected Server Error", { status: 502 })),
      at: { pathname: "/c/sukienki", search: "" },
    });
    const response = await shop.fetch(CATEGORY);
    expect(response.status).toBe(502);
    expect(shop.notes).toEqual([]);
  });

  it("passes aborted navigations and other requests through", async () => {
    const aborted = setup({ answer: () => Promise.reject(new DOMException("stop", "AbortError")) });
    await expect(aborted.fetch(CATEGORY)).rejects.toThrow("stop");
    const api = setup({ answer: () => Promise.resolve(new Response("x", { status: 503 })) });
    expect((await api.fetch("http://127.0.0.1:18080/api/cart/pull")).status).toBe(503);
    expect(api.notes).toEqual([]);
  });
});
