import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { txDb } from "../src/db/transactionSchema.js";
import type { Json, RunningServer } from "./startServer.js";
import { forwardedFor, startServer } from "./startServer.js";

/** Shop settings for tests: cheap scrypt (the S6 cost is asserted separately), other keys per file. */
export async function startShop(
  env: Record<string, string> = {},
  shopEnv: Record<string, string> = {},
  now?: () => number,
): Promise<RunningServer> {
  const keys = {
    PASSWORD_SCRYPT_LOG_N: "12",
    ...shopEnv,
  };
  for (const [key, value] of Object.entries(keys)) process.env[key] = value;
  return startServer(env, now);
}

/** A JSON request with any method, headers and raw or JSON body. */
export async function call(
  api: RunningServer,
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.raw !== undefined) payload = options.raw;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined && headers["content-type"] === undefined)
    headers["content-type"] = "application/json";
  const res = await api.request(path, {
    method,
    headers,
    ...(payload === undefined ? {} : { body: payload }),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    // keep text
  }
  return { status: res.status, body, headers: res.headers };
}

let counter = 0;

/** A fresh unique e-mail. */
export function uniqueEmail(prefix = "klient"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.pl`;
}

/** A valid password that is not on the common list. */
export const PASSWORD = "Zielona-Łódka-77";

/** Registers and logs in a customer; returns tokens and the customer. */
export async function registerAndLogin(
  api: RunningServer,
  overrides: { email?: string; password?: string; headers?: Record<string, string> } = {},
): Promise<{ email: string; password: string; token: string; refreshToken: string; customer: Json }> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? PASSWORD;
  const created = await call(api, "POST", "/api/user/create", {
    body: { customer: { email, firstname: "Anna", lastname: "Nowak" }, password },
    ...(overrides.headers ? { headers: overrides.headers } : {}),
  });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const login = await call(api, "POST", "/api/user/login", {
    body: { username: email, password },
    ...(overrides.headers ? { headers: overrides.headers } : {}),
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    email,
    password,
    token: login.body.result,
    refreshToken: login.body.meta.refreshToken,
    customer: created.body.result,
  };
}

/** Products of the demo catalogue that tests buy. */
export interface Picks {
  /** A configurable parent with an in-stock child (qty ≥ 3), its option pairs and child sku. */
  readonly configurable: {
    sku: string;
    childSku: string;
    options: { option_id: string; option_value: number }[];
    price: number;
    stock: number;
  };
  /** A simple product in stock (qty ≥ 3). */
  readonly simple: { sku: string; price: number; stock: number; id: number };
  readonly virtual: { sku: string; price: number; id: number };
  /** A child sku that is out of stock. */
  readonly outOfStock: string;
}

/** Finds products to buy through the public search and stock endpoints. */
export async function pickProducts(api: RunningServer): Promise<Picks> {
  const search = async (body: unknown) => {
    const res = await api.post(
      "/api/catalog/catalog/product/_search?request_format=search-query&size=200",
      body,
    );
    if (!res.body?.hits) throw new Error(`search answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.hits.hits.map((h: Json) => h._source) as Json[];
  };
  const products = [
    ...(await search({
      _appliedFilters: [{ attribute: "type_id", value: { eq: "configurable" }, scope: "default" }],
    })),
    ...(await search({
      _appliedFilters: [{ attribute: "type_id", value: { eq: "simple" }, scope: "default" }],
    })),
    ...(await search({
      _appliedFilters: [{ attribute: "type_id", value: { eq: "virtual" }, scope: "default" }],
    })),
  ];
  let configurable: Picks["configurable"] | undefined;
  let outOfStock: string | undefined;
  let simple: Picks["simple"] | undefined;
  let virtual: Picks["virtual"] | undefined;
  for (const p of products) {
    if (p.type_id === "configurable" && Array.isArray(p.configurable_children)) {
      for (const child of p.configurable_children) {
        const stock = (await api.get(`/api/stock/check?sku=${encodeURIComponent(child.sku)}`)).body.result;
        if (!configurable && stock.is_in_stock && stock.qty >= 3) {
          configurable = {
            sku: p.sku,
            childSku: child.sku,
            options: p.configurable_options.map((o: Json) => ({
              option_id: String(o.attribute_id),
              option_value: child[o.attribute_code],
            })),
            price: child.price_incl_tax,
            stock: stock.qty,
          };
        }
        if (!outOfStock && !stock.is_in_stock) outOfStock = child.sku;
        if (configurable && outOfStock) break;
      }
    }
    if (p.type_id === "simple" && (!simple || simple.stock < 25)) {
      // the simple pick is bought many times per file: take a well-stocked one
      const stock = (await api.get(`/api/stock/check?sku=${encodeURIComponent(p.sku)}`)).body.result;
      if (stock.is_in_stock && stock.qty >= 3 && stock.qty > (simple?.stock ?? 0))
        simple = { sku: p.sku, price: p.price_incl_tax, stock: stock.qty, id: p.id };
    }
    if (p.type_id === "virtual" && !virtual && p.price_incl_tax > 0)
      virtual = { sku: p.sku, price: p.price_incl_tax, id: p.id };
  }
  if (!configurable || !outOfStock || !simple || !virtual)
    throw new Error("demo catalogue lacks test products");
  return { configurable, simple, virtual, outOfStock };
}

