import { describe, expect, it } from "vitest";
import { createFakeCartServer, simpleCatalogue } from "../test/fakeCartServer.js";
import { cartHash } from "./cartHash.js";
import { type CartAction, reduceCart } from "./cartReducer.js";
import { type CartState, initialCartState } from "./cartState.js";
import { planCartMerge } from "./planCartMerge.js";
import { type CartMergePorts, runCartMergePlan } from "./runCartMergePlan.js";
import type { CartLine, ServerCartLine } from "./types.js";

function store(items: CartLine[], serverLines: ServerCartLine[] = []) {
  let state: CartState = { ...initialCartState(), cartItems: items, cartServerToken: "q" };
  const server = createFakeCartServer(serverLines);
  const logged: unknown[] = [];
  const ports: CartMergePorts = {
    getState: () => state,
    dispatch: (actions: readonly CartAction[]) => {
      state = reduceCart(state, actions);
    },
    updateServerItem: async (cartItem) => server.update(cartItem as unknown as Record<string, unknown>),
    deleteServerItem: async (cartItem) => server.remove(cartItem as unknown as Record<string, unknown>),
    resolveProduct: async (lookup, serverLine) => simpleCatalogue()(lookup, serverLine),
    log: (error) => logged.push(error),
  };
  return { ports, server, logged, state: () => state };
}

/** A line the shopper raised from 1 (the server's quantity) to 3, and the forced client-state sync that sends it. */
function quantityRaisedToThree() {
  const serverLine = { sku: "C", qty: 1, item_id: 7, quote_id: "q" };
  const { ports, state } = store([{ sku: "C", qty: 3, prev_qty: 1, server_item_id: 7 }], [serverLine]);
  const plan = planCartMerge(state().cartItems, [serverLine], {
    forceClientState: true,
    cartServerToken: "q",
  });
  return { ports, state, plan };
}

