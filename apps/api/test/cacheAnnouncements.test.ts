import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, orderBody, orderKey, type Picks, pickProducts, startShop } from "./shopHarness.js";
import { asStaff, firstOwner, type StaffSession, staffKey } from "./staffHarness.js";
import { FORWARDING_ENV, type RunningServer, TEST_FORWARDING_KEY } from "./startServer.js";

// Every catalogue change announces the pages it affects (issue 14, catalogue.md §2 "Cache tags") to the
// storefront's invalidation endpoint; a local HTTP sink stands in for the storefront and records the tags.
const INVALIDATE_KEY = "announce-test-invalidate-key";

let api: RunningServer;
let picks: Picks;
let sink: Server;
let owner: StaffSession;
let adminKey = "";
const announced: { tags: string[]; key: string | undefined }[] = [];

beforeAll(async () => {
  sink = createServer((req: IncomingMessage, res) => {
    const tags = new URL(req.url ?? "/", "http://sink").searchParams.get("tag")?.split(",") ?? [];
    announced.push({ tags, key: req.headers["x-invalidate-key"] as string | undefined });
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  await new Promise<void>((done) => sink.listen(0, "127.0.0.1", done));
  const address = sink.address();
  const port = typeof address === "object" && address ? address.port : 0;
  api = await startShop(
    { ...FORWARDING_ENV },
    {
      STOREFRONT_INVALIDATE_URL: `http://127.0.0.1:${port}/invalidate`,
      STOREFRONT_INVALIDATE_KEY: INVALIDATE_KEY,
    },
  );
  picks = await pickProducts(api);
  owner = await firstOwner(api);
  adminKey = await staffKey(api, owner, "owner");
}, 60_000);

afterAll(async () => {
  await api.stop();
  await new Promise((done) => sink.close(done));
});

let ipCounter = 1;
const ip = () => ({ "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": `198.18.7.${ipCounter++}` });
const stockOf = async (sku: string): Promise<number> =>
  (await api.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).body.result.qty;
const place = (lines: { sku: string; qty: number }[]) => {
  const body = orderBody(orderKey(), lines);
  return call(api, "POST", "/api/order", {
    body,
    headers: { "idempotency-key": body.order_id, ...ip() },
  });
};
/** `C<id>` of the categories the stored document of `parentSku` names. */
const categoryTags = async (parentSku: string): Promise<string[]> => {
  const row = await api.app.context.database.db
    .selectFrom("catalog_document")
    .select("body")
    .where("entity_type", "=", "product")
    .where("doc_key", "=", parentSku)
    .executeTakeFirstOrThrow();
  const ids = (JSON.parse(row.body) as { category_ids?: number[] }).category_ids ?? [];
  return ids.map((id) => `C${id}`);
};

describe("cache announcements (issue 14)", () => {
  it("an order announces the pages of the skus whose stock it moved, without their listings", async () => {
    const { childSku, sku } = picks.configurable;
    announced.length = 0;
    const placed = await place([{ sku: childSku, qty: 1 }]);
    expect(placed.status).toBe(200);
    expect(announced).toHaveLength(1);
    expect(announced[0]?.key).toBe(INVALIDATE_KEY);
    expect(announced[0]?.tags).toEqual([`P${childSku}`, `P${sku}`]);
  });

  it("an order that sells out the last unit also announces the categories' listings", async () => {
    const { childSku, sku } = picks.configurable;
    const left = await stockOf(childSku);
    expect(left).toBeGreaterThan(0);
    announced.length = 0;
    const placed = await place([{ sku: childSku, qty: left }]);
    expect(placed.status).toBe(200);
    expect(await stockOf(childSku)).toBe(0);
    const categories = await categoryTags(sku);
    expect(categories.length).toBeGreaterThan(0);
    expect(announced).toHaveLength(1);
    expect(announced[0]?.tags).toEqual([`P${childSku}`, `P${sku}`, ...categories]);
  });

  it("a refused order announces nothing", async () => {
    announced.length = 0;
    const refused = await place([{ sku: picks.outOfStock, qty: 1 }]);
    expect(refused.status).toBe(400);
    expect(announced).toHaveLength(0);
  });

  it("an admin change announces the product, its parent and its categories; a wrong token changes nothing", async () => {
    const { childSku, sku } = picks.configurable;
    announced.length = 0;
    const refused = await call(api, "POST", `/api/admin/products/${childSku}`, {
      body: { price: 12.34 },
      token: "wrong",
    });
    expect(refused.status).toBe(401);
    expect(announced).toHaveLength(0);
    const changed = await call(api, "POST", `/api/admin/products/${childSku}`, {
      body: { special_price: 11.11 },
      token: adminKey,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result.announced).toBe(true);
    expect(announced[0]?.tags).toEqual([`P${childSku}`, `P${sku}`, ...(await categoryTags(sku))]);
  });

  it("the owner's settings change announces the settings tag with the shared key", async () => {
    announced.length = 0;
    const current = (await asStaff(api, owner, "GET", "/api/admin/settings")).body.result;
    const changed = await asStaff(api, owner, "POST", "/api/admin/settings", {
      ...current,
      returns: { ...current.returns, periodDays: 21 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({ tags: ["settings"], announced: true });
    expect(announced).toEqual([{ tags: ["settings"], key: INVALIDATE_KEY }]);
  });
});