/** A valid Polish shipping address. */
export const ADDRESS = {
  firstname: "Anna",
  lastname: "Nowak",
  street: ["Długa 5", "m. 2"],
  city: "Gdańsk",
  postcode: "80-827",
  country_id: "PL",
  telephone: "+48 600 100 200",
};

/** An order body for the given lines. */
export function orderBody(
  key: string,
  products: { sku: string; qty: number; [k: string]: unknown }[],
  extra: { email?: string; payment?: string; cart_id?: string | number; [k: string]: unknown } = {},
): Json {
  const { email = "gosc@example.pl", payment = "banktransfer", cart_id, ...rest } = extra;
  return {
    order_id: key,
    user_id: "",
    transmited: false,
    created_at: new Date().toISOString(),
    store_code: "pl",
    ...(cart_id === undefined ? {} : { cart_id }),
    products,
    addressInformation: {
      billingAddress: { ...ADDRESS, email },
      shippingAddress: { ...ADDRESS },
      shipping_carrier_code: "flatrate",
      shipping_method_code: "flatrate",
      payment_method_code: payment,
      payment_method_additional: {},
    },
    ...rest,
  };
}

/** A fresh idempotency key in the storefront's format. */
export function orderKey(): string {
  return `${Date.now()}-${crypto.randomUUID()}`;
}

/** How many orders the server's database holds (through its Kysely handle, so on either engine). */
export async function orderCount(api: RunningServer): Promise<number> {
  return (
    await txDb(api.app.context.database.db)
      .selectFrom("sales_order")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;
}

/**
 * A function that places an order (`POST /api/order`) with its own idempotency key, each call from the next
 * address of `subnet` ("198.18.9."), since orders are limited per IP (the forwarding key makes the API trust
 * the forwarded address).
 *
 * @example
 * const place = orderPlacer(api, "198.18.9.");
 * const res = await place(orderBody(orderKey(), [{ sku, qty: 1 }]));
 */
export function orderPlacer(api: RunningServer, subnet: string): (body: Json) => ReturnType<typeof call> {
  let next = 1;
  return (body) =>
    call(api, "POST", "/api/order", {
      body,
      headers: { "idempotency-key": String(body.order_id), ...forwardedFor(`${subnet}${next++}`) },
    });
}

/** The stored document of an order by its number, read through the server's Kysely handle (either engine). */
export async function storedOrderBody(api: RunningServer, incrementId: string): Promise<Json> {
  const row = await txDb(api.app.context.database.db)
    .selectFrom("sales_order")
    .select("body")
    .where("increment_id", "=", incrementId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.body);
}

/** Every mail the server has written to its outbox folder (the stand-in for SMTP), oldest file name first. */
export function outboxMails(api: RunningServer): Json[] {
  const dir = join(api.dataDir, "outbox");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")));
}
