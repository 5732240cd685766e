import { describe, expect, it } from "vitest";
import { createFakeCartServer, runMergePlan } from "../test/fakeCartServer.js";
import { cartHash } from "./cartHash.js";
import { isCartMergeError } from "./cartMergeError.js";
import { initialCartState } from "./cartState.js";
import { type CartMergeEffect, planCartMerge } from "./planCartMerge.js";

const types = (effects: readonly CartMergeEffect[]) => effects.map((effect) => effect.type);
const custom = (value: string) => ({
  extension_attributes: { custom_options: [{ option_id: 1, option_value: value }] },
});

describe("planCartMerge: a client line missing on the server", () => {
  const client = [{ sku: "A", qty: 2 }];

  it("pushes the line by default, with a server no-item party", () => {
    const plan = planCartMerge(client, [], { cartServerToken: "q" });
    expect(plan.diff.items).toEqual([{ party: "server", status: "no-item", sku: "A" }]);
    expect(plan.effects).toEqual([
      {
        type: "pushLine",
        line: client[0],
        serverLine: null,
        updateIds: false,
        mergeQty: false,
        cartItem: { sku: "A", qty: 2, product_option: undefined, quoteId: "q" },
      },
    ]);
  });

  it("removes the line locally when the server may remove local items", () => {
    const plan = planCartMerge(client, [], { serverSyncCanRemoveLocalItems: true });
    expect(plan.diff.items).toEqual([{ party: "server", status: "no-item", sku: "A" }]);
    expect(plan.effects).toEqual([
      {
        type: "removeLocalLine",
        line: client[0],
        actions: [{ type: "delete", product: client[0], removeByParentSku: true }],
      },
    ]);
  });

  it("still pushes the line under forced client state even when the server may remove local items", () => {
    const plan = planCartMerge(client, [], { serverSyncCanRemoveLocalItems: true, forceClientState: true });
    expect(types(plan.effects)).toEqual(["pushLine"]);
  });

  it("pushes a configured child under its parent sku", () => {
    const plan = planCartMerge([{ sku: "A-M", parentSku: "A", qty: 1 }], [], {});
    expect(plan.effects[0]).toMatchObject({ cartItem: { sku: "A", qty: 1 } });
  });

  it("pushes the child sku when setConfigurableProductOptions is off", () => {
    const plan = planCartMerge([{ sku: "A-M", parentSku: "A", qty: 1 }], [], {
      setConfigurableProductOptions: false,
    });
    expect(plan.effects[0]).toMatchObject({ cartItem: { sku: "A-M" } });
  });
});

describe("planCartMerge: quantities differ", () => {
  const client = [{ sku: "A", qty: 3, server_item_id: 7 }];
  const server = [{ sku: "A", qty: 1, item_id: 7, quote_id: "q" }];

  it("updates the server by default, with a wrong-qty party carrying both quantities", () => {
    const plan = planCartMerge(client, server, {});
    expect(plan.diff.items).toEqual([
      { party: "server", status: "wrong-qty", sku: "A", "client-qty": 3, "server-qty": 1 },
    ]);
    expect(plan.effects).toEqual([
      {
        type: "pushLine",
        line: client[0],
        serverLine: server[0],
        updateIds: true,
        mergeQty: false,
        cartItem: { sku: "A", qty: 3, product_option: undefined, item_id: 7, quoteId: "q" },
      },
    ]);
  });

  it("takes the server line when the server may modify local items", () => {
    const plan = planCartMerge(client, server, { serverSyncCanModifyLocalItems: true });
    expect(plan.diff.items[0]).toMatchObject({ status: "wrong-qty" });
    expect(plan.effects).toEqual([
      {
        type: "takeServerLine",
        line: client[0],
        serverLine: server[0],
        actions: [
          {
            type: "updateProps",
            product: client[0],
            props: { sku: "A", qty: 1, item_id: 7, quote_id: "q", server_cart_id: "q" },
          },
        ],
      },
    ]);
  });

  it("updates the server under forced client state even when the server may modify local items", () => {
    const plan = planCartMerge(client, server, {
      serverSyncCanModifyLocalItems: true,
      forceClientState: true,
    });
    expect(types(plan.effects)).toEqual(["pushLine"]);
  });

  it("compares quantities numerically (decision)", () => {
    const plan = planCartMerge([{ sku: "A", qty: "1", server_item_id: 7 }], server, {});
    expect(plan.diff.items).toEqual([]);
  });

  it("sends client + server quantities with mergeQty, even when they are equal", () => {
    const plan = planCartMerge([{ sku: "A", qty: 1, server_item_id: 7 }], server, { mergeQty: true });
    expect(plan.diff.items).toEqual([
      { party: "server", status: "wrong-qty", sku: "A", "client-qty": 1, "server-qty": 1 },
    ]);
    expect(plan.effects[0]).toMatchObject({
      type: "pushLine",
      mergeQty: true,
      cartItem: { qty: 2, item_id: 7 },
    });
  });
});

