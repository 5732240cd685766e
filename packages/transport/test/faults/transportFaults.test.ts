import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createClient,
  HttpError,
  isCartIdRequiredError,
  isHttpError,
  isNetworkError,
  isResponseFormatError,
  isTimeoutError,
  isTransportError,
  ResponseFormatError,
  type TransportConfig,
} from "../../src/index";
import {
  type FaultServer,
  recordingLogger,
  sendJson,
  sendRaw,
  startFaultServer,
} from "../support/startFaultServer";

let server: FaultServer;
beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const clientFor = (config: Partial<TransportConfig> = {}) => {
  const logger = recordingLogger();
  const client = createClient({ apiOrigin: server.origin, logger, getCartId: () => "aZ3", ...config });
  return { client, logger };
};

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the promise to reject");
};

describe("a 500 answer", () => {
  it("throws an HttpError with the one message grammar and the envelope's message", async () => {
    server.route("/api/cart/pull", (_req, res) =>
      sendJson(res, 500, {
        code: 500,
        result: { message: "Błąd serwera.", errorMessage: "Błąd serwera.", reference: "r-1" },
      }),
    );
    const error = await rejection(clientFor().client.cart.pull());
    expect(error).toBeInstanceOf(HttpError);
    expect(isHttpError(error) && error.status).toBe(500);
    expect((error as HttpError).message).toBe(
      "Request failed with status code 500: GET /api/cart/pull?cartId=aZ3",
    );
    expect((error as HttpError).apiError).toMatchObject({ code: 500, message: "Błąd serwera.", issues: [] });
  });

  it("reads LB's `code` 500 inside an HTTP 200 as a failure", async () => {
    server.route("/api/cart/totals", (_req, res) =>
      sendJson(res, 200, { code: 500, result: { errorMessage: "Quote not found", code: 500 } }),
    );
    const error = await rejection(clientFor().client.cart.totals());
    expect(isHttpError(error) && error.status).toBe(500);
    expect((error as HttpError).apiError.message).toBe("Quote not found");
  });

  it("carries a 400's issues", async () => {
    server.route("/api/cart/update", (_req, res) =>
      sendJson(res, 400, {
        code: 400,
        result: {
          message: "Popraw zaznaczone pola.",
          errorMessage: "Popraw zaznaczone pola.",
          issues: [
            { path: "cartItem.qty", code: "qty_unavailable", message: "Dostępne tylko 2 szt.", max_qty: 2 },
          ],
        },
      }),
    );
    const error = (await rejection(clientFor().client.cart.update({ sku: "SUK-0193", qty: 5 }))) as HttpError;
    expect(error.status).toBe(400);
    expect(error.apiError.issues).toEqual([
      { path: "cartItem.qty", code: "qty_unavailable", message: "Dostępne tylko 2 szt.", max_qty: 2 },
    ]);
  });
});

describe("a 429 answer", () => {
  it("carries the Retry-After seconds", async () => {
    server.route("/api/cart/apply-coupon", (_req, res) => {
      res.writeHead(429, { "content-type": "application/json", "retry-after": "120" });
      res.end(JSON.stringify({ code: 429, result: { message: "Za dużo prób.", retry_after: 120 } }));
    });
    const error = (await rejection(clientFor().client.cart.applyCoupon("LATO10"))) as HttpError;
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(120);
    expect(error.apiError.message).toBe("Za dużo prób.");
  });

  it("falls back to result.retry_after without the header", async () => {
    server.route("/api/user/login", (_req, res) =>
      sendJson(res, 429, { code: 429, result: { message: "Za dużo prób.", retry_after: 30 } }),
    );
    const error = (await rejection(
      clientFor().client.user.login({ username: "a@b.pl", password: "x" }),
    )) as HttpError;
    expect(error.retryAfterSeconds).toBe(30);
  });
});

