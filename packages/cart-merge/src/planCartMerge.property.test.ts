import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createFakeCartServer, runMergePlan, simpleCatalogue } from "../test/fakeCartServer.js";
import { canonicalJson } from "./canonicalJson.js";
import { reduceCart } from "./cartReducer.js";
import { type CartState, initialCartState } from "./cartState.js";
import { checksumData } from "./checksum.js";
import { type CartMergeFlags, planCartMerge } from "./planCartMerge.js";
import { identityKind } from "./productsEquals.js";
import { runCartMergePlan } from "./runCartMergePlan.js";
import type { CartLine, ProductOption, ServerCartLine } from "./types.js";

type Kind = "plain" | "custom" | "configurable" | "bundle";
interface Spec {
  kind: Kind;
  presence: "client" | "server" | "both";
  clientQty: number;
  serverQty: number;
  clientKnowsId: boolean;
  withParentSku: boolean;
  restyleServer: boolean;
}

const spec = fc.record<Spec>({
  kind: fc.constantFrom("plain", "custom", "configurable", "bundle"),
  presence: fc.constantFrom("client", "server", "both"),
  clientQty: fc.integer({ min: 1, max: 5 }),
  serverQty: fc.integer({ min: 1, max: 5 }),
  clientKnowsId: fc.boolean(),
  withParentSku: fc.boolean(),
  restyleServer: fc.boolean(),
});

const flagsArb = fc.record({
  forceClientState: fc.boolean(),
  serverSyncCanRemoveLocalItems: fc.boolean(),
  serverSyncCanModifyLocalItems: fc.boolean(),
});

/** numbers → strings and reversed keys: how another platform may echo the same options. */
function restyle(input: unknown): unknown {
  if (typeof input === "number") return String(input);
  if (Array.isArray(input)) return input.map(restyle);
  if (input !== null && typeof input === "object") {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(input).reverse()) out[k] = restyle((input as Record<string, unknown>)[k]);
    return out;
  }
  return input;
}

function build(specs: readonly Spec[]) {
  const client: CartLine[] = [];
  const server: ServerCartLine[] = [];
  const children = new Map<string, string>();
  specs.forEach((s, i) => {
    let sku: string;
    let parentSku: string | undefined;
    let option: ProductOption | null = null;
    let type = "simple";
    switch (s.kind) {
      case "plain":
        sku = `S${i}`;
        break;
      case "custom":
        // custom-option lines share skus: only the checksum tells them apart
        sku = `T${i % 2}`;
        option = { extension_attributes: { custom_options: [{ option_id: 1, option_value: `v${i}` }] } };
        break;
      case "configurable":
        sku = `C${i}-${i}`;
        children.set(`C${i}`, sku);
        if (s.withParentSku) parentSku = `C${i}`;
        option = {
          extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: i }] },
        };
        type = "configurable";
        break;
      case "bundle":
        sku = `B${i}`;
        option = {
          extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [i] }] },
        };
        type = "bundle";
        break;
    }
    if (s.presence !== "server") {
      const line: Record<string, unknown> = {
        sku,
        qty: s.clientQty,
        price_incl_tax: 10,
        type_id: type,
        product_option: option,
      };
      if (parentSku) line.parentSku = parentSku;
      if (s.presence === "both" && s.clientKnowsId) line.server_item_id = 100 + i;
      client.push(line as CartLine);
    }
    if (s.presence !== "client") {
      server.push({
        item_id: 100 + i,
        sku,
        qty: s.serverQty,
        quote_id: "q",
        product_type: type,
        product_option: (s.restyleServer ? restyle(option) : option) as ProductOption | null,
      });
    }
  });
  return { client, server, children };
}

/** A line's identity as §9.1 defines it, independent of ids and of the option style. */
function identityKey(line: CartLine | ServerCartLine): string {
  const kind = identityKind(line);
  if (kind === "bundle" || kind === "custom")
    return `${kind}:${canonicalJson(checksumData(line.product_option))}`;
  return `${kind}:${String(line.sku)}`;
}

function applyMerge(
  client: CartLine[],
  serverLines: ServerCartLine[],
  children: Map<string, string>,
  flags: CartMergeFlags,
) {
  const server = createFakeCartServer(serverLines, { children });
  const state = { ...initialCartState(), cartItems: client, cartServerToken: "q" };
  const plan = planCartMerge(client, server.lines, { ...flags, cartServerToken: "q" });
  const after = runMergePlan(state, plan, server);
  return { plan, server, state: after.state };
}

const specsArb = fc.array(spec, { maxLength: 12 });

