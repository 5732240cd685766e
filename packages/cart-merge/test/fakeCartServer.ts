// A fake cart backend and a plan runner for the merge tests. It follows api-contract §5.4/§5.5: an update
// without item_id adds the product (an identical line grows), with item_id sets the quantity absolutely;
// a configurable parent sku is resolved to its child.

import { reduceCart } from "../src/cartReducer.js";
import { isCartHashChanged } from "../src/cartSelectors.js";
import { closeMergeDiff } from "../src/closeMergeDiff.js";
import {
  type CartLine,
  type CartMergePlan,
  type CartState,
  canonicalJson,
  currentCartHash,
  type DiffLog,
  isTotalsSyncRequired,
  mergeDiffLogs,
  planAddToCart,
  prepareProductsToAdd,
  type ServerCartLine,
  type ServerLineLookup,
  type ServerResponse,
} from "../src/index.js";
import { resolveDeleteOnServer } from "../src/resolveDeleteOnServer.js";
import { resolvePushLine } from "../src/resolvePushLine.js";
import { serverLineToProduct } from "../src/serverLineToProduct.js";

export interface FakeCartServer {
  lines: ServerCartLine[];
  readonly quoteId: string;
  /** parent sku → child sku, for configurable parents pushed under their parent sku. */
  readonly children: Map<string, string>;
  /** skus whose updates fail with 400. */
  readonly failing: Set<string>;
  nextId: number;
  update(cartItem: Record<string, unknown>): ServerResponse<ServerCartLine | { message: string }>;
  remove(cartItem: Record<string, unknown>): ServerResponse<boolean>;
}

const optionsKey = (option: unknown): string => canonicalJson(option ?? null);

export function createFakeCartServer(
  lines: readonly ServerCartLine[] = [],
  options: { children?: Map<string, string>; failing?: Set<string>; quoteId?: string } = {},
): FakeCartServer {
  const server: FakeCartServer = {
    lines: lines.map((line) => ({ ...line })),
    quoteId: options.quoteId ?? "q",
    children: options.children ?? new Map(),
    failing: options.failing ?? new Set(),
    nextId: 10_000,
    update(cartItem) {
      const requested = String(cartItem.sku);
      const sku = server.children.get(requested) ?? requested;
      if (server.failing.has(sku) || server.failing.has(requested)) {
        return { code: 400, result: { message: "Produkt niedostępny." } };
      }
      const qty = Number(cartItem.qty);
      if (cartItem.item_id !== undefined) {
        const index = server.lines.findIndex((line) => line.item_id === cartItem.item_id);
        if (index < 0) return { code: 404, result: { message: "Not found" } };
        const updated = { ...(server.lines[index] as ServerCartLine), qty };
        server.lines[index] = updated;
        return { code: 200, result: updated };
      }
      const same = server.lines.findIndex(
        (line) => line.sku === sku && optionsKey(line.product_option) === optionsKey(cartItem.product_option),
      );
      if (same >= 0) {
        const current = server.lines[same] as ServerCartLine;
        const updated = { ...current, qty: Number(current.qty) + qty };
        server.lines[same] = updated;
        return { code: 200, result: updated };
      }
      const created: ServerCartLine = {
        item_id: server.nextId++,
        sku,
        qty,
        quote_id: server.quoteId,
        product_option: (cartItem.product_option as ServerCartLine["product_option"]) ?? null,
        product_type:
          server.children.has(requested) || [...server.children.values()].includes(sku)
            ? "configurable"
            : "simple",
      };
      server.lines.push(created);
      return { code: 200, result: created };
    },
    remove(cartItem) {
      const before = server.lines.length;
      server.lines = server.lines.filter((line) => line.item_id !== cartItem.item_id);
      return server.lines.length < before ? { code: 200, result: true } : { code: 404, result: false };
    },
  };
  return server;
}

/** A catalogue lookup for server-only lines: a product with a price and the line's type. */
export type Catalogue = (lookup: ServerLineLookup, serverLine: ServerCartLine) => CartLine | null;

export const simpleCatalogue =
  (parents: Map<string, string> = new Map()): Catalogue =>
  (lookup, serverLine) => {
    if (lookup.kind === "configurable") {
      const parent = [...parents.entries()].find(([, child]) => child === lookup.childSku)?.[0];
      return { sku: lookup.childSku, parentSku: parent ?? null, type_id: "configurable", price_incl_tax: 10 };
    }
    return { sku: lookup.sku, type_id: serverLine.product_type ?? "simple", price_incl_tax: 10 };
  };

/**
 * Runs a merge plan the way the storefront store does: I/O against the fake server, answers fed back,
 * actions dispatched, then the commands (`syncTotals` is skipped here, `saveHash` is applied).
 */
export function runMergePlan(
  state: CartState,
  plan: CartMergePlan,
  server: FakeCartServer,
  catalogue: Catalogue = simpleCatalogue(server.children),
  context: { inCheckout?: boolean } = {},
): { state: CartState; diff: DiffLog } {
  let current = state;
  let diff = plan.diff;
  for (const effect of plan.effects) {
    switch (effect.type) {
      case "pushLine": {
        const answer = server.update(effect.cartItem as unknown as Record<string, unknown>);
        const outcome = resolvePushLine(effect, answer, context);
        current = reduceCart(current, outcome.actions);
        diff = mergeDiffLogs(diff, outcome.diff);
        break;
      }
      case "deleteOnServer": {
        const answer = server.remove(effect.cartItem as unknown as Record<string, unknown>);
        diff = mergeDiffLogs(diff, resolveDeleteOnServer(effect, answer));
        break;
      }
      case "addServerLine": {
        const product = serverLineToProduct(catalogue(effect.lookup, effect.serverLine), effect.serverLine);
        if (product === null) break;
        const add = planAddToCart(prepareProductsToAdd(product), { forceServerSilence: true });
        current = reduceCart(current, add.actions);
        break;
      }
      case "refreshIds":
      case "takeServerLine":
      case "removeLocalLine":
        current = reduceCart(current, effect.actions);
        break;
    }
  }
  diff = closeMergeDiff(diff, {
    hashChanged: isCartHashChanged(current),
    totalsSyncRequired: isTotalsSyncRequired(current),
  });
  for (const command of plan.commands) {
    if (command.type === "saveHash") {
      current = reduceCart(current, [{ type: "saveHash", hash: currentCartHash(current) }]);
    }
  }
  return { state: current, diff };
}
