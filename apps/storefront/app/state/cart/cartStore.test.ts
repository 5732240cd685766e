import { type CartNotification, currentCartHash } from "@outlet/cart-merge";
import type { Client } from "@outlet/transport";
import { HttpError } from "@outlet/transport";
import { describe, expect, it } from "vitest";
import { cartDepsForTest } from "./cartDepsForTest";
import { type CartStoreDeps, createCartStore } from "./cartStore";

interface FakeServer {
  lines: { item_id: number; sku: string; qty: number; quote_id: string; product_option?: unknown }[];
  failUpdates: boolean;
  calls: string[];
  /** What `cart/create` answers for a request with a user token (guest requests always get a cart). */
  customerCreate?: "ok" | 401 | 500;
  guestCreate?: "ok" | 500;
  /** Updates answer the cart's totals too (issue 30). */
  withTotals?: boolean;
  /** An update of this sku is refused with a 400 (its stock ran out since the page showed it). */
  refuseSku?: string;
  /** Every update is cut off without an answer (a navigation cancels the page's requests). */
  cutOff?: boolean;
  /** The cart has a shipping method: its totals price the courier (5 zł). @default true */
  delivery?: boolean;
  /** How long each update waits before the server takes it, in order (the first slow: answers out of order). */
  updateDelays?: number[];
  /** Every delete is cut off without an answer (a navigation cancels the page's requests). */
  cutOffDeletes?: boolean;
  /** How many times the totals were asked for on their own (`cart/totals`). */
  totalsAsked?: number;
}

/** The totals the fake server answers with its lines (the fake prices every unit at 10 zł, the courier 5 zł). */
const totalsOf = (server: FakeServer) => {
  const delivery = server.delivery ?? true;
  return {
    grand_total: server.lines.reduce((sum, line) => sum + line.qty * 10, 0) + (delivery ? 5 : 0),
    items: server.lines.map((line) => ({ item_id: line.item_id, qty: line.qty })),
    total_segments: delivery ? [{ code: "shipping", title: "Kurier", value: 5 }] : [],
  };
};

function fakeClient(server: FakeServer): Client {
  const cart = {
    create: async (options: { guest?: boolean } = {}) => {
      server.calls.push(options.guest ? "create guest" : "create");
      await new Promise((resolve) => setTimeout(resolve, 1));
      const answer = options.guest ? (server.guestCreate ?? "ok") : (server.customerCreate ?? "ok");
      if (answer !== "ok")
        throw new HttpError(
          answer,
          { method: "POST", path: "/api/cart/create" },
          { code: answer, result: "x" },
        );
      return "GUEST123";
    },
    pull: async () => {
      server.calls.push("pull");
      return server.lines.map((line) => ({ ...line }));
    },
    update: async (item: { sku: string; qty: number; item_id?: number; product_option?: unknown }) => {
      server.calls.push(`update ${item.sku} ${item.qty}`);
      const delay = server.updateDelays?.shift();
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      if (server.refuseSku === item.sku) {
        const message = "Brak wystarczającej liczby sztuk.";
        throw new HttpError(
          400,
          { method: "POST", path: "/api/cart/update" },
          { code: 400, result: { message } },
          { code: 400, message, issues: [], raw: { message } },
        );
      }
      if (server.failUpdates)
        throw new HttpError(503, { method: "POST", path: "/api/cart/update" }, { code: 503, result: "down" });
      const existing = server.lines.find((line) => line.item_id === item.item_id);
      if (existing) {
        existing.qty = item.qty;
        return server.withTotals ? { ...existing, totals: totalsOf(server) } : { ...existing };
      }
      const line = {
        item_id: Math.max(0, ...server.lines.map((known) => known.item_id)) + 1,
        sku: item.sku,
        qty: item.qty,
        quote_id: "GUEST123",
        ...(item.product_option ? { product_option: item.product_option } : {}),
      };
      server.lines.push(line);
      return server.withTotals ? { ...line, totals: totalsOf(server) } : { ...line };
    },
    // issue 30: the update without a cart id opens the cart, and every update answers the totals
    open: async (item: { sku: string; qty: number }) => {
      server.calls.push(`open ${item.sku} ${item.qty}`);
      if (server.cutOff) throw new TypeError("Failed to fetch");
      if (item.sku === "BRAK-1") {
        const message = "Produkt jest niedostępny i nie może zostać dodany do koszyka.";
        throw new HttpError(
          400,
          { method: "POST", path: "/api/cart/update" },
          { code: 400, result: { message } },
          { code: 400, message, issues: [], raw: { message } },
        );
      }
      const line = { item_id: server.lines.length + 1, sku: item.sku, qty: item.qty, quote_id: "GUEST123" };
      server.lines.push(line);
      return { ...line, cart_id: "GUEST123", totals: totalsOf(server) };
    },
    delete: async (item: { item_id?: number }) => {
      if (server.cutOffDeletes) {
        server.calls.push("delete (cut off)");
        throw new TypeError("Failed to fetch");
      }
      server.lines = server.lines.filter((line) => line.item_id !== item.item_id);
      return true;
    },
    totals: async () => {
      server.totalsAsked = (server.totalsAsked ?? 0) + 1;
      // asked with the totals, the fake cart takes its default shipping method
      server.delivery = true;
      return totalsOf(server);
    },
    applyCoupon: async (code: string) => {
      if (code === "UZYTY") {
        const used = "Ten kod rabatowy został już wykorzystany.";
        const issues = [{ path: "query.coupon", code: "coupon_used", message: used }];
        throw new HttpError(
          400,
          { method: "POST", path: "/api/cart/apply-coupon" },
          { code: 400, result: { message: used, issues } },
          { code: 400, message: used, issues, raw: { message: used, issues } },
        );
      }
      if (code !== "LATO10")
        throw new HttpError(
          400,
          { method: "POST", path: "/api/cart/apply-coupon" },
          { code: 400, result: "x" },
        );
      return true;
    },
    deleteCoupon: async () => true,
  };
  return { cart } as unknown as Client;
}