describe("a 401 answer", () => {
  const unauthorised =
    (token: string) => (req: { headers: Record<string, unknown> }, res: Parameters<typeof sendJson>[0]) =>
      req.headers.authorization === `Bearer ${token}`
        ? sendJson(res, 200, { code: 200, result: { id: 1, email: "a@b.pl", firstname: "A", lastname: "B" } })
        : sendJson(res, 401, { code: 401, result: { message: "Zaloguj się ponownie." } });

  it("throws an HttpError 401 when no refresh is configured", async () => {
    server.route("/api/user/me", unauthorised("fresh"));
    const error = await rejection(clientFor({ getToken: () => "stale" }).client.user.me());
    expect(isHttpError(error) && error.status).toBe(401);
  });

  it("refreshes once and retries the call with the new token", async () => {
    server.route("/api/user/me", unauthorised("fresh"));
    let refreshes = 0;
    const { client } = clientFor({
      getToken: () => "stale",
      refreshAccessToken: async () => {
        refreshes += 1;
        return "fresh";
      },
    });
    const me = await client.user.me();
    expect(me.email).toBe("a@b.pl");
    expect(refreshes).toBe(1);
    expect(server.seen.map((r) => r.headers.authorization)).toEqual(["Bearer stale", "Bearer fresh"]);
  });

  it("shares one refresh between concurrent 401s", async () => {
    // the three stale calls get their 401s together (held until all three arrived), and the refresh lasts
    // longer than any pause of a loaded machine between them, so all three are waiting on the same refresh
    const held: (() => void)[] = [];
    const answer = unauthorised("fresh");
    server.route("/api/user/me", (req, res) => {
      if (req.headers.authorization !== "Bearer stale") return answer(req, res);
      held.push(() => answer(req, res));
      if (held.length === 3) for (const release of held) release();
    });
    let refreshes = 0;
    const { client } = clientFor({
      getToken: () => "stale",
      refreshAccessToken: async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 500));
        return "fresh";
      },
    });
    await Promise.all([client.user.me(), client.user.me(), client.user.me()]);
    expect(refreshes).toBe(1);
  });

  it("throws the original 401 when the refresh yields no token", async () => {
    server.route("/api/user/me", unauthorised("fresh"));
    const { client } = clientFor({ getToken: () => "stale", refreshAccessToken: async () => null });
    const error = await rejection(client.user.me());
    expect(isHttpError(error) && error.status).toBe(401);
    expect(server.seen).toHaveLength(1);
  });

  it("does not refresh a call that carried no token", async () => {
    server.route("/api/user/me", unauthorised("fresh"));
    let refreshes = 0;
    const { client } = clientFor({
      getToken: () => "null",
      refreshAccessToken: async () => {
        refreshes += 1;
        return "fresh";
      },
    });
    await rejection(client.user.me());
    expect(refreshes).toBe(0);
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
  });

  it("treats LB's hidden 401 (code 500, result.code 401) as a 401 and refreshes", async () => {
    server.route("/api/user/me", (req, res) =>
      req.headers.authorization === "Bearer fresh"
        ? sendJson(res, 200, { code: 200, result: { id: 1, email: "a@b.pl", firstname: "A", lastname: "B" } })
        : sendJson(res, 200, { code: 500, result: { code: 401, errorMessage: "Token expired" } }),
    );
    const { client } = clientFor({ getToken: () => "stale", refreshAccessToken: async () => "fresh" });
    await expect(client.user.me()).resolves.toMatchObject({ id: 1 });
  });
});