describe("runCartMergePlan", () => {
  it("pushes client lines, pulls server lines and closes the DiffLog", async () => {
    const { ports, server, state } = store(
      [{ sku: "C", qty: 2, price_incl_tax: 10 }],
      [{ sku: "S", qty: 1, item_id: 1, quote_id: "q", product_type: "simple" }],
    );
    const plan = planCartMerge(state().cartItems, server.lines, { cartServerToken: "q" });
    const { diff, commands } = await runCartMergePlan(plan, ports);
    expect(state().cartItems.map((line) => [line.sku, line.qty, line.server_item_id])).toEqual([
      ["C", 2, 10_000],
      ["S", 1, 1],
    ]);
    expect(diff.items).toEqual([
      { party: "server", status: "no-item", sku: "C" },
      { party: "client", status: "no-item", sku: "S" },
      { party: "client", status: "update-required" },
      { party: "server", status: "update-required" },
    ]);
    expect(diff.clientNotifications.map((n) => n.message)).toEqual(["Product has been added to the cart!"]);
    expect(commands).toEqual([{ type: "syncTotals", forceServerSync: false }, { type: "saveHash" }]);
  });

  it("rolls a line back when the update request rejects (network error)", async () => {
    const { ports, state } = store([{ sku: "C", qty: 2 }]);
    const plan = planCartMerge(state().cartItems, [], {});
    await runCartMergePlan(plan, { ...ports, updateServerItem: () => Promise.reject(new Error("offline")) });
    expect(state().cartItems).toEqual([]);
  });

  it("keeps a quantity change whose update the page's leaving cut off, and stops with no commands", async () => {
    const { ports, state, plan } = quantityRaisedToThree();
    const run = await runCartMergePlan(plan, {
      ...ports,
      leaving: () => true,
      updateServerItem: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    expect(state().cartItems.map((kept) => [kept.sku, kept.qty])).toEqual([["C", 3]]);
    expect(run.cutOff).toBe(true);
    expect(run.commands).toEqual([]);
    expect(run.diff.serverResponses).toEqual([]);
  });

  it("still rolls the quantity back when the page stays", async () => {
    const { ports, state, plan } = quantityRaisedToThree();
    const run = await runCartMergePlan(plan, {
      ...ports,
      leaving: () => false,
      updateServerItem: async () => ({ code: null, result: "Failed to fetch" }),
    });
    expect(state().cartItems.map((kept) => [kept.sku, kept.qty])).toEqual([["C", 1]]);
    expect(run.cutOff).toBeUndefined();
  });

  it("stops at a removal's delete the page's leaving cut off, so no hash says the server has it", async () => {
    const serverLines = [
      { sku: "S", qty: 1, item_id: 1, quote_id: "q", product_type: "simple" },
      { sku: "T", qty: 1, item_id: 2, quote_id: "q", product_type: "simple" },
    ];
    // the shopper removed both lines; the first delete is cut off
    const { ports, state, server } = store([], serverLines);
    const plan = planCartMerge([], serverLines, { forceClientState: true, cartServerToken: "q" });
    expect(plan.effects.map((effect) => effect.type)).toEqual(["deleteOnServer", "deleteOnServer"]);
    let deletes = 0;
    const run = await runCartMergePlan(plan, {
      ...ports,
      leaving: () => true,
      deleteServerItem: async () => {
        deletes += 1;
        return { code: null, result: "Failed to fetch" };
      },
    });
    expect(deletes).toBe(1);
    expect(run.cutOff).toBe(true);
    expect(run.commands).toEqual([]);
    expect(state().cartItems).toEqual([]);
    expect(server.lines).toHaveLength(2);
  });

  it("skips a rejected delete as before when the page stays", async () => {
    const serverLines = [{ sku: "S", qty: 1, item_id: 1, quote_id: "q", product_type: "simple" }];
    const { ports, logged } = store([], serverLines);
    const plan = planCartMerge([], serverLines, { forceClientState: true, cartServerToken: "q" });
    const run = await runCartMergePlan(plan, {
      ...ports,
      leaving: () => false,
      deleteServerItem: () => Promise.reject(new Error("offline")),
    });
    expect(logged).toHaveLength(1);
    expect(run.diff.serverResponses).toEqual([]);
    expect(run.cutOff).toBeUndefined();
    expect(run.commands.length).toBeGreaterThan(0);
  });

  it("logs and skips an effect that throws, then runs the next one", async () => {
    const { ports, logged, state, server } = store(
      [],
      [
        { sku: "S", qty: 1, item_id: 1 },
        { sku: "T", qty: 1, item_id: 2 },
      ],
    );
    let calls = 0;
    const plan = planCartMerge([], server.lines, {});
    await runCartMergePlan(plan, {
      ...ports,
      resolveProduct: async (lookup) => {
        calls++;
        if (calls === 1) throw new Error("catalogue down");
        return lookup.kind === "simple" ? { sku: lookup.sku, price_incl_tax: 5 } : null;
      },
    });
    expect(logged).toHaveLength(1);
    expect(state().cartItems.map((line) => line.sku)).toEqual(["T"]);
  });

  it("skips a server-only line whose product cannot be found", async () => {
    const { ports, state, server } = store([], [{ sku: "S", qty: 1, item_id: 1 }]);
    await runCartMergePlan(planCartMerge([], server.lines, {}), {
      ...ports,
      resolveProduct: async () => null,
    });
    expect(state().cartItems).toEqual([]);
  });

  it("deletes server-only lines under forced client state and records the answers", async () => {
    const { ports, server } = store([], [{ sku: "S", qty: 1, item_id: 1, quote_id: "q" }]);
    const { diff } = await runCartMergePlan(
      planCartMerge([], server.lines, { forceClientState: true }),
      ports,
    );
    expect(server.lines).toEqual([]);
    expect(diff.serverResponses).toEqual([{ status: 200, sku: "S", result: true }]);
  });

  it("closes a dry-run DiffLog and returns no commands", async () => {
    const items = [{ sku: "C", qty: 1 }];
    const { ports, state } = store(items);
    const { diff, commands } = await runCartMergePlan(planCartMerge(items, [], { dryRun: true }), {
      ...ports,
      getState: () => ({ ...state(), cartItemsHash: cartHash(items, "q"), cartServerLastTotalsSyncDate: 1 }),
    });
    expect(diff.items).toEqual([
      { party: "server", status: "no-item", sku: "C" },
      { party: "client", status: "no-changes" },
      { party: "server", status: "no-changes" },
    ]);
    expect(commands).toEqual([]);
  });
});
