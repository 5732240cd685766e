import { describe, expect, it } from "vitest";
import { planAddToCart } from "./planAddToCart.js";
import type { PreparedProduct } from "./prepareProductsToAdd.js";

const product = (over: Partial<PreparedProduct> = {}): PreparedProduct => ({
  product: { sku: "A", qty: 1, price_incl_tax: 10 },
  stockStatus: "ok",
  ...over,
});
const messages = (plan: ReturnType<typeof planAddToCart>) =>
  plan.diff.clientNotifications.map((n) => [n.type, n.message]);

describe("planAddToCart", () => {
  it("adds an ok product with its stock-check task id", () => {
    const plan = planAddToCart([product({ onlineCheckTaskId: "t-1" })]);
    expect(plan.actions).toEqual([
      { type: "add", product: { sku: "A", qty: 1, price_incl_tax: 10, onlineStockCheckid: "t-1" } },
    ]);
    expect(plan.added).toBe(1);
  });

  it("shows no notification for an ok add while sync is on (the server update reports it)", () => {
    expect(messages(planAddToCart([product()]))).toEqual([]);
  });

  it("adds a volatile product without a warning while out-of-stock items are allowed", () => {
    const plan = planAddToCart([product({ stockStatus: "volatile" })]);
    expect(plan.added).toBe(1);
    expect(messages(plan)).toEqual([]);
  });

  it("adds a volatile product with the pre-reservation warning when out-of-stock items are not allowed", () => {
    const plan = planAddToCart([product({ stockStatus: "volatile" })], { allowOutOfStockInCart: false });
    expect(plan.added).toBe(1);
    expect(messages(plan)).toEqual([
      [
        "warning",
        "The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.",
      ],
    ]);
  });

  it("does not add an out-of-stock product and shows the error", () => {
    const plan = planAddToCart([product({ stockStatus: "out_of_stock" })]);
    expect(plan.actions).toEqual([]);
    expect(messages(plan)).toEqual([
      ["error", "The product is out of stock and cannot be added to the cart!"],
    ]);
  });

  it("does not add a product with validation errors and shows each as an error", () => {
    const plan = planAddToCart([
      product({ product: { sku: "A", price_incl_tax: -1, errors: { size: "Pick" } } }),
    ]);
    expect(plan.actions).toEqual([]);
    expect(messages(plan)).toEqual([
      ["error", "Product price is unknown, product cannot be added to the cart!"],
      ["error", "Pick"],
    ]);
  });

  it("shows the added notification once with its checkout action when sync is off", () => {
    const plan = planAddToCart([product(), product({ product: { sku: "B", price_incl_tax: 5 } })], {
      cartSyncEnabled: false,
    });
    expect(plan.diff.clientNotifications).toEqual([
      {
        type: "success",
        message: "Product has been added to the cart!",
        action1: { label: "OK" },
        action2: { label: "Proceed to checkout", action: "/checkout" },
      },
    ]);
  });

  it("shows the added notification for a silent add and asks for no sync", () => {
    const plan = planAddToCart([product()], { forceServerSilence: true });
    expect(messages(plan)).toEqual([["success", "Product has been added to the cart!"]]);
    expect(plan.commands).toEqual([{ type: "create" }]);
  });

  it("omits the checkout action with an external checkout", () => {
    const plan = planAddToCart([product()], { cartSyncEnabled: false, externalCheckout: true });
    expect(plan.diff.clientNotifications[0]).not.toHaveProperty("action2");
  });

  it("skips the added notification in checkout", () => {
    expect(messages(planAddToCart([product()], { cartSyncEnabled: false, inCheckout: true }))).toEqual([]);
  });

  it("shows no added notification when nothing was added", () => {
    const plan = planAddToCart([product({ stockStatus: "out_of_stock" })], { cartSyncEnabled: false });
    expect(messages(plan)).toEqual([
      ["error", "The product is out of stock and cannot be added to the cart!"],
    ]);
  });

  it("creates the server cart, then syncs with the client state when sync is on", () => {
    expect(planAddToCart([product()]).commands).toEqual([
      { type: "create" },
      { type: "sync", forceClientState: true, dryRun: false, mergeQty: false, forceSync: false },
    ]);
  });

  it("only creates when sync is off", () => {
    expect(planAddToCart([product()], { cartSyncEnabled: false }).commands).toEqual([{ type: "create" }]);
  });
});

describe("planAddToCart's short path (issue 30)", () => {
  it("opens the server cart with the line when there is none", () => {
    const plan = planAddToCart([product()], { serverCart: "none" });
    expect(plan.commands).toEqual([
      { type: "pushAdded", products: [{ sku: "A", qty: 1, price_incl_tax: 10 }], open: true },
    ]);
  });

  it("pushes the line alone into a cart in sync", () => {
    expect(planAddToCart([product()], { serverCart: "inSync" }).commands).toEqual([
      { type: "pushAdded", products: [{ sku: "A", qty: 1, price_incl_tax: 10 }], open: false },
    ]);
  });

  it("keeps create and sync for a stale cart, and create alone while sync is off", () => {
    expect(planAddToCart([product()], { serverCart: "stale" }).commands.map((c) => c.type)).toEqual([
      "create",
      "sync",
    ]);
    expect(
      planAddToCart([product()], { serverCart: "none", cartSyncEnabled: false }).commands.map((c) => c.type),
    ).toEqual(["create"]);
  });

  it("pushes nothing when every product was refused before the server", () => {
    const plan = planAddToCart([product({ stockStatus: "out_of_stock" })], { serverCart: "inSync" });
    expect(plan.commands.map((c) => c.type)).toEqual(["create", "sync"]);
  });
});