describe("an HTML page instead of JSON", () => {
  // Unrouted paths answer the fault server's HTML 404 page, as an LB deployment does for N paths.
  it("fails with the spec's bad content-type message, code 0, outside the transport family", async () => {
    const error = await rejection(clientFor().client.cart.pull());
    expect(error).toBeInstanceOf(ResponseFormatError);
    expect((error as ResponseFormatError).message).toBe("Error with response - bad content-type!");
    expect((error as ResponseFormatError).code).toBe(0);
    expect((error as ResponseFormatError).httpStatus).toBe(404);
    expect(isTransportError(error)).toBe(false);
  });

  it("fails a catalogue search (a search rejects)", async () => {
    const error = await rejection(clientFor().client.catalog.search({ entityType: "product" }));
    expect(isResponseFormatError(error) && error.reason).toBe("bad-content-type");
  });

  it("gives an empty country list, logged with the spec's message", async () => {
    const { client, logger } = clientFor();
    await expect(client.site.countries()).resolves.toEqual([]);
    expect(logger.messages).toEqual(["Error occurred while retrieving country list"]);
  });

  it("gives no size table, logged with the spec's message and the id", async () => {
    const { client, logger } = clientFor();
    await expect(client.site.sizeTable(3)).resolves.toBeNull();
    await expect(client.site.sizeTables()).resolves.toEqual([]);
    expect(logger.messages).toEqual([
      "Error occurred while retrieving sizetable #3",
      "Error occurred while retrieving sizetable list",
    ]);
  });

  it("gives empty FAQ, partners, layout and redirects", async () => {
    const { client } = clientFor();
    await expect(client.cms.faq()).resolves.toEqual({ groups: [] });
    await expect(client.cms.partners()).resolves.toEqual({ items: [] });
    await expect(client.cms.layout("home", "pl")).resolves.toEqual({
      name: "home",
      lang: "pl",
      mainBanners: [],
      smallBanners: [],
      productBanners: [],
      promotedCategories: [],
    });
    await expect(client.site.redirects()).resolves.toEqual([]);
    await expect(client.site.redirectLookup("/stara-kolekcja")).resolves.toBeNull();
  });

  it("keeps the wishlist local (null) and answers review check with can_review false", async () => {
    const { client } = clientFor({ getToken: () => "t" });
    await expect(client.wishlist.list()).resolves.toBeNull();
    await expect(client.wishlist.add(19)).resolves.toBeNull();
    await expect(client.reviews.check({ sku: "SUK-0193" })).resolves.toEqual({
      sku: "SUK-0193",
      can_review: false,
      reviewed: false,
    });
  });

  it("yields null from URL mapping, logged", async () => {
    const { client, logger } = clientFor();
    await expect(client.catalog.urlMap({ url: "/sukienki" })).resolves.toBeNull();
    expect(logger.messages).toEqual(["URL mapping failed for sukienki"]);
  });

  it("yields empty price-refresh items, logged", async () => {
    const { client, logger } = clientFor();
    await expect(client.stock.renderList({ skus: ["SUK-0193"] })).resolves.toEqual({ items: [] });
    expect(logger.messages).toEqual(["Price refresh failed for SUK-0193"]);
  });
});

describe("broken JSON", () => {
  it("fails with the spec's wrong-format message", async () => {
    server.route("/api/cart/totals", (_req, res) =>
      sendRaw(res, 200, "application/json", '{"code":200,"result":{'),
    );
    const error = await rejection(clientFor().client.cart.totals());
    expect(isResponseFormatError(error) && error.reason).toBe("wrong-format");
    expect((error as Error).message).toBe("Unhandled error, wrong response format!");
  });

  it("fails a falsy JSON body the same way", async () => {
    server.route("/api/cart/totals", (_req, res) => sendJson(res, 200, null));
    const error = await rejection(clientFor().client.cart.totals());
    expect((error as Error).message).toBe("Unhandled error, wrong response format!");
  });
});

describe("a body that fails its schema", () => {
  it("fails with the wrong-format error carrying the zod issues as cause", async () => {
    server.route("/api/cart/pull", (_req, res) => sendJson(res, 200, { code: 200, result: [{ sku: 42 }] }));
    const error = (await rejection(clientFor().client.cart.pull())) as ResponseFormatError;
    expect(error.reason).toBe("wrong-format");
    expect(error.cause).toBeDefined();
  });

  it("fails a search whose hits are not a list", async () => {
    server.route("/api/catalog/catalog/product/_search", (_req, res) =>
      sendJson(res, 200, { hits: { total: 1 } }),
    );
    const error = await rejection(clientFor().client.catalog.search({ entityType: "product" }));
    expect(isResponseFormatError(error) && error.reason).toBe("wrong-format");
  });
});

describe("a response slower than the timeout", () => {
  it("fails with a TimeoutError naming the timeout and the request", async () => {
    server.route("/api/cart/totals", (_req, res) => {
      setTimeout(() => sendJson(res, 200, { code: 200, result: {} }), 600);
    });
    const error = await rejection(clientFor({ timeoutMs: 150 }).client.cart.totals());
    expect(isTimeoutError(error)).toBe(true);
    expect((error as Error).message).toBe("Request timed out after 150 ms: GET /api/cart/totals?cartId=aZ3");
  });

  it("uses the 1 000 ms search timeout on the server", async () => {
    server.route("/api/catalog/catalog/product/_search", (_req, res) => {
      setTimeout(() => sendJson(res, 200, { hits: { total: 0, hits: [] } }), 3_000);
    });
    const { client } = clientFor({ environment: "server" });
    expect(client.transport.config.searchTimeoutMs).toBe(1_000);
    expect(client.transport.config.timeoutMs).toBe(5_000);
    const started = performance.now();
    const error = await rejection(client.catalog.search({ entityType: "product" }));
    expect(isTimeoutError(error) && error.timeoutMs).toBe(1_000);
    expect(performance.now() - started).toBeLessThan(2_900); // the server answers only after 3 s
  });

  it("falls back to empty stock info instead of failing", async () => {
    server.route("/api/stock/check", (_req, res) => {
      setTimeout(() => sendJson(res, 200, { code: 200, result: {} }), 600);
    });
    const { client, logger } = clientFor({ timeoutMs: 100 });
    await expect(client.stock.check("SUK-0193-M")).resolves.toBeNull();
    expect(logger.messages).toEqual(["Stock check failed for SUK-0193-M"]);
  });
});