describe("planCartMerge (properties)", () => {
  it("is idempotent: planning again after applying a plan yields no effects", () => {
    fc.assert(
      fc.property(specsArb, flagsArb, (specs, flags) => {
        const { client, server: serverLines, children } = build(specs);
        const { server, state } = applyMerge(client, serverLines, children, flags);
        const again = planCartMerge(state.cartItems, server.lines, { ...flags, cartServerToken: "q" });
        expect(again.effects).toEqual([]);
        expect(again.diff.items).toEqual([]);
      }),
    );
  });

  it("loses and duplicates no line: both sides end with the same identities, each once, with equal quantities", () => {
    fc.assert(
      fc.property(specsArb, flagsArb, (specs, flags) => {
        const { client, server: serverLines, children } = build(specs);
        const { server, state } = applyMerge(client, serverLines, children, flags);
        const clientKeys = client.map(identityKey);
        const serverKeys = serverLines.map(identityKey);
        const expected = flags.forceClientState
          ? clientKeys
          : flags.serverSyncCanRemoveLocalItems
            ? serverKeys
            : [...new Set([...clientKeys, ...serverKeys])];
        const localAfter = state.cartItems.map(identityKey);
        const serverAfter = server.lines.map(identityKey);
        expect([...localAfter].sort()).toEqual([...new Set(expected)].sort());
        expect([...serverAfter].sort()).toEqual([...new Set(expected)].sort());
        const serverQty = new Map(server.lines.map((line) => [identityKey(line), Number(line.qty)]));
        for (const line of state.cartItems) expect(Number(line.qty)).toBe(serverQty.get(identityKey(line)));
      }),
    );
  });

  it("lets the client quantity win by default and the server quantity win when it may modify local lines", () => {
    fc.assert(
      fc.property(specsArb, fc.boolean(), (specs, canModify) => {
        const { client, server: serverLines, children } = build(specs);
        const { state } = applyMerge(client, serverLines, children, {
          serverSyncCanModifyLocalItems: canModify,
        });
        const winner = new Map(
          (canModify ? serverLines : client).map((line) => [identityKey(line), Number(line.qty)]),
        );
        for (const line of state.cartItems) {
          const key = identityKey(line);
          const onBoth =
            client.some((c) => identityKey(c) === key) && serverLines.some((s) => identityKey(s) === key);
          if (onBoth) expect(Number(line.qty)).toBe(winner.get(key));
        }
      }),
    );
  });

  it("sums quantities of lines on both sides with mergeQty", () => {
    fc.assert(
      fc.property(specsArb, (specs) => {
        const { client, server: serverLines, children } = build(specs);
        const { server } = applyMerge(client, serverLines, children, { mergeQty: true });
        const before = new Map(serverLines.map((line) => [identityKey(line), Number(line.qty)]));
        for (const line of client) {
          const key = identityKey(line);
          const onServer = before.get(key);
          const after = server.lines.find((s) => identityKey(s) === key);
          expect(Number(after?.qty)).toBe(
            onServer === undefined ? Number(line.qty) : Number(line.qty) + onServer,
          );
        }
      }),
    );
  });

  it("a dry run plans the same diff parties and no effects", () => {
    fc.assert(
      fc.property(specsArb, flagsArb, (specs, flags) => {
        const { client, server } = build(specs);
        const dry = planCartMerge(client, server, { ...flags, dryRun: true });
        const wet = planCartMerge(client, server, flags);
        expect(dry.effects).toEqual([]);
        expect(dry.commands).toEqual([]);
        expect(dry.diff).toEqual(wet.diff);
      }),
    );
  });

  it("runCartMergePlan (the shipped runner) also leaves nothing to do", async () => {
    await fc.assert(
      fc.asyncProperty(specsArb, flagsArb, async (specs, flags) => {
        const { client, server: serverLines, children } = build(specs);
        const server = createFakeCartServer(serverLines, { children });
        let state: CartState = { ...initialCartState(), cartItems: client, cartServerToken: "q" };
        const catalogue = simpleCatalogue(children);
        await runCartMergePlan(planCartMerge(client, server.lines, { ...flags, cartServerToken: "q" }), {
          getState: () => state,
          dispatch: (actions) => {
            state = reduceCart(state, actions);
          },
          updateServerItem: async (cartItem) => server.update(cartItem as unknown as Record<string, unknown>),
          deleteServerItem: async (cartItem) => server.remove(cartItem as unknown as Record<string, unknown>),
          resolveProduct: async (lookup, serverLine) => catalogue(lookup, serverLine),
        });
        expect(
          planCartMerge(state.cartItems, server.lines, { ...flags, cartServerToken: "q" }).effects,
        ).toEqual([]);
      }),
    );
  });

  it("rolls back rejected updates: the client keeps no line the server refused, and none twice", () => {
    fc.assert(
      fc.property(specsArb, fc.array(fc.nat({ max: 11 }), { maxLength: 6 }), (specs, failingIndexes) => {
        const { client, server: serverLines, children } = build(specs);
        const skus = [...client, ...serverLines].map((line) => String(line.sku));
        const failing = new Set(
          failingIndexes.map((i) => skus[i]).filter((sku): sku is string => sku !== undefined),
        );
        const server = createFakeCartServer(serverLines, {
          children,
          failing: new Set([
            ...failing,
            ...[...children].filter(([, child]) => failing.has(child)).map(([parent]) => parent),
          ]),
        });
        const state = { ...initialCartState(), cartItems: client, cartServerToken: "q" };
        const after = runMergePlan(
          state,
          planCartMerge(client, server.lines, { cartServerToken: "q" }),
          server,
        ).state;
        const onServer = new Set(server.lines.map(identityKey));
        const local = after.cartItems.map(identityKey);
        for (const key of local) expect(onServer.has(key)).toBe(true);
        expect(new Set(local).size).toBe(local.length);
      }),
    );
  });
});
