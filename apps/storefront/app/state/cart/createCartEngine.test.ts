import { type CartLine, currentCartHash } from "@outlet/cart-merge";
import { describe, expect, it } from "vitest";
import { cartDepsForTest } from "./cartDepsForTest";
import type { CartStoreDeps } from "./cartStoreDeps";
import { createCartEngine } from "./createCartEngine";

const scarf = { sku: "SZA-2892", name: "Żółta chusta", qty: 1, price_incl_tax: 129.99, type_id: "simple" };
const cap = { sku: "CZA-1", name: "Czapka", qty: 1, price_incl_tax: 49.99, type_id: "simple" };

/** An engine over a collection that records its writes, and a browser whose paints the test makes. */
function setup(options: { paints: boolean; onLeave?: CartStoreDeps["onLeave"] }) {
  const writes: [string, unknown][] = [];
  const paints: (() => void)[] = [];
  // one object, as the browser's offline storage hands out one store per collection
  const collection = {
    getItem: async () => null,
    setItem: async (key: string, value: unknown) => writes.push([key, value]),
  };
  const deps = cartDepsForTest({
    collection: () => collection,
    ...(options.paints ? { afterPaint: () => new Promise<void>((resolve) => paints.push(resolve)) } : {}),
    ...(options.onLeave ? { onLeave: options.onLeave } : {}),
  });
  return { engine: createCartEngine(deps), writes, paints };
}

const keys = (writes: [string, unknown][]) => writes.map(([key]) => key);
const skus = (value: unknown) => (value as { sku: string }[]).map((line) => line.sku);

describe("createCartEngine's storage writes (behaviour.md §9.4)", () => {
  it("writes each key's latest value once, after the browser painted (issue 29)", async () => {
    const { engine, writes, paints } = setup({ paints: true });
    engine.dispatch([{ type: "load", items: [{ ...scarf }] }]);
    engine.dispatch([{ type: "setServerToken", token: "GUEST123" }]);
    engine.dispatch([{ type: "load", items: [{ ...scarf }, { ...cap }] }]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(writes).toEqual([]);
    expect(paints).toHaveLength(1);

    paints[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(keys(writes)).toEqual(["current-cart", "current-cart-token"]);
    expect(skus(writes[0]?.[1])).toEqual(["SZA-2892", "CZA-1"]);
    expect(writes[1]?.[1]).toBe("GUEST123");

    engine.dispatch([{ type: "load", items: [{ ...cap }] }]);
    expect(paints).toHaveLength(2);
    paints[1]?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(keys(writes)).toEqual(["current-cart", "current-cart-token", "current-cart"]);
    expect(skus(writes[2]?.[1])).toEqual(["CZA-1"]);
  });

  it("writes what waits for a paint at once when someone waits for the storage (the cart cleared after an order)", async () => {
    const { engine, writes, paints } = setup({ paints: true });
    engine.dispatch([{ type: "load", items: [{ ...scarf }] }]);
    engine.dispatch([{ type: "load", items: [] }]);
    await engine.settled();
    expect(writes).toEqual([["current-cart", []]]);
    paints[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(writes).toHaveLength(1);
  });

  it("writes what waits for a paint when the page is left", () => {
    let leave: () => void = () => {};
    const { engine, writes } = setup({
      paints: true,
      onLeave: (run) => {
        leave = run;
      },
    });
    engine.dispatch([{ type: "load", items: [{ ...cap }] }]);
    expect(writes).toEqual([]);
    leave();
    expect(keys(writes)).toEqual(["current-cart"]);
    expect(skus(writes[0]?.[1])).toEqual(["CZA-1"]);
  });

  it("writes at once where nothing paints (the server, tests without a browser)", () => {
    const { engine, writes } = setup({ paints: false });
    engine.dispatch([{ type: "load", items: [{ ...scarf }] }]);
    engine.dispatch([{ type: "load", items: [{ ...scarf }, { ...cap }] }]);
    expect(keys(writes)).toEqual(["current-cart", "current-cart"]);
    expect(skus(writes[1]?.[1])).toEqual(["SZA-2892", "CZA-1"]);
  });

  it("writes nothing for a change made without persisting", async () => {
    const { engine, writes, paints } = setup({ paints: true });
    engine.dispatch([{ type: "toggleMicrocart", open: true }], { persist: false });
    engine.dispatch([{ type: "load", items: [{ ...scarf }] }], { persist: false });
    expect(paints).toEqual([]);
    await engine.settled();
    expect(writes).toEqual([]);
  });
});

describe("createCartEngine's saveHash command (issue 29)", () => {
  /** An engine whose yields to the main thread the test releases. */
  function yielding() {
    const yields: (() => void)[] = [];
    const engine = createCartEngine(
      cartDepsForTest({ yieldToMain: () => new Promise<void>((resolve) => yields.push(resolve)) }),
    );
    engine.dispatch([{ type: "load", items: [{ ...scarf }] }]);
    engine.dispatch([{ type: "setServerToken", token: "GUEST123" }]);
    return { engine, yields };
  }
  const hashOf = (items: CartLine[], token: string | null) =>
    currentCartHash({ cartItems: items, cartServerToken: token });

  it("takes the hash in a task after the answer's, of the lines as they were", async () => {
    const { engine, yields } = yielding();
    const run = engine.runCommands([{ type: "saveHash" }]);
    await Promise.resolve();
    expect(engine.getState().cartItemsHash).toBe("");
    expect(yields).toHaveLength(1);

    // a line added meanwhile is not counted as on the server: the cart stays out of sync
    engine.dispatch([{ type: "load", items: [{ ...scarf }, { ...cap }] }]);
    yields[0]?.();
    await run;
    expect(engine.getState().cartItemsHash).toBe(hashOf([{ ...scarf }], "GUEST123"));
    expect(engine.getState().cartItemsHash).not.toBe(currentCartHash(engine.getState()));
  });

  it("gives a cart replaced meanwhile (another token) no hash of the old one", async () => {
    const { engine, yields } = yielding();
    const run = engine.runCommands([{ type: "saveHash" }]);
    engine.dispatch([{ type: "load", items: [] }]);
    engine.dispatch([{ type: "setServerToken", token: "OTHER456" }]);
    yields[0]?.();
    await run;
    expect(engine.getState().cartItemsHash).toBe("");
  });

  it("saves the hash at once where nothing yields (the server, tests without a browser)", async () => {
    const engine = createCartEngine(cartDepsForTest());
    engine.dispatch([{ type: "load", items: [{ ...scarf }] }]);
    await engine.runCommands([{ type: "saveHash" }]);
    expect(engine.getState().cartItemsHash).toBe(currentCartHash(engine.getState()));
    expect(engine.getState().cartItemsHash).toMatch(/^[0-9a-f]{56}$/);
  });
});