describe("a refused connection", () => {
  it("fails with a NetworkError carrying the fetch failure as cause", async () => {
    const closed = await startFaultServer();
    await closed.close();
    const { client } = createClientFor(closed.origin);
    const error = await rejection(client.cart.totals());
    expect(isNetworkError(error)).toBe(true);
    expect((error as Error).message).toBe(
      "Request failed with a network error: GET /api/cart/totals?cartId=aZ3",
    );
    expect((error as Error).cause).toBeDefined();
  });
});

function createClientFor(origin: string) {
  return { client: createClient({ apiOrigin: origin, getCartId: () => "aZ3", logger: recordingLogger() }) };
}

describe("stock and price fallbacks", () => {
  it("splits a stock list into batches of 15 and drops a failing batch", async () => {
    server.route("/api/stock/list", (req, res) => {
      const skus = new URL(req.url, server.origin).searchParams.get("skus")?.split(",") ?? [];
      if (skus.includes("BAD"))
        return sendJson(res, 500, { code: 500, result: { errorMessage: "unknown sku" } });
      sendJson(res, 200, {
        code: 200,
        result: skus.map((sku, i) => ({ product_id: i + 1, sku, qty: "3", is_in_stock: "1" })),
      });
    });
    const skus = Array.from({ length: 31 }, (_, i) => `S-${i}`);
    skus[20] = "BAD";
    const { client, logger } = clientFor();
    const items = await client.stock.list(skus);
    expect(
      server.seen.map((r) => new URL(r.url, server.origin).searchParams.get("skus")?.split(",").length),
    ).toEqual([15, 15, 1]);
    expect(items.map((item) => item.sku)).toEqual([...skus.slice(0, 15), "S-30"]);
    expect(items[0]).toMatchObject({ qty: 3, is_in_stock: true });
    expect(logger.messages).toHaveLength(1);
  });

  it("maps a non-200 stock check to null (LB's 500 object)", async () => {
    server.route("/api/stock/check", (_req, res) =>
      sendJson(res, 500, { code: 500, result: { errorMessage: "x" } }),
    );
    await expect(clientFor().client.stock.check("NOPE")).resolves.toBeNull();
  });

  it("maps LB's URL-map error {code:500, result:{}} to null", async () => {
    server.route("/api/url/map", (_req, res) => sendJson(res, 200, { code: 500, result: {} }));
    await expect(clientFor().client.catalog.urlMap({ url: "x" })).resolves.toBeNull();
  });
});

describe("account answers on an LB deployment", () => {
  it("treats a 404 on reset password (unknown e-mail on LB) like a 200", async () => {
    server.route("/api/user/reset-password", (_req, res) =>
      sendJson(res, 404, { code: 404, result: "No such entity with email = x@y.pl" }),
    );
    await expect(clientFor().client.user.resetPassword("x@y.pl")).resolves.toBeUndefined();
  });

  it("still throws any other reset-password failure", async () => {
    server.route("/api/user/reset-password", (_req, res) =>
      sendJson(res, 500, { code: 500, result: "boom" }),
    );
    const error = await rejection(clientFor().client.user.resetPassword("x@y.pl"));
    expect(isHttpError(error) && error.status).toBe(500);
  });

  it("reads LB's login answer: the token as result and a never-changing refresh token in meta", async () => {
    server.route("/api/user/login", (_req, res) =>
      sendJson(res, 200, { code: 200, result: "lb-token", meta: { refreshToken: "lb-refresh" } }),
    );
    await expect(clientFor().client.user.login({ username: "a@b.pl", password: "x" })).resolves.toEqual({
      token: "lb-token",
      refreshToken: "lb-refresh",
      expiresIn: undefined,
      created: undefined,
    });
  });
});