describe("planCartMerge: quantities equal", () => {
  it("refreshes the line's server ids without a diff party", () => {
    const client = [{ sku: "A", qty: 1, type_id: "simple" }];
    const server = [
      {
        sku: "A",
        qty: 1,
        item_id: 7,
        quote_id: "q",
        product_type: "configurable",
        product_option: { extension_attributes: {} },
      },
    ];
    const plan = planCartMerge(client, server, {});
    expect(plan.diff.items).toEqual([]);
    expect(plan.effects).toEqual([
      {
        type: "refreshIds",
        line: client[0],
        serverLine: server[0],
        props: {
          server_item_id: 7,
          server_cart_id: "q",
          product_option: { extension_attributes: {} },
          type_id: "configurable",
        },
        actions: [
          {
            type: "updateProps",
            product: client[0],
            props: {
              server_item_id: 7,
              server_cart_id: "q",
              product_option: { extension_attributes: {} },
              type_id: "configurable",
            },
          },
        ],
      },
    ]);
  });

  it("plans nothing when the ids are already current", () => {
    const plan = planCartMerge(
      [{ sku: "A", qty: 1, server_item_id: 7, server_cart_id: "q", type_id: "simple" }],
      [{ sku: "A", qty: 1, item_id: 7, quote_id: "q", product_type: "simple" }],
      {},
    );
    expect(plan.effects).toEqual([]);
  });

  it("does not blank local fields the server leaves out (decision)", () => {
    const plan = planCartMerge(
      [{ sku: "A", qty: 1, server_item_id: 7, type_id: "virtual" }],
      [{ sku: "A", qty: 1, item_id: 7 }],
      {},
    );
    expect(plan.effects).toEqual([]);
  });
});

describe("planCartMerge: a server line missing on the client", () => {
  const server = [{ sku: "B", qty: 2, item_id: 9, quote_id: "q", product_type: "simple" }];

  it("adds it locally by default, with a client no-item party", () => {
    const plan = planCartMerge([], server, {});
    expect(plan.diff.items).toEqual([{ party: "client", status: "no-item", sku: "B" }]);
    expect(plan.effects).toEqual([
      { type: "addServerLine", serverLine: server[0], lookup: { kind: "simple", sku: "B" } },
    ]);
  });

  it("looks a configurable line up by its child sku", () => {
    const plan = planCartMerge([], [{ sku: "B-M", qty: 1, item_id: 9, product_type: "configurable" }], {});
    expect(plan.effects[0]).toMatchObject({ lookup: { kind: "configurable", childSku: "B-M" } });
  });

  it("deletes it on the server under forced client state", () => {
    const plan = planCartMerge([], server, { forceClientState: true });
    expect(plan.diff.items).toEqual([{ party: "client", status: "no-item", sku: "B" }]);
    expect(plan.effects).toEqual([
      { type: "deleteOnServer", serverLine: server[0], cartItem: { sku: "B", item_id: 9, quoteId: "q" } },
    ]);
  });

  it("skips undefined and null server entries", () => {
    expect(planCartMerge([], [null, undefined], {}).effects).toEqual([]);
  });
});

describe("planCartMerge: order, dry run and follow-up", () => {
  const client = [
    { sku: "A", qty: 2, server_item_id: 1 },
    { sku: "C", qty: 1 },
  ];
  const server = [
    { sku: "B", qty: 1, item_id: 2, quote_id: "q" },
    { sku: "A", qty: 1, item_id: 1, quote_id: "q" },
  ];

  it("processes client lines first, then server-only lines", () => {
    const plan = planCartMerge(client, server, {});
    expect(plan.diff.items.map((party) => [party.party, party.status, party.sku])).toEqual([
      ["server", "wrong-qty", "A"],
      ["server", "no-item", "C"],
      ["client", "no-item", "B"],
    ]);
    expect(types(plan.effects)).toEqual(["pushLine", "pushLine", "addServerLine"]);
  });

  it("syncs totals (not forced) then saves the hash when there are client lines", () => {
    expect(planCartMerge(client, server, {}).commands).toEqual([
      { type: "syncTotals", forceServerSync: false },
      { type: "saveHash" },
    ]);
  });

  it("only saves the hash when there are no client lines", () => {
    expect(planCartMerge([], server, {}).commands).toEqual([{ type: "saveHash" }]);
  });

  it("returns the same diff parties but no effects or commands in a dry run", () => {
    const plan = planCartMerge(client, server, { dryRun: true });
    expect(plan.diff.items).toEqual(planCartMerge(client, server, {}).diff.items);
    expect(plan.effects).toEqual([]);
    expect(plan.commands).toEqual([]);
  });

  it("is a dry run when serverMergeByDefault is false", () => {
    expect(planCartMerge(client, server, { serverMergeByDefault: false }).effects).toEqual([]);
  });
});

