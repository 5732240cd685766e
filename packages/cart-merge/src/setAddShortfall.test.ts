import { describe, expect, it } from "vitest";
import { planAddToCart } from "./planAddToCart.js";
import { type PreparedProduct, prepareProductsToAdd } from "./prepareProductsToAdd.js";
import { planSetRollback, setAddShortfall } from "./setAddShortfall.js";

const part = (sku: string, limit?: number, over: Partial<PreparedProduct> = {}): PreparedProduct => ({
  product: { sku, name: `Część ${sku}`, qty: 1, price_incl_tax: 99.99 },
  stockStatus: "ok",
  ...(limit === undefined ? {} : { quantityLimit: limit }),
  ...over,
});
const set = [part("CZA-5185", 9), part("TOR-5130", 1), part("TOR-5151", 4)];

describe("setAddShortfall", () => {
  it("lets a set through when every part has the pieces", () => {
    expect(setAddShortfall(set, [])).toBeNull();
  });

  it("names the part whose line would hold more than its stock (the set added a second time)", () => {
    const cart = set.map(({ product }) => ({ ...product }));
    expect(setAddShortfall(set, cart)).toEqual({ product: set[1]?.product, reason: "short", limit: 1 });
  });

  it("names an out-of-stock part, and one without a price", () => {
    expect(setAddShortfall([part("A", 3), part("B", 0, { stockStatus: "out_of_stock" })], [])).toMatchObject({
      product: { sku: "B" },
      reason: "out_of_stock",
    });
    const free = part("C", 2, { product: { sku: "C", qty: 1 } });
    expect(setAddShortfall([free], [])).toMatchObject({ product: { sku: "C" }, reason: "invalid" });
  });

  it("leaves a part with no known limit to the server", () => {
    expect(setAddShortfall([part("A"), part("B")], [{ sku: "A", qty: 40, price_incl_tax: 1 }])).toBeNull();
  });

  it("counts two links to the same product together", () => {
    expect(setAddShortfall([part("A", 1), part("A", 1)], [])).toMatchObject({ reason: "short", limit: 1 });
  });
});

describe("planAddToCart with a set", () => {
  it("adds nothing and says once which part is short", () => {
    const cart = set.map(({ product }) => ({ ...product }));
    const plan = planAddToCart(set, { set: { cartItems: cart } });
    expect(plan.actions).toEqual([]);
    expect(plan.added).toBe(0);
    expect(plan.commands).toEqual([]);
    expect(plan.diff.clientNotifications).toEqual([
      {
        type: "error",
        message: "The set cannot be added: not enough pieces of {name}.",
        params: { name: "Część TOR-5130" },
        action1: { label: "OK" },
      },
    ]);
  });

  it("adds every part when all can be added, with one message for the set when sync is off", () => {
    const plan = planAddToCart(set, { set: { cartItems: [] }, cartSyncEnabled: false });
    expect(plan.actions.map((action) => (action.type === "add" ? action.product.sku : ""))).toEqual([
      "CZA-5185",
      "TOR-5130",
      "TOR-5151",
    ]);
    expect(plan.diff.clientNotifications.map((n) => n.message)).toEqual([
      "The set has been added to the cart!",
    ]);
  });

  it("reads each part's limit from the stock it was loaded with", () => {
    const grouped = {
      sku: "ZES-5222",
      type_id: "grouped",
      product_links: [
        {
          link_type: "associated",
          product: {
            sku: "A",
            qty: 1,
            price_incl_tax: 10,
            stock: { qty: 1, manage_stock: true, is_in_stock: true },
          },
        },
        { link_type: "associated", product: { sku: "B", qty: 1, price_incl_tax: 10 } },
      ],
    };
    const prepared = prepareProductsToAdd(grouped);
    expect(prepared.map((entry) => entry.quantityLimit)).toEqual([1, undefined]);
    const plan = planAddToCart(prepared, { set: { cartItems: [{ ...(prepared[0]?.product ?? {}) }] } });
    expect(plan.added).toBe(0);
  });
});

describe("planSetRollback", () => {
  it("takes back what the add put in: a new line removed, a grown line to its earlier quantity", () => {
    const parts = [
      { sku: "A", qty: 1 },
      { sku: "B", qty: 1 },
      { sku: "C", qty: 1 },
    ];
    const before = [
      { sku: "B", qty: 1, server_item_id: 2 },
      { sku: "C", qty: 1, server_item_id: 3 },
      { sku: "X", qty: 5, server_item_id: 9 },
    ];
    const after = [
      { sku: "B", qty: 2, server_item_id: 2 },
      { sku: "C", qty: 1, server_item_id: 3 },
      { sku: "X", qty: 5, server_item_id: 9 },
      { sku: "A", qty: 1, server_item_id: 4 },
    ];
    expect(planSetRollback(parts, before, after)).toEqual([
      { line: { sku: "B", qty: 2, server_item_id: 2 }, qty: 1 },
      { line: { sku: "A", qty: 1, server_item_id: 4 }, qty: 0 },
    ]);
  });
});