describe("orders on an LB deployment", () => {
  it("treats a code 200 with a string result as a failure", async () => {
    server.route("/api/order", (_req, res) =>
      sendJson(res, 200, { code: 200, result: "Signature validation failed" }),
    );
    const error = (await rejection(
      clientFor().client.order.place(
        {
          products: [{ sku: "A", qty: 1 }],
          addressInformation: { billingAddress: { country_id: "PL" }, payment_method_code: "banktransfer" },
        },
        { idempotencyKey: "1700000000000-0f8fad5b-d9cb-469f-a165-70867728950e" },
      ),
    )) as HttpError;
    expect(error.status).toBe(200);
    expect(error.apiError.message).toBe("Signature validation failed");
  });

  it("accepts a number result as a queued job and sends the key, user_id and cart_id", async () => {
    server.route("/api/order", (_req, res) => sendJson(res, 200, { code: 200, result: 991 }));
    const key = "1700000000000-0f8fad5b-d9cb-469f-a165-70867728950e";
    const placed = await clientFor({ getToken: () => "tok" }).client.order.place(
      {
        cart_id: 77,
        products: [{ sku: "A", qty: 1 }],
        addressInformation: { billingAddress: { country_id: "PL" }, payment_method_code: "banktransfer" },
      },
      { idempotencyKey: key, userId: 154 },
    );
    expect(placed).toEqual({ kind: "job", jobId: 991 });
    const seen = server.seen[0];
    expect(seen?.headers["idempotency-key"]).toBe(key);
    expect(seen?.headers.authorization).toBe("Bearer tok");
    expect(JSON.parse(seen?.body ?? "{}")).toMatchObject({ order_id: key, user_id: "154", cart_id: "77" });
  });
});

describe("LB document forms", () => {
  it("reads hits.total.value and coerces '0'/'1' flags and numeric strings", async () => {
    server.route("/api/catalog/catalog/attribute/_search", (_req, res) =>
      sendJson(res, 200, {
        hits: {
          total: { value: 1, relation: "eq" },
          hits: [
            {
              _id: "93",
              _score: 1,
              _source: {
                attribute_id: "93",
                attribute_code: "color",
                is_user_defined: "1",
                is_visible: 0,
                is_filterable: "0",
                options: [{ value: 49, label: "Czarny" }],
              },
            },
          ],
        },
      }),
    );
    const [color] = await clientFor().client.catalog.attributes({ codes: ["color"] });
    expect(color).toMatchObject({
      attribute_id: 93,
      is_user_defined: true,
      is_visible: false,
      is_filterable: false,
      options: [{ value: "49", label: "Czarny" }],
    });
    const body = JSON.parse(server.seen[0]?.body ?? "{}");
    expect(body._appliedFilters).toEqual([
      { attribute: "attribute_code", value: { in: ["color"] }, scope: "default" },
    ]);
    expect(server.seen[0]?.url).toContain("size=150");
  });

  it("de-duplicates LB's repeated price-range bucket", async () => {
    server.route("/api/catalog/catalog/product/_search", (_req, res) =>
      sendJson(res, 200, {
        hits: { total: { value: 3 }, hits: [] },
        aggregations: {
          agg_range_price: {
            buckets: [
              { key: "0.0-50.0", from: 0, to: 50, doc_count: 3 },
              { key: "50.0-100.0", from: 50, to: 100, doc_count: 0 },
              { key: "0-50", from: 0, to: 50, doc_count: 3 },
            ],
          },
          agg_terms_color: {
            buckets: [
              { key: 49, doc_count: 3 },
              { key: 49, doc_count: 3 },
            ],
          },
        },
      }),
    );
    const result = await clientFor().client.catalog.search({ entityType: "product" });
    expect(result.total).toBe(3);
    expect(result.aggregations.agg_range_price?.buckets.map((bucket) => bucket.key)).toEqual([
      "0.0-50.0",
      "50.0-100.0",
    ]);
    expect(result.aggregations.agg_terms_color?.buckets).toHaveLength(2);
  });

  it("parses totals whose item options are a JSON string and whose coupon key is absent", async () => {
    server.route("/api/cart/totals", (_req, res) =>
      sendJson(res, 200, {
        code: "200",
        result: {
          grand_total: "248.97",
          items: [{ item_id: 1, qty: 2, options: '[{"label":"Rozmiar","value":"M"}]' }],
          total_segments: [{ code: "grand_total", title: "Do zapłaty", value: 248.97 }],
        },
      }),
    );
    const totals = await clientFor().client.cart.totals();
    expect(totals.grand_total).toBe(248.97);
    expect(totals.coupon_code).toBeUndefined();
    expect(totals.items[0]?.options).toEqual([{ label: "Rozmiar", value: "M" }]);
  });

  it("keeps a numeric customer cart id verbatim and puts it into URLs as a string", async () => {
    server.route("/api/cart/create", (_req, res) => sendJson(res, 200, { code: 200, result: 1042 }));
    server.route("/api/cart/pull", (_req, res) => sendJson(res, 200, { code: 200, result: [] }));
    const { client } = clientFor({ getCartId: () => 1042, getToken: () => "tok" });
    await expect(client.cart.create()).resolves.toBe(1042);
    await client.cart.pull();
    expect(server.seen[1]?.url).toBe("/api/cart/pull?cartId=1042");
  });
});

