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