function setup(server: FakeServer, extra: Partial<CartStoreDeps> = {}) {
  const notes: CartNotification[] = [];
  const deps = cartDepsForTest({
    client: async () => fakeClient(server),
    notify: (n) => notes.push(n),
    ...extra,
  });
  return { store: createCartStore(deps), notes };
}

/** A cart collection in memory, with the map behind it for the test to read. */
function memoryCollection() {
  const stored = new Map<string, unknown>();
  const collection = {
    getItem: async (key: string) => stored.get(key) ?? null,
    setItem: async (key: string, value: unknown) => stored.set(key, value),
  };
  return { stored, collection };
}

/** A loaded store whose cart holds the scarf, synced: the line as the store holds it. */
async function withSyncedScarf(server: FakeServer, extra: Partial<CartStoreDeps> = {}) {
  const made = setup(server, extra);
  await made.store.load();
  await made.store.addProduct(scarf);
  const line = made.store.getState().cartItems[0];
  if (!line) throw new Error("no line");
  return { ...made, line };
}

const scarf = { sku: "SZA-2892", name: "Żółta chusta", qty: 1, price_incl_tax: 129.99, type_id: "simple" };
const cap = { sku: "CZA-1", name: "Czapka", qty: 1, price_incl_tax: 49.99, type_id: "simple" };

/** The catalogue of the joins below: the scarf and the cap, found by their sku. */
const scarfOrCap: CartStoreDeps["resolveProduct"] = async (lookup) =>
  lookup.kind === "simple" ? ([scarf, cap].find((p) => p.sku === lookup.sku) ?? null) : null;