describe("requests as sent", () => {
  it("fails a cart call locally without a cart id, with the spec's message", async () => {
    const { client } = clientFor({ getCartId: () => null });
    const error = await rejection(client.cart.pull());
    expect((error as Error).message).toBe(
      "Error executing sync task /api/cart/pull?token={{token}}&cartId={{cartId}} the required cartId argument is null. Re-creating shopping cart synchro.",
    );
    expect(server.seen).toHaveLength(0);
  });

  it("sends the token as a bearer header and removes token= in header mode", async () => {
    server.route("/api/cart/pull", (_req, res) => sendJson(res, 200, { code: 200, result: [] }));
    await clientFor({ getToken: () => "t0k" }).client.cart.pull();
    expect(server.seen[0]?.url).toBe("/api/cart/pull?cartId=aZ3");
    expect(server.seen[0]?.headers.authorization).toBe("Bearer t0k");
    expect(server.seen[0]?.headers.accept).toBe("application/json");
  });

  it("sends the token as a query parameter in query mode, with no header", async () => {
    server.route("/api/cart/pull", (_req, res) => sendJson(res, 200, { code: 200, result: [] }));
    await clientFor({ getToken: () => "t0k", tokenPlacement: "query" }).client.cart.pull();
    expect(server.seen[0]?.url).toBe("/api/cart/pull?token=t0k&cartId=aZ3");
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
  });

  it("URL-encodes the coupon and appends the store code", async () => {
    server.route("/api/cart/apply-coupon", (_req, res) => sendJson(res, 200, { code: 200, result: false }));
    await expect(clientFor({ storeCode: "pl" }).client.cart.applyCoupon("LATO 10/&x")).resolves.toBe(true);
    expect(server.seen[0]?.url).toBe(
      "/api/cart/apply-coupon?cartId=aZ3&coupon=LATO%2010%2F%26x&storeCode=pl",
    );
  });

  it("replaces a templated storeCode with the configured one", async () => {
    server.route("/api/stock/list", (_req, res) => sendJson(res, 200, { code: 200, result: [] }));
    await clientFor({
      storeCode: "de",
      endpoints: { stockList: "/api/stock/list?storeCode=it" },
    }).client.stock.list(["A"]);
    expect(server.seen[0]?.url).toBe("/api/stock/list?skus=A&storeCode=de");
  });

  it("aborts a search through the caller's signal", async () => {
    server.route("/api/catalog/catalog/product/_search", (_req, res) => {
      setTimeout(() => sendJson(res, 200, { hits: { total: 0, hits: [] } }), 500);
    });
    const controller = new AbortController();
    const pending = clientFor().client.catalog.search({ entityType: "product", signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(isNetworkError(await rejection(pending))).toBe(true);
  });

  it("adds the default product filters unless the query filters on them, and normalises size and start", async () => {
    server.route("/api/catalog/catalog/product/_search", (_req, res) =>
      sendJson(res, 200, { hits: { total: 0, hits: [] } }),
    );
    const { client } = clientFor();
    const result = await client.catalog.search({
      entityType: "product",
      query: { _appliedFilters: [{ attribute: "visibility", value: { in: [1, 2, 3, 4] } }] },
      size: -3,
      start: 2.7,
    });
    expect(result).toMatchObject({
      perPage: 50,
      start: 2,
      total: 0,
      items: [],
      aggregations: {},
      attributeMetadata: [],
    });
    expect(server.seen[0]?.url).toBe(
      "/api/catalog/catalog/product/_search?from=2&request_format=search-query&size=50",
    );
    expect(JSON.parse(server.seen[0]?.body ?? "{}")._appliedFilters).toEqual([
      { attribute: "status", value: { in: [0, 1] }, scope: "default" },
      { attribute: "visibility", value: { in: [1, 2, 3, 4] } },
    ]);
  });

  it("never puts the token into an error message", async () => {
    server.route("/api/user/me", (_req, res) => sendJson(res, 500, { code: 500, result: "x" }));
    const error = await rejection(
      clientFor({ getToken: () => "secret", tokenPlacement: "query" }).client.user.me(),
    );
    expect((error as Error).message).toBe("Request failed with status code 500: GET /api/user/me");
  });

  it("retries cart create as a guest without any token", async () => {
    server.route("/api/cart/create", (_req, res) =>
      sendJson(res, 200, { code: 200, result: "g".repeat(32) }),
    );
    await clientFor({ getToken: () => "t0k" }).client.cart.create({ guest: true });
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
  });

  it("strips the leading slash and the store code from a mapped URL", async () => {
    server.route("/api/url/map", (_req, res) => sendJson(res, 200, null));
    await expect(
      clientFor({ storeCode: "de" }).client.catalog.urlMap({ url: "/de/sukienki/lniana" }),
    ).resolves.toBeNull();
    expect(JSON.parse(server.seen[0]?.body ?? "{}")).toMatchObject({
      url: "sukienki/lniana",
      excludeFields: [],
    });
  });
});

describe("executeTask (the queue's call of a named endpoint)", () => {
  it("resolves a non-200 envelope with its code instead of throwing", async () => {
    server.route("/api/stock/check", (_req, res) =>
      sendJson(res, 404, { code: 404, result: { message: "Nie znaleziono." } }),
    );
    const answer = await clientFor().client.transport.executeTask({
      endpoint: "stockCheck",
      query: { sku: "X" },
    });
    expect(answer).toMatchObject({ code: 404, resultCode: 404, result: { message: "Nie znaleziono." } });
    expect(server.seen[0]?.url).toBe("/api/stock/check?sku=X");
  });

  it("sends the token the queue chose as a bearer header, with the JSON body and the configured headers", async () => {
    server.route("/api/user/me", (_req, res) => sendJson(res, 200, { code: 200, result: { id: 7 } }));
    const { client } = clientFor({ headers: { "Accept-Language": "pl" } });
    const answer = await client.transport.executeTask({
      endpoint: "userMe",
      method: "POST",
      body: { customer: { firstname: "Ola" } },
      token: "queue-token",
    });
    expect(answer).toMatchObject({ code: 200, result: { id: 7 } });
    expect(server.seen[0]?.url).toBe("/api/user/me");
    expect(server.seen[0]?.headers).toMatchObject({
      authorization: "Bearer queue-token",
      "accept-language": "pl",
      "content-type": "application/json",
    });
    expect(JSON.parse(server.seen[0]?.body ?? "{}")).toEqual({ customer: { firstname: "Ola" } });
  });

  it("rejects a template with {{cartId}} and no cart id before any request", async () => {
    const error = await rejection(
      clientFor({ getCartId: () => undefined }).client.transport.executeTask({
        endpoint: "cartPull",
        token: "",
      }),
    );
    expect(isCartIdRequiredError(error)).toBe(true);
    expect(server.seen).toHaveLength(0);
  });

  it("rejects a non-JSON answer with the bad content-type error", async () => {
    server.route("/api/stock/check", (_req, res) => {
      res.writeHead(404, { "content-type": "text/html" });
      res.end("<h1>404</h1>");
    });
    const error = await rejection(clientFor().client.transport.executeTask({ endpoint: "stockCheck" }));
    expect((error as Error).message).toBe("Error with response - bad content-type!");
  });

  it("fails a slow answer with the transport's TimeoutError", async () => {
    server.route("/api/stock/check", (_req, res) => {
      setTimeout(() => sendJson(res, 200, { code: 200, result: {} }), 600);
    });
    const error = await rejection(
      clientFor({ timeoutMs: 100 }).client.transport.executeTask({
        endpoint: "stockCheck",
        query: { sku: "A" },
      }),
    );
    expect(isTimeoutError(error)).toBe(true);
  });

  it("throws a TypeError for an endpoint name it does not know", async () => {
    const error = await rejection(clientFor().client.transport.executeTask({ endpoint: "nowhere" }));
    expect(error).toBeInstanceOf(TypeError);
  });
});

describe("the external review provider, called directly (server side)", () => {
  it("sends the bearer key and the alias header and maps author, score, message", async () => {
    server.route("/provider/products/0b7e-uuid/reviews", (_req, res) =>
      sendJson(res, 200, {
        data: [{ author: "Ola", score: "5", message: "Świetna", created_at: "2024-05-06" }],
      }),
    );
    const { client } = clientFor({
      reviewProvider: { url: `${server.origin}/provider/`, key: "sekret", alias: "outlet-pl" },
    });
    await expect(client.reviews.fromProvider("0b7e-uuid", { limit: 10 })).resolves.toEqual([
      { nickname: "Ola", rating: 5, comment: "Świetna", review_status: 1, created_at: "2024-05-06" },
    ]);
    expect(server.seen[0]?.url).toBe("/provider/products/0b7e-uuid/reviews?limit=10");
    expect(server.seen[0]?.headers).toMatchObject({ authorization: "Bearer sekret", "x-alias": "outlet-pl" });
  });

  it("logs a provider failure and yields no reviews", async () => {
    const { client, logger } = clientFor({
      reviewProvider: { url: `${server.origin}/provider`, key: "k", alias: "a" },
    });
    await expect(client.reviews.fromProvider("x")).resolves.toEqual([]);
    expect(logger.messages).toEqual(["Review provider failed for x"]);
  });
});

describe("error guards", () => {
  it("recognise errors from another bundle by name", () => {
    const foreign = Object.assign(new Error("x"), { name: "HttpError", status: 500 });
    expect(isHttpError(foreign)).toBe(true);
    expect(isTransportError(foreign)).toBe(true);
    expect(isResponseFormatError(Object.assign(new Error("x"), { name: "ResponseFormatError" }))).toBe(true);
    expect(isTimeoutError(foreign)).toBe(false);
  });
});

describe("an order's complaints (uploads and files through the one client)", () => {
  it("sends the form as multipart with the customer's token in a header, and reads a photo as a file", async () => {
    server.route("/api/ext/order/000000042/complaints", (_req, res) =>
      sendJson(res, 200, { code: 200, result: { id: 7, reference: "R/2026/7", photos: [] } }),
    );
    server.route("/api/ext/order/000000042/complaints/7/photos/1", (_req, res) => {
      res.writeHead(200, { "content-type": "image/jpeg" });
      res.end(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    });
    const { client } = clientFor({ getToken: () => "tok-1" });
    const form = new FormData();
    form.append("description", "Szew puścił po dwóch dniach.");
    const created = await client.complaints.send("000000042", form);
    expect(created).toMatchObject({ id: 7, reference: "R/2026/7" });
    const upload = server.seen[0];
    expect(upload?.method).toBe("POST");
    expect(upload?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.headers.authorization).toBe("Bearer tok-1");
    expect(upload?.url).not.toContain("tok-1");
    expect(upload?.body).toContain("Szew puścił po dwóch dniach.");
    const photo = await client.complaints.photo("/api/ext/order/000000042/complaints/7/photos/1", {
      secret: "Ab3",
    });
    expect(photo.type).toBe("image/jpeg");
    expect([...new Uint8Array(await photo.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    expect(server.seen[1]?.url).toBe("/api/ext/order/000000042/complaints/7/photos/1?secret=Ab3");
  });

  it("answers a refused upload or a missing photo with an HttpError carrying the issues", async () => {
    server.route("/api/ext/order/000000042/complaints", (_req, res) =>
      sendJson(res, 400, {
        code: 400,
        result: {
          message: "Popraw zaznaczone pola.",
          issues: [{ path: "description", message: "Opisz wadę." }],
        },
      }),
    );
    server.route("/api/ext/order/000000042/complaints/7/photos/9", (_req, res) =>
      sendJson(res, 404, { code: 404, result: "Nie ma takiego zdjęcia." }),
    );
    const { client } = clientFor();
    const refused = await rejection(client.complaints.send("000000042", new FormData(), { secret: "Ab3" }));
    expect(isHttpError(refused) && refused.apiError.issues[0]).toMatchObject({
      path: "description",
      message: "Opisz wadę.",
    });
    const missing = await rejection(
      client.complaints.photo("/api/ext/order/000000042/complaints/7/photos/9", { secret: "Ab3" }),
    );
    expect(isHttpError(missing) && missing.status).toBe(404);
  });
});