describe("planCartMerge: matching", () => {
  it("takes the first equal server line", () => {
    const plan = planCartMerge(
      [{ sku: "A", qty: 1 }],
      [
        { sku: "A", qty: 5, item_id: 1 },
        { sku: "A", qty: 1, item_id: 2 },
      ],
      {},
    );
    expect(plan.effects[0]).toMatchObject({ type: "pushLine", serverLine: { item_id: 1 } });
  });

  it("matches custom-option lines of the same sku by checksum", () => {
    const plan = planCartMerge(
      [
        { sku: "T", qty: 1, product_option: custom("M") },
        { sku: "T", qty: 2, product_option: custom("L") },
      ],
      [
        { sku: "T", qty: 2, item_id: 2, product_option: custom("L") },
        { sku: "T", qty: 1, item_id: 1, product_option: custom("M") },
      ],
      {},
    );
    expect(plan.diff.items).toEqual([]);
    expect(
      plan.effects.map((effect) => (effect.type === "refreshIds" ? effect.props.server_item_id : null)),
    ).toEqual([1, 2]);
  });

  it("matches a server line whose option values are strings instead of numbers", () => {
    const plan = planCartMerge(
      [
        {
          sku: "T",
          qty: 1,
          // an older stored line whose value is a number, outside the contract's string
          product_option: JSON.parse(
            '{ "extension_attributes": { "custom_options": [{ "option_id": 1, "option_value": 5 }] } }',
          ),
        },
      ],
      [
        {
          sku: "T",
          qty: 1,
          item_id: 3,
          product_option: {
            extension_attributes: { custom_options: [{ option_value: "5", option_id: "1" }] },
          },
        },
      ],
      {},
    );
    expect(plan.diff.items).toEqual([]);
  });

  it("matches a configurable line by sku even when the server id differs", () => {
    const option = {
      extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: 56 }] },
    };
    const plan = planCartMerge(
      [{ sku: "A-M", qty: 1, server_item_id: 1, product_option: option }],
      [{ sku: "A-M", qty: 1, item_id: 2, product_option: option }],
      {},
    );
    expect(plan.diff.items).toEqual([]);
  });

  it("matches a plain line by id when the sku changed", () => {
    const plan = planCartMerge(
      [{ sku: "old", qty: 1, server_item_id: 4 }],
      [{ sku: "new", qty: 1, item_id: 4 }],
      {},
    );
    expect(plan.diff.items).toEqual([]);
  });
});

describe("planCartMerge: broken input", () => {
  it("throws invalid-line for a client line that is not an object", () => {
    let caught: unknown;
    try {
      planCartMerge([42 as never], [], {});
    } catch (error) {
      caught = error;
    }
    expect(isCartMergeError(caught) && caught.details).toEqual({
      reason: "invalid-line",
      index: 0,
      value: 42,
    });
  });

  it("throws invalid-server-line for a server line that is not an object", () => {
    expect(() => planCartMerge([], ["x" as never], {})).toThrow("Server cart line 0 is not an object");
  });
});

describe("planCartMerge: effective defaults (§9.11)", () => {
  const start = () => ({ ...initialCartState(), cartServerToken: "q" });

  it("at app start the client wins for its lines and server-only lines are pulled in", () => {
    const server = createFakeCartServer([
      { sku: "S", qty: 1, item_id: 1, quote_id: "q", product_type: "simple" },
    ]);
    const state = { ...start(), cartItems: [{ sku: "C", qty: 2, price_incl_tax: 10 }] };
    const plan = planCartMerge(state.cartItems, server.lines, { cartServerToken: "q" });
    const after = runMergePlan(state, plan, server).state;
    expect(after.cartItems.map((line) => [line.sku, line.qty])).toEqual([
      ["C", 2],
      ["S", 1],
    ]);
    expect(server.lines.map((line) => [line.sku, line.qty])).toEqual([
      ["S", 1],
      ["C", 2],
    ]);
  });

  it("on user edits (forced client state) server-only lines are deleted on the server", () => {
    const server = createFakeCartServer([{ sku: "S", qty: 1, item_id: 1, quote_id: "q" }]);
    const state = { ...start(), cartItems: [{ sku: "C", qty: 2 }] };
    const plan = planCartMerge(state.cartItems, server.lines, {
      forceClientState: true,
      cartServerToken: "q",
    });
    const { state: after, diff } = runMergePlan(state, plan, server);
    expect(after.cartItems.map((line) => line.sku)).toEqual(["C"]);
    expect(server.lines.map((line) => line.sku)).toEqual(["C"]);
    expect(diff.serverResponses).toEqual([
      { status: 200, sku: "C", result: expect.objectContaining({ sku: "C", qty: 2 }) },
      { status: 200, sku: "S", result: true },
    ]);
  });

  it("records the client party update-required and saves the hash after a merge that changed lines", () => {
    const server = createFakeCartServer();
    const state = { ...start(), cartItems: [{ sku: "C", qty: 1 }] };
    const plan = planCartMerge(state.cartItems, server.lines, { cartServerToken: "q" });
    const { state: after, diff } = runMergePlan(state, plan, server);
    expect(diff.items.slice(-2)).toEqual([
      { party: "client", status: "update-required" },
      { party: "server", status: "update-required" },
    ]);
    expect(after.cartItemsHash).toBe(cartHash(after.cartItems, "q"));
  });
});