describe("createCartStore", () => {
  it("adds a product, connects a guest cart and takes the server's line id", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const { store, notes } = setup(server);
    expect(await store.addProduct(scarf)).toBe(1);
    expect(server.calls.slice(0, 3)).toEqual(["create", "pull", "update SZA-2892 1"]);
    expect(store.getState().cartItems[0]?.server_item_id).toBe(1);
    expect(notes.map((n) => n.message)).toEqual(["Product has been added to the cart!"]);
    expect(notes[0]?.action2).toEqual({ label: "Proceed to checkout", action: "/checkout" });
  });

  it("shows the add as busy at once and does its work only after the browser painted (issue 29)", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    let paint: () => void = () => {};
    const painted = new Promise<void>((resolve) => {
      paint = resolve;
    });
    const { store } = setup(server, { afterPaint: () => painted });
    const adding = store.addProduct(scarf);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(store.state.cart.isAddingToCart).toBe(true);
    expect(store.getState().cartItems).toEqual([]);
    expect(server.calls).toEqual([]);
    paint();
    expect(await adding).toBe(1);
    expect(store.getState().cartItems.map((line) => line.sku)).toEqual(["SZA-2892"]);
    expect(store.state.cart.isAddingToCart).toBe(false);
  });

  it("an add made while the cart loads (a click before the shopper code had loaded) creates one server cart and sends the line once", async () => {
    const { collection } = memoryCollection();
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const { store } = setup(server, { collection: () => collection });
    // the page's start loads the cart while the early click's add runs: neither awaited before the other
    const [added] = await Promise.all([store.addProduct(scarf), store.load()]);
    expect(added).toBe(1);
    expect(server.calls.filter((call) => call.startsWith("create"))).toEqual(["create"]);
    expect(server.calls.filter((call) => call.startsWith("update"))).toEqual(["update SZA-2892 1"]);
    expect(server.lines.map((line) => [line.sku, line.qty])).toEqual([["SZA-2892", 1]]);
    expect(store.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([["SZA-2892", 1]]);
  });

  it("keeps its lines in the cart collection, where the next page's store finds them", async () => {
    const { collection } = memoryCollection();
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const first = setup(server, { collection: () => collection }).store;
    await first.addProduct(cap);
    const next = setup(server, { collection: () => collection, online: () => false }).store;
    await next.load();
    expect(next.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([["CZA-1", 1]]);
  });

  it("a loaded cart shows its stored lines before the sync's work, which waits for the page to paint them", async () => {
    const { collection } = memoryCollection();
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    await setup(server, { collection: () => collection }).store.addProduct(cap);
    server.calls.length = 0;
    let paint: () => void = () => {};
    const painted = new Promise<void>((resolve) => {
      paint = resolve;
    });
    const next = setup(server, { collection: () => collection, afterPaint: () => painted }).store;
    const loading = next.load();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(next.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([["CZA-1", 1]]);
    expect(server.calls).toEqual([]);
    paint();
    await loading;
    expect(server.calls.length).toBeGreaterThan(0);
  });

  it("rolls a new line back when the server refuses it and keeps the earlier lines", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const { store, notes } = setup(server);
    await store.addProduct(scarf);
    server.failUpdates = true;
    expect(await store.addProduct(cap)).toBe(0);
    expect(store.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([["SZA-2892", 1]]);
    expect(notes.at(-1)).toMatchObject({ type: "error", message: "cart-sync-failed" });
  });

  it("adds the lines of another server cart with their quantity and options, once each", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const blouse = { sku: "BLU-0757-BEZ-XS", name: "Bluzka satynowa", qty: 1, price_incl_tax: 114.99 };
    const lookups: unknown[] = [];
    const { store } = setup(server, {
      resolveProduct: async (lookup) => {
        lookups.push(lookup);
        if (lookup.kind === "configurable") return { ...blouse, type_id: "simple" };
        return lookup.sku === scarf.sku ? { ...scarf } : null;
      },
    });
    await store.addProduct(scarf);
    const option = { extension_attributes: { custom_options: [{ option_id: "4", option_value: "AB" }] } };
    const added = await store.addServerLines([
      { item_id: 71, sku: scarf.sku, qty: 2, product_type: "simple", product_option: option },
      { item_id: 72, sku: "BLU-0757-BEZ-XS", qty: 1, product_type: "configurable" },
      { item_id: 73, sku: "GONE-1", qty: 1, product_type: "simple" },
    ]);
    expect(added).toBe(2);
    expect(lookups).toEqual([
      { kind: "simple", sku: scarf.sku },
      { kind: "configurable", childSku: "BLU-0757-BEZ-XS" },
      { kind: "simple", sku: "GONE-1" },
    ]);
    // the scarf with its custom option is a line of its own; the other cart's line ids do not travel
    const lines = store.getState().cartItems;
    expect(lines.map((line) => [line.sku, line.qty])).toEqual([
      [scarf.sku, 1],
      [scarf.sku, 2],
      ["BLU-0757-BEZ-XS", 1],
    ]);
    expect(lines[1]?.product_option).toEqual(option);
    expect(lines.map((line) => line.server_item_id)).not.toContain(71);
    expect(server.calls.filter((call) => call.startsWith("update"))).toEqual([
      "update SZA-2892 1",
      "update SZA-2892 2",
      "update BLU-0757-BEZ-XS 1",
    ]);
  });

  it("adds the lines of another server cart in one add: one wait for the paint, one cart opened, one message (issue 29)", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    let paints = 0;
    const { store, notes } = setup(server, {
      afterPaint: async () => {
        paints += 1;
      },
      resolveProduct: scarfOrCap,
    });
    const added = await store.addServerLines([
      { item_id: 71, sku: scarf.sku, qty: 2, product_type: "simple" },
      { item_id: 72, sku: cap.sku, qty: 1, product_type: "simple" },
    ]);
    expect(added).toBe(2);
    expect(store.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([
      [scarf.sku, 2],
      [cap.sku, 1],
    ]);
    expect(paints).toBe(1);
    expect(server.calls.filter((call) => call === "create")).toEqual(["create"]);
    expect(notes.map((n) => n.message)).toEqual(["Product has been added to the cart!"]);
  });

  it("counts only the lines the server took when it refuses one of several", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [], refuseSku: cap.sku };
    const { store } = setup(server, {
      resolveProduct: scarfOrCap,
    });
    const added = await store.addServerLines([
      { item_id: 71, sku: scarf.sku, qty: 1, product_type: "simple" },
      { item_id: 72, sku: cap.sku, qty: 1, product_type: "simple" },
    ]);
    expect(added).toBe(1);
    expect(store.getState().cartItems.map((line) => line.sku)).toEqual([scarf.sku]);
  });

  it("restores the last accepted quantity when a quantity change is refused", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const { store } = setup(server);
    await store.addProduct(scarf);
    server.failUpdates = true;
    const line = store.getState().cartItems[0];
    if (!line) throw new Error("no line");
    await store.updateQuantity(line, 5);
    expect(store.getState().cartItems[0]?.qty).toBe(1);
  });

  it("sets a quantity above the stock the line carries to that stock, and says so (22 of 12 → 12)", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const { store, notes } = setup(server);
    await store.addProduct({ ...scarf, stock: { is_in_stock: true, qty: 12, manage_stock: true } });
    const line = store.getState().cartItems[0];
    if (!line) throw new Error("no line");
    // Kept on the stored line, so the limit holds after a reload too.
    expect(line.max_qty).toBe(12);
    const calls = server.calls.length;
    await store.updateQuantity(line, 22);
    // issue 32: the line gets the most it may hold, never falls back to 1, and no 22 is sent
    expect(server.calls.slice(calls)).toEqual(["update SZA-2892 12"]);
    expect(store.getState().cartItems[0]?.qty).toBe(12);
    expect(notes.at(-1)).toMatchObject({
      type: "warning",
      message:
        "Only {maxQuantity} products of this type are available. The quantity was set to {maxQuantity}.",
      params: { maxQuantity: 12 },
    });
    const held = store.getState().cartItems[0];
    if (!held) throw new Error("no line");
    const after = server.calls.length;
    await store.updateQuantity(held, 13);
    expect(server.calls.slice(after)).toEqual([]);
    expect(store.getState().cartItems[0]?.qty).toBe(12);
    // a "+" at the limit changes nothing: the limit is said, not "the quantity was set to 12"
    expect(notes.at(-1)).toMatchObject({
      type: "error",
      message: "Only {maxQuantity} products of this type are available.",
      params: { maxQuantity: 12 },
    });
  });

  it("takes the limit from the queued stock check's answer too", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const { store, notes } = setup(server);
    await store.addProduct(scarf);
    store.stockSync({ product_sku: "SZA-2892", result: { is_in_stock: true, qty: 3, manage_stock: true } });
    const line = store.getState().cartItems[0];
    if (!line) throw new Error("no line");
    const calls = server.calls.length;
    await store.updateQuantity(line, 4);
    expect(server.calls.slice(calls)).toEqual(["update SZA-2892 3"]);
    expect(store.getState().cartItems[0]?.qty).toBe(3);
    expect(notes.at(-1)).toMatchObject({ params: { maxQuantity: 3 } });
  });

  it("does not add an out-of-stock product and says so", async () => {
    const { store, notes } = setup({ lines: [], failUpdates: false, calls: [] });
    expect(await store.addProduct({ ...scarf, stock: { is_in_stock: false } })).toBe(0);
    expect(store.getState().cartItems).toEqual([]);
    expect(notes.map((n) => n.message)).toEqual([
      "The product is out of stock and cannot be added to the cart!",
    ]);
  });

  it("adds the associated products of a grouped product, each as its own line", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const { store, notes } = setup(server);
    const set = {
      sku: "ZES-5222",
      type_id: "grouped",
      qty: 1,
      product_links: [
        { link_type: "associated", linked_product_sku: scarf.sku, product: scarf },
        { link_type: "associated", linked_product_sku: cap.sku, product: cap },
      ],
    };
    expect(await store.addProduct(set)).toBe(2);
    expect(store.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([
      ["SZA-2892", 1],
      ["CZA-1", 1],
    ]);
    expect(server.calls).toContain("update CZA-1 1");
    // one message for the set, not one per part (issue 32)
    expect(notes.map((n) => n.message)).toEqual(["The set has been added to the cart!"]);
  });

  const setOf = (...parts: object[]) => ({
    sku: "ZES-5222",
    type_id: "grouped",
    qty: 1,
    product_links: parts.map((product) => ({ link_type: "associated", product })),
  });

  it("says the set was added again when its parts were in the cart, not that a product's quantity grew (issue 32)", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const { store, notes } = setup(server);
    expect(await store.addProduct(setOf(scarf, cap))).toBe(2);
    expect(await store.addProduct(setOf(scarf, cap))).toBe(2);
    expect(store.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([
      ["SZA-2892", 2],
      ["CZA-1", 2],
    ]);
    expect(notes.map((n) => n.message)).toEqual([
      "The set has been added to the cart!",
      "The set has been added to the cart!",
    ]);
  });

  it("adds nothing of a set a second time when a part has 1 left, and names that part once (issue 32)", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const { store, notes } = setup(server);
    const lastCap = { ...cap, stock: { qty: 1, manage_stock: true, is_in_stock: true } };
    expect(await store.addProduct(setOf(scarf, lastCap))).toBe(2);
    notes.length = 0;
    const calls = server.calls.length;
    expect(await store.addProduct(setOf(scarf, lastCap))).toBe(0);
    expect(store.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([
      ["SZA-2892", 1],
      ["CZA-1", 1],
    ]);
    expect(server.calls.slice(calls)).toEqual([]);
    expect(notes).toEqual([
      {
        type: "error",
        message: "The set cannot be added: not enough pieces of {name}.",
        params: { name: "Czapka" },
        action1: { label: "OK" },
      },
    ]);
  });

  it("takes back the parts the server took when it refuses another part of the set (issue 32)", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const { store, notes } = setup(server);
    expect(await store.addProduct(setOf(scarf, cap))).toBe(2);
    notes.length = 0;
    server.refuseSku = cap.sku;
    expect(await store.addProduct(setOf(scarf, cap))).toBe(0);
    expect(store.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([
      ["SZA-2892", 1],
      ["CZA-1", 1],
    ]);
    expect(server.lines.map((line) => [line.sku, line.qty])).toEqual([
      ["SZA-2892", 1],
      ["CZA-1", 1],
    ]);
    expect(notes.map((n) => [n.message, n.params])).toEqual([
      ["The set cannot be added: not enough pieces of {name}.", { name: "Czapka" }],
    ]);
  });

  it("says so when a grouped product comes without its associated products, adding nothing", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const { store, notes } = setup(server);
    const set = {
      sku: "ZES-5222",
      type_id: "grouped",
      qty: 1,
      product_links: [{ link_type: "associated", linked_product_sku: scarf.sku }],
    };
    expect(await store.addProduct(set)).toBe(0);
    expect(store.getState().cartItems).toEqual([]);
    expect(server.calls).toEqual([]);
    expect(notes).toMatchObject([{ type: "error", message: "cart-nothing-to-add" }]);
  });

  it("does not add a product whose price is unknown", async () => {
    const { store, notes } = setup({ lines: [], failUpdates: false, calls: [] });
    await store.addProduct({ sku: "X", qty: 1 });
    expect(store.getState().cartItems).toEqual([]);
    expect(notes.map((n) => n.message)).toEqual([
      "Product price is unknown, product cannot be added to the cart!",
    ]);
  });

  it("asks before removing: quantity 0 opens the confirmation, confirming removes the line", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const { store } = setup(server);
    await store.addProduct(scarf);
    const line = store.getState().cartItems[0];
    if (!line) throw new Error("no line");
    await store.updateQuantity(line, 0);
    expect(store.state.confirmRemoval?.sku).toBe("SZA-2892");
    expect(store.getState().cartItems).toHaveLength(1);
    await store.confirmRemove();
    expect(store.getState().cartItems).toHaveLength(0);
  });

  it("sends a removal whose delete the page's leaving cut off from the next page (issue 29)", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true };
    let leaving = false;
    const { stored, collection } = memoryCollection();
    const { store, notes } = setup(server, { leaving: () => leaving, collection: () => collection });
    await store.load();
    await store.addProduct(scarf);
    const line = store.getState().cartItems[0];
    if (!line) throw new Error("no line");
    expect(line.server_item_id).toBe(1);
    const synced = store.getState().cartItemsHash;
    expect(synced).toBe(currentCartHash(store.getState()));

    server.cutOffDeletes = true;
    leaving = true;
    await store.updateQuantity(line, 0);
    await store.confirmRemove();
    expect(store.getState().cartItems).toEqual([]);
    expect(server.calls.at(-1)).toBe("delete (cut off)");
    // still the hash of the cart with the scarf, and the sync marked as unfinished
    expect(store.getState().cartItemsHash).toBe(synced);
    expect(stored.get("current-cart-forced-sync")).toBe(true);
    expect(notes.filter((note) => note.type === "error")).toEqual([]);
    expect(server.lines.map((line) => line.sku)).toEqual(["SZA-2892"]);

    // the next page: its load syncs with the browser's lines winning, so the server's line is deleted, not taken back
    server.cutOffDeletes = false;
    const next = setup(server, { collection: () => collection });
    await next.store.load();
    expect(next.store.getState().cartItems).toEqual([]);
    expect(server.lines).toEqual([]);
    expect(stored.get("current-cart-forced-sync")).toBe(false);
  });

  it("saves the hash after a removal whose delete failed while the page stays (§9.11: skipped)", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true };
    const { store } = setup(server, { leaving: () => false });
    await store.load();
    await store.addProduct(scarf);
    const line = store.getState().cartItems[0];
    if (!line) throw new Error("no line");
    server.cutOffDeletes = true;
    await store.updateQuantity(line, 0);
    await store.confirmRemove();
    expect(server.calls.at(-1)).toBe("delete (cut off)");
    expect(store.getState().cartItemsHash).toBe(currentCartHash(store.getState()));
  });

  it("keeps the quantity typed last when the first change is answered last (session 33's pass)", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true };
    const { store } = setup(server);
    await store.load();
    await store.addProduct(scarf);
    const line = store.getState().cartItems[0];
    if (!line) throw new Error("no line");
    server.calls.length = 0;
    // 3 typed, then corrected to 2 at once; the first update is slow
    server.updateDelays = [40, 1];
    await Promise.all([store.updateQuantity(line, 3), store.updateQuantity(line, 2)]);
    expect(server.calls.filter((call) => call.startsWith("update"))).toEqual([
      "update SZA-2892 3",
      "update SZA-2892 2",
    ]);
    expect(store.getState().cartItems.map((kept) => kept.qty)).toEqual([2]);
    expect(server.lines.map((kept) => kept.qty)).toEqual([2]);
  });

  it("draws a typed quantity of a line the server holds at once, keeps it while the answer is out, and takes the server's", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true };
    const { stored, collection } = memoryCollection();
    const { store, line } = await withSyncedScarf(server, { collection: () => collection });
    server.updateDelays = [40];
    const pending = store.updateQuantity(line, 3);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // the field and the stored cart say 3 before the server answers (the independent pass of session 33:
    // the field went back to 1 for the answer's time, and a tab closed meanwhile lost the 3)
    expect(store.getState().cartItems.map((kept) => kept.qty)).toEqual([3]);
    expect((stored.get("current-cart") as { qty: number }[]).map((kept) => kept.qty)).toEqual([3]);
    expect(stored.get("current-cart-forced-sync")).toBe(true);
    await pending;
    expect(store.getState().cartItems.map((kept) => kept.qty)).toEqual([3]);
    expect(server.lines.map((kept) => kept.qty)).toEqual([3]);
    expect(stored.get("current-cart-forced-sync")).toBe(false);
    expect(store.getState().cartItemsHash).toBe(currentCartHash(store.getState()));
  });

  it("takes the totals a quantity's update answered with, asking for them no more (session 34's pass)", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true };
    const { store, line } = await withSyncedScarf(server);
    server.totalsAsked = 0;
    await store.updateQuantity(line, 3);
    expect(server.totalsAsked).toBe(0);
    expect(store.getState().platformTotalSegments?.map((segment) => [segment.code, segment.value])).toEqual([
      ["shipping", 5],
    ]);
    expect(store.getState().platformTotals?.grand_total).toBe(35);
  });

  it("sets 1000 typed on a line of unknown stock to the 999 a line may hold, and says so (session 34's pass)", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true };
    const { store, notes, line } = await withSyncedScarf(server);
    await store.updateQuantity(line, 1000);
    expect(server.lines.map((kept) => kept.qty)).toEqual([999]);
    expect(store.getState().cartItems.map((kept) => kept.qty)).toEqual([999]);
    expect(notes.at(-1)).toMatchObject({ type: "warning", params: { maxQuantity: 999 } });
  });

  it("keeps a quantity handed over as the page goes, without a request, for the next page's load to send", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true };
    const { stored, collection } = memoryCollection();
    const { store, line } = await withSyncedScarf(server, { collection: () => collection });
    server.calls.length = 0;
    store.keepQuantity(line, 1500);
    // at once (the page is going), within what a line may hold, and marked for the next page
    expect(store.getState().cartItems.map((kept) => kept.qty)).toEqual([999]);
    expect(stored.get("current-cart-forced-sync")).toBe(true);
    expect(server.calls).toEqual([]);
    const next = setup(server, { collection: () => collection });
    await next.store.load();
    expect(server.lines.map((kept) => kept.qty)).toEqual([999]);
  });

  it("puts the quantity before back when the server refuses the typed one, and says why", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true };
    const { store, notes, line } = await withSyncedScarf(server);
    server.refuseSku = scarf.sku;
    server.updateDelays = [20];
    const pending = store.updateQuantity(line, 4);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(store.getState().cartItems.map((kept) => kept.qty)).toEqual([4]);
    await pending;
    expect(store.getState().cartItems.map((kept) => kept.qty)).toEqual([1]);
    expect(notes.filter((note) => note.type === "error").map((note) => note.message)).toEqual([
      "Brak wystarczającej liczby sztuk.",
    ]);
    expect(store.getState().cartItemsHash).toBe(currentCartHash(store.getState()));
  });

  it("sends a typed quantity the closed page could not from the next page's load", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true };
    const { collection } = memoryCollection();
    const { store, line } = await withSyncedScarf(server, { collection: () => collection });
    // the update never reaches the server: the tab is closed while it is out
    server.updateDelays = [2_000];
    void store.updateQuantity(line, 3);
    await new Promise((resolve) => setTimeout(resolve, 10));
    server.updateDelays = [];
    const next = setup(server, { collection: () => collection });
    await next.store.load();
    expect(next.store.getState().cartItems.map((kept) => kept.qty)).toEqual([3]);
    expect(server.lines.map((kept) => kept.qty)).toEqual([3]);
  });

  it("answers the incorrect-coupon message for a refused code, for its field only (no notification)", async () => {
    const { store, notes } = setup({ lines: [], failUpdates: false, calls: [] });
    await store.addProduct(scarf);
    const before = notes.length;
    expect(await store.applyCoupon("ZLY")).toBe("You've entered an incorrect coupon code. Please try again.");
    expect(notes.length).toBe(before);
    expect(await store.applyCoupon("LATO10")).toBeNull();
  });

  it("answers that a used code was already used (coupon_used)", async () => {
    const { store } = setup({ lines: [], failUpdates: false, calls: [] });
    await store.addProduct(scarf);
    expect(await store.applyCoupon("UZYTY")).toBe("This coupon code has already been used.");
  });

  it("merges into the customer cart on authorize with quantities summed", async () => {
    const server: FakeServer = {
      lines: [{ item_id: 7, sku: "SZA-2892", qty: 2, quote_id: "GUEST123" }],
      failUpdates: false,
      calls: [],
    };
    const { store } = setup(server);
    store.dispatch([{ type: "add", product: { ...scarf, qty: 1 } }]);
    await store.authorize();
    expect(server.lines.find((line) => line.sku === "SZA-2892")?.qty).toBe(3);
  });

  it("does not sum quantities when a restored session re-authorises the cart it already holds", async () => {
    // A page load of a logged-in shopper: the stored cart is the customer's server cart, not yet synced.
    const server: FakeServer = {
      lines: [{ item_id: 7, sku: "SZA-2892", qty: 2, quote_id: "GUEST123" }],
      failUpdates: false,
      calls: [],
    };
    const { store } = setup(server);
    store.dispatch([
      { type: "add", product: { ...scarf, qty: 2 } },
      { type: "setServerToken", token: "GUEST123" },
    ]);
    await store.authorize();
    expect(server.calls).toContain("pull");
    expect(server.lines.find((line) => line.sku === "SZA-2892")?.qty).toBe(2);
    expect(store.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([["SZA-2892", 2]]);
  });

  it("retries as a guest once when creating the cart answers 401", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [], customerCreate: 401 };
    const { store } = setup(server);
    await store.addProduct(scarf);
    expect(server.calls.slice(0, 2)).toEqual(["create", "create guest"]);
    expect(store.getState().cartServerToken).toBe("GUEST123");
    expect(store.getState().connectBypassCount).toBe(1);
  });

  it("stays disconnected and keeps the line locally when creating the cart fails otherwise", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [], customerCreate: 500 };
    const { store } = setup(server);
    await store.addProduct(scarf);
    expect(server.calls).toEqual(["create"]);
    expect(store.getState().cartServerToken).toBe("");
    expect(store.getState().cartItems.map((line) => line.sku)).toEqual(["SZA-2892"]);
  });

  it("syncs only when due: an unchanged cart is not pulled again", async () => {
    const server: FakeServer = { lines: [], failUpdates: false, calls: [] };
    const { store } = setup(server);
    await store.addProduct(scarf);
    const pulls = server.calls.filter((call) => call === "pull").length;
    await store.runCommands([
      { type: "sync", forceClientState: false, dryRun: false, mergeQty: false, forceSync: false },
    ]);
    expect(server.calls.filter((call) => call === "pull").length).toBe(pulls);
  });

  it("hides Proceed to checkout with an external checkout, and says nothing while in checkout", async () => {
    const external = setup({ lines: [], failUpdates: false, calls: [] }, { externalCheckout: true });
    await external.store.addProduct(scarf);
    expect(external.notes).toEqual([
      { type: "success", message: "Product has been added to the cart!", action1: { label: "OK" } },
    ]);

    const inCheckout = setup({ lines: [], failUpdates: false, calls: [] }, { inCheckout: () => true });
    await inCheckout.store.addProduct(scarf);
    expect(inCheckout.notes).toEqual([]);
  });

  describe("the short path of an add (issue 30)", () => {
    it("opens the cart with the first line in one request, then adds the next in one", async () => {
      const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true };
      const { store, notes } = setup(server);
      await store.load();
      server.calls.length = 0;
      expect(await store.addProduct(scarf)).toBe(1);
      expect(server.calls).toEqual(["open SZA-2892 1"]);
      expect(store.getState().cartServerToken).toBe("GUEST123");
      expect(store.getState().platformTotals?.grand_total).toBe(15);
      expect(await store.addProduct(cap)).toBe(1);
      expect(server.calls).toEqual(["open SZA-2892 1", "update CZA-1 1"]);
      expect(store.getState().platformTotals?.grand_total).toBe(25);
      expect(notes.map((n) => n.message)).toEqual([
        "Product has been added to the cart!",
        "Product has been added to the cart!",
      ]);
    });

    it("prices a first add's delivery once its confirmation has painted, not before it", async () => {
      const server: FakeServer = {
        lines: [],
        failUpdates: false,
        calls: [],
        withTotals: true,
        delivery: false,
      };
      const frames: (() => void)[] = [];
      const seen: { message: string; totalsAsked: number; grandTotal: unknown; coming: boolean }[] = [];
      const deps = cartDepsForTest({
        client: async () => fakeClient(server),
        afterPaint: () => new Promise<void>((resolve) => frames.push(resolve)),
        // what the cart held when the shopper saw the confirmation
        notify: (note) =>
          seen.push({
            message: note.message,
            totalsAsked: server.totalsAsked ?? 0,
            grandTotal: store.getState().platformTotals?.grand_total,
            coming: store.state.deliveryPending,
          }),
      });
      const store = createCartStore(deps);
      /** Paints every frame asked for until `work` is done. */
      const paintUntil = async <T>(work: Promise<T>): Promise<T> => {
        let done = false;
        void work.finally(() => {
          done = true;
        });
        while (!done) {
          for (const frame of frames.splice(0)) frame();
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        return work;
      };
      await paintUntil(store.load());
      expect(await paintUntil(store.addProduct(scarf))).toBe(1);
      // confirmed by the one request, whose totals had no courier; the courier's price was not asked before
      // (and the totals say the delivery is coming)
      expect(seen).toEqual([
        { message: "Product has been added to the cart!", totalsAsked: 0, grandTotal: 10, coming: true },
      ]);
      await paintUntil(new Promise((resolve) => setTimeout(resolve, 20)));
      expect(server.calls).toEqual(["open SZA-2892 1"]);
      expect(server.totalsAsked).toBe(1);
      expect(store.getState().platformTotals?.grand_total).toBe(15);
      expect(store.state.deliveryPending).toBe(false);
    });

    it("sets a repeated product's line by its id in one request", async () => {
      const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true };
      const { store, notes } = setup(server);
      await store.load();
      await store.addProduct(scarf);
      server.calls.length = 0;
      await store.addProduct(scarf);
      expect(server.calls).toEqual(["update SZA-2892 2"]);
      expect(store.getState().cartItems.map((line) => [line.sku, line.qty])).toEqual([["SZA-2892", 2]]);
      expect(notes.at(-1)?.message).toBe("Product quantity has been updated!");
    });

    it("removes a line the opening update refused and shows the server's message", async () => {
      const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true };
      const { store, notes } = setup(server);
      await store.load();
      expect(await store.addProduct({ ...scarf, sku: "BRAK-1" })).toBe(0);
      expect(store.getState().cartItems).toEqual([]);
      expect(store.getState().cartServerToken).toBeFalsy();
      expect(notes.map((n) => [n.type, n.message])).toEqual([
        ["error", "Produkt jest niedostępny i nie może zostać dodany do koszyka."],
      ]);
    });

    it("keeps a line whose request the page's own navigation cut off, unconfirmed and unsaved as in sync, for the next page to send", async () => {
      const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true, cutOff: true };
      const { store, notes } = setup(server, { leaving: () => true });
      await store.load();
      const hash = store.getState().cartItemsHash;
      expect(await store.addProduct(scarf)).toBe(1);
      expect(server.calls).toEqual(["open SZA-2892 1"]);
      expect(store.getState().cartItems.map((line) => [line.sku, line.qty, line.server_item_id])).toEqual([
        ["SZA-2892", 1, undefined],
      ]);
      // the hash stays that of the empty cart: the next page's load finds the cart out of sync and sends it
      expect(store.getState().cartItemsHash).toBe(hash);
      // no error: the line is in the cart
      expect(notes.map((n) => n.type)).toEqual(["success"]);
    });

    it("takes the line back when a request gets no answer while the page stays", async () => {
      const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true, cutOff: true };
      const { store, notes } = setup(server, { leaving: () => false });
      await store.load();
      expect(await store.addProduct(scarf)).toBe(0);
      expect(store.getState().cartItems).toEqual([]);
      expect(notes.map((n) => n.type)).toEqual(["error"]);
    });

    it("sends the add's request in a task after the one that drew the line (issue 29)", async () => {
      const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: true };
      const yields: (() => void)[] = [];
      const { store } = setup(server, {
        yieldToMain: () => new Promise<void>((resolve) => yields.push(resolve)),
      });
      await store.load();
      const added = store.addProduct(scarf);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(store.getState().cartItems.map((line) => line.sku)).toEqual(["SZA-2892"]);
      expect(server.calls).toEqual([]);
      expect(yields).toHaveLength(1);
      yields[0]?.();
      // the answer's hash waits for a task of its own as well
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(server.calls).toEqual(["open SZA-2892 1"]);
      expect(yields).toHaveLength(2);
      yields[1]?.();
      expect(await added).toBe(1);
      expect(store.getState().cartItemsHash).toMatch(/^[0-9a-f]{56}$/);
    });

    it("asks for the totals the old way when the update answers none", async () => {
      const server: FakeServer = { lines: [], failUpdates: false, calls: [], withTotals: false };
      const { store } = setup(server);
      await store.load();
      await store.addProduct(scarf);
      server.calls.length = 0;
      await store.addProduct(cap);
      expect(server.calls).toEqual(["update CZA-1 1"]);
      expect(store.getState().cartServerLastTotalsSyncDate).toBeGreaterThan(0);
    });
  });
});
