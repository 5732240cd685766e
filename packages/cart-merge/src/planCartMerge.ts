import type { CartItemRemoval } from "@outlet/contract";
import { sameJson } from "./canonicalJson.js";
import type { CartCommand } from "./cartCommand.js";
import { type CartItemForUpdate, cartItemForUpdate } from "./cartItemForUpdate.js";
import { CartMergeError } from "./cartMergeError.js";
import type { CartAction } from "./cartReducer.js";
import { createDiffLog, type DiffLog, type DiffParty } from "./diffLog.js";
import {
  identitiesEqual,
  identityChecksum,
  identityKind,
  type LineIdentity,
  lineIdentity,
} from "./productsEquals.js";
import type { CartLine, ServerCartLine } from "./types.js";

/**
 * The flags of a merge (behaviour §1 `cart.*`, §9.11).
 *
 * @example
 * const flags: CartMergeFlags = { forceClientState: true, cartServerToken: "aZ3" };
 */
export interface CartMergeFlags {
  /** `cart.serverMergeByDefault`; a merge is a dry run when it is false. @default true */
  readonly serverMergeByDefault?: boolean;
  /** Diff parties only: no effects, no hash or totals update. @default !serverMergeByDefault */
  readonly dryRun?: boolean;
  /** `cart.serverSyncCanRemoveLocalItems`: a client-only line is removed locally instead of pushed. @default false */
  readonly serverSyncCanRemoveLocalItems?: boolean;
  /** `cart.serverSyncCanModifyLocalItems`: on a qty mismatch the client takes the server line. @default false */
  readonly serverSyncCanModifyLocalItems?: boolean;
  /** The client wins: client lines are pushed, server-only lines deleted (user edits, checkout). @default false */
  readonly forceClientState?: boolean;
  /** Re-authorisation: lines on both sides are sent with `client + server` qty (§9.16). @default false */
  readonly mergeQty?: boolean;
  /** `cart.setConfigurableProductOptions`: push configured children under their parent sku. @default true */
  readonly setConfigurableProductOptions?: boolean;
  /** The server cart id, the `quoteId` fallback of pushed lines. @default undefined */
  readonly cartServerToken?: string | number | null;
}

/**
 * How the runner finds the catalogue product of a server-only line (§9.11): a configurable line by the
 * parent whose `configurable_children.sku` is the line's sku, then `{sku: parent.sku, childSku}`; other
 * lines by `{sku}`.
 *
 * @example
 * const lookup: ServerLineLookup = { kind: "configurable", childSku: "SUK-0193-M" };
 */
export type ServerLineLookup =
  | { readonly kind: "configurable"; readonly childSku: string }
  | { readonly kind: "simple"; readonly sku: string };

/**
 * How to find the catalogue product of a server line (§9.11): a configurable line (by its type or its
 * configured options) by its child sku, any other by its sku. Also used to add the lines of another server
 * cart (the cart filled without JavaScript) to this one.
 *
 * @example
 * serverLineLookup({ sku: "SUK-0193-M", product_type: "configurable" }); // { kind: "configurable", childSku: "SUK-0193-M" }
 * serverLineLookup({ sku: "CHU-0001" }); // { kind: "simple", sku: "CHU-0001" }
 */
export function serverLineLookup(serverLine: ServerCartLine): ServerLineLookup {
  const sku = String(serverLine.sku ?? "");
  const configurable =
    serverLine.product_type === "configurable" || identityKind(serverLine) === "configurable";
  return configurable ? { kind: "configurable", childSku: sku } : { kind: "simple", sku };
}

/**
 * Push a line to the server. **Runner:** `POST cart/update {cartItem}` (not silent), then feed the answer
 * to `resolvePushLine(effect, response)` and dispatch its `actions`; merge its `diff`.
 *
 * @example
 * const effect: PushLineEffect = { type: "pushLine", line: { sku: "A", qty: 1 }, serverLine: null, updateIds: false, mergeQty: false, cartItem: { sku: "A", qty: 1, quoteId: "aZ3" } };
 */
export interface PushLineEffect {
  readonly type: "pushLine";
  readonly line: CartLine;
  readonly serverLine: ServerCartLine | null;
  readonly updateIds: boolean;
  readonly mergeQty: boolean;
  readonly cartItem: CartItemForUpdate;
}

/**
 * Remove a client-only line locally (the server wins). **Runner:** dispatch `actions`; no I/O.
 *
 * @example
 * const effect: RemoveLocalLineEffect = { type: "removeLocalLine", line: { sku: "A" }, actions: [{ type: "delete", product: { sku: "A" }, removeByParentSku: true }] };
 */
export interface RemoveLocalLineEffect {
  readonly type: "removeLocalLine";
  readonly line: CartLine;
  readonly actions: readonly CartAction[];
}

/**
 * Copy every field of the server line onto the local line (qty mismatch with
 * `serverSyncCanModifyLocalItems`). **Runner:** dispatch `actions`; no I/O.
 *
 * @example
 * const effect: TakeServerLineEffect = { type: "takeServerLine", line: { sku: "A", qty: 2 }, serverLine: { sku: "A", qty: 1, item_id: 5 }, actions: [] };
 */
export interface TakeServerLineEffect {
  readonly type: "takeServerLine";
  readonly line: CartLine;
  readonly serverLine: ServerCartLine;
  readonly actions: readonly CartAction[];
}

/**
 * Refresh a matched line's server ids (`server_item_id`, `server_cart_id`, `product_option`, `type_id`);
 * planned only when one of them would change. **Runner:** dispatch `actions`; no I/O.
 *
 * @example
 * const effect: RefreshIdsEffect = { type: "refreshIds", line: { sku: "A" }, serverLine: { sku: "A", item_id: 5 }, props: { server_item_id: 5 }, actions: [] };
 */
export interface RefreshIdsEffect {
  readonly type: "refreshIds";
  readonly line: CartLine;
  readonly serverLine: ServerCartLine;
  readonly props: Readonly<Record<string, unknown>>;
  readonly actions: readonly CartAction[];
}

/**
 * Delete a server-only line on the server (forced client state). **Runner:** `POST cart/delete {cartItem}`,
 * then merge `resolveDeleteOnServer(effect, response)` into the diff.
 *
 * @example
 * const effect: DeleteOnServerEffect = { type: "deleteOnServer", serverLine: { sku: "B", item_id: 7, quote_id: "q" }, cartItem: { sku: "B", item_id: 7, quoteId: "q" } };
 */
export interface DeleteOnServerEffect {
  readonly type: "deleteOnServer";
  readonly serverLine: ServerCartLine;
  readonly cartItem: CartItemRemoval;
}

/**
 * Add a server-only line locally. **Runner:** load the product by `lookup` (skip the line on any error),
 * build it with `serverLineToProduct(product, serverLine)`, then run `planAddToCart` with
 * `forceServerSilence: true` and discard its DiffLog.
 *
 * @example
 * const effect: AddServerLineEffect = { type: "addServerLine", serverLine: { sku: "B", item_id: 7, qty: 1 }, lookup: { kind: "simple", sku: "B" } };
 */
export interface AddServerLineEffect {
  readonly type: "addServerLine";
  readonly serverLine: ServerCartLine;
  readonly lookup: ServerLineLookup;
}

/**
 * Every effect a merge plan can hold, in the order the runner must run them.
 *
 * @example
 * const local = (e: CartMergeEffect) => e.type === "refreshIds" || e.type === "takeServerLine" || e.type === "removeLocalLine";
 */
export type CartMergeEffect =
  | PushLineEffect
  | RemoveLocalLineEffect
  | TakeServerLineEffect
  | RefreshIdsEffect
  | DeleteOnServerEffect
  | AddServerLineEffect;

/**
 * A merge plan: the effects in order, the line parties of the DiffLog, and the commands to run after the
 * effects (§9.11 "After the lines", not in a dry run): `syncTotals` (not forced; it syncs only when
 * totals are required) when there are client lines, then `saveHash`. Close the diff with `closeMergeDiff`
 * once the effects ran.
 *
 * @example
 * const { effects, diff, commands } = planCartMerge([{ sku: "A", qty: 1 }], [], {});
 */
export interface CartMergePlan {
  readonly effects: readonly CartMergeEffect[];
  readonly diff: DiffLog;
  readonly commands: readonly CartCommand[];
}

/**
 * Lines indexed so that matching is O(n + m) instead of O(n × m). The maps follow the check lists of §9.1:
 * a pair with bundle or custom options on either side matches by id or checksum, any other pair by id or
 * sku (configurable: sku only). So the sku map holds only plain and configurable lines, and checksums are
 * computed lazily, for option lines first and for the other lines only when an option line is looked up.
 */
class LineIndex {
  readonly identities: LineIdentity[];
  private readonly ids = new Map<string | number, number[]>();
  private readonly skus = new Map<string, number[]>();
  private optionChecksums: Map<string, number[]> | undefined;
  private otherChecksums: Map<string, number[]> | undefined;
  private readonly hasOptionLines: boolean;

  constructor(lines: readonly (CartLine | ServerCartLine)[]) {
    this.identities = lines.map(lineIdentity);
    let hasOptionLines = false;
    this.identities.forEach((identity, index) => {
      if (identity.id !== undefined) push(this.ids, identity.id, index);
      if (isOptionKind(identity)) hasOptionLines = true;
      else if (identity.sku !== undefined) push(this.skus, identity.sku, index);
    });
    this.hasOptionLines = hasOptionLines;
  }

  /** The first indexed line equal to `query` (what `Array.prototype.find(productsEquals)` would return). */
  find(query: LineIdentity): number {
    let best = -1;
    const consider = (candidates: readonly number[] | undefined): void => {
      if (candidates === undefined) return;
      for (const index of candidates) {
        if (best >= 0 && index >= best) return;
        if (identitiesEqual(this.identities[index] as LineIdentity, query)) {
          best = index;
          return;
        }
      }
    };
    if (query.id !== undefined) consider(this.ids.get(query.id));
    if (isOptionKind(query)) {
      const key = identityChecksum(query);
      consider(this.checksums("option").get(key));
      consider(this.checksums("other").get(key));
    } else {
      if (query.sku !== undefined) consider(this.skus.get(query.sku));
      if (this.hasOptionLines) consider(this.checksums("option").get(identityChecksum(query)));
    }
    return best;
  }

  private checksums(which: "option" | "other"): Map<string, number[]> {
    let map = which === "option" ? this.optionChecksums : this.otherChecksums;
    if (map === undefined) {
      const built = new Map<string, number[]>();
      this.identities.forEach((identity, index) => {
        if (isOptionKind(identity) === (which === "option")) push(built, identityChecksum(identity), index);
      });
      map = built;
      if (which === "option") this.optionChecksums = built;
      else this.otherChecksums = built;
    }
    return map;
  }
}

const isOptionKind = (identity: LineIdentity): boolean =>
  identity.kind === "bundle" || identity.kind === "custom";

function push<TKey>(map: Map<TKey, number[]>, key: TKey, index: number): void {
  const list = map.get(key);
  if (list) list.push(index);
  else map.set(key, [index]);
}

function defined<TLine>(
  lines: readonly (TLine | null | undefined)[],
  reason: "invalid-line" | "invalid-server-line",
) {
  const out: TLine[] = [];
  lines.forEach((line, index) => {
    if (line === null || line === undefined) return; // §9.11: undefined server entries are skipped
    if (typeof line !== "object" || Array.isArray(line))
      throw new CartMergeError({ reason, index, value: line });
    out.push(line);
  });
  return out;
}

const skuOf = (line: CartLine | ServerCartLine): { sku?: string } =>
  line.sku === undefined || line.sku === null ? {} : { sku: String(line.sku) };

const numericQty = (qty: unknown): number => (typeof qty === "number" ? qty : Number(qty));

/**
 * The props a matched line takes from its server line (§9.11 "quantities equal", decision): server values
 * that are `undefined` or `null` are not copied, so a sparse server answer never blanks a local field.
 */
function refreshProps(line: CartLine, serverLine: ServerCartLine): Record<string, unknown> {
  const candidates: Record<string, unknown> = {
    server_item_id: serverLine.item_id,
    server_cart_id: serverLine.quote_id,
    product_option: serverLine.product_option,
    type_id: serverLine.product_type,
  };
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(candidates)) {
    if (value === undefined || value === null) continue;
    if (!sameJson(value, line[key])) props[key] = value;
  }
  return props;
}

/**
 * What a line takes when the server wins a qty mismatch: every field of the server line, plus the mapped
 * ids, so the next plan finds nothing to refresh (idempotency).
 */
function takeProps(line: CartLine, serverLine: ServerCartLine): Record<string, unknown> {
  return { ...serverLine, ...refreshProps(line, serverLine) };
}

/**
 * Plans the client ⇄ server cart merge of behaviour §9.11. Pure: it returns the effects as data, in order
 * (client lines first, then server-only lines), the DiffLog line parties, and the follow-up commands; the runner
 * performs the I/O and feeds each answer back (see each effect's doc). Matching uses `productsEquals` and
 * takes the first equal line, like the reference implementation, in O(n + m) through id/sku/checksum maps.
 *
 * Idempotent: after the effects are applied (with the server answering 200), planning again yields no
 * effects — matched lines with equal quantities only produce a `refreshIds` effect when an id would change.
 * `mergeQty` is the exception by design: it sums every time it runs.
 *
 * @example
 * const plan = planCartMerge(
 *   [{ sku: "A", qty: 2, item_id: 1, server_item_id: 1 }],
 *   [{ sku: "A", qty: 1, item_id: 1, quote_id: "q" }, { sku: "B", qty: 1, item_id: 2, quote_id: "q" }],
 *   { cartServerToken: "q" },
 * );
 * plan.effects.map((e) => e.type); // ["pushLine", "addServerLine"]
 * plan.diff.items; // [{ party: "server", status: "wrong-qty", sku: "A", "client-qty": 2, "server-qty": 1 }, { party: "client", status: "no-item", sku: "B" }]
 */
export function planCartMerge(
  clientItems: readonly (CartLine | null | undefined)[],
  serverItems: readonly (ServerCartLine | null | undefined)[],
  flags: CartMergeFlags = {},
): CartMergePlan {
  const {
    serverMergeByDefault = true,
    dryRun = !serverMergeByDefault,
    serverSyncCanRemoveLocalItems = false,
    serverSyncCanModifyLocalItems = false,
    forceClientState = false,
    mergeQty = false,
    setConfigurableProductOptions = true,
    cartServerToken,
  } = flags;
  const clients = defined<CartLine>(clientItems, "invalid-line");
  const servers = defined<ServerCartLine>(serverItems, "invalid-server-line");
  const serverIndex = new LineIndex(servers);
  const clientIndex = new LineIndex(clients);
  const effects: CartMergeEffect[] = [];
  // parties are collected in one array (the DiffLog helpers copy on every push, O(n²) for big carts)
  const parties: DiffParty[] = [];

  clientIndex.identities.forEach((identity, index) => {
    const line = clients[index] as CartLine;
    const found = serverIndex.find(identity);
    if (found < 0) {
      parties.push({ party: "server", ...skuOf(line), status: "no-item" });
      if (dryRun) return;
      if (forceClientState || !serverSyncCanRemoveLocalItems) {
        effects.push({
          type: "pushLine",
          line,
          serverLine: null,
          updateIds: false,
          mergeQty: false,
          cartItem: cartItemForUpdate(line, null, {
            setConfigurableProductOptions,
            cartToken: cartServerToken,
          }),
        });
      } else {
        effects.push({
          type: "removeLocalLine",
          line,
          actions: [{ type: "delete", product: line, removeByParentSku: true }],
        });
      }
      return;
    }
    const serverLine = servers[found] as ServerCartLine;
    if (mergeQty || numericQty(line.qty) !== numericQty(serverLine.qty)) {
      parties.push({
        party: "server",
        ...skuOf(line),
        status: "wrong-qty",
        "client-qty": line.qty,
        "server-qty": serverLine.qty,
      });
      if (dryRun) return;
      if (forceClientState || !serverSyncCanModifyLocalItems) {
        effects.push({
          type: "pushLine",
          line,
          serverLine,
          updateIds: true,
          mergeQty,
          cartItem: cartItemForUpdate(line, serverLine, {
            updateIds: true,
            mergeQty,
            setConfigurableProductOptions,
            cartToken: cartServerToken,
          }),
        });
      } else {
        const props = takeProps(line, serverLine);
        effects.push({
          type: "takeServerLine",
          line,
          serverLine,
          actions: [{ type: "updateProps", product: line, props }],
        });
      }
      return;
    }
    if (dryRun) return;
    const props = refreshProps(line, serverLine);
    if (Object.keys(props).length > 0) {
      effects.push({
        type: "refreshIds",
        line,
        serverLine,
        props,
        actions: [{ type: "updateProps", product: line, props }],
      });
    }
  });

  serverIndex.identities.forEach((identity, index) => {
    if (clientIndex.find(identity) >= 0) return;
    const serverLine = servers[index] as ServerCartLine;
    parties.push({ party: "client", ...skuOf(serverLine), status: "no-item" });
    if (dryRun) return;
    if (forceClientState) {
      effects.push({
        type: "deleteOnServer",
        serverLine,
        cartItem: { sku: serverLine.sku, item_id: serverLine.item_id, quoteId: serverLine.quote_id },
      });
    } else {
      effects.push({ type: "addServerLine", serverLine, lookup: serverLineLookup(serverLine) });
    }
  });

  const commands: CartCommand[] = [];
  if (!dryRun) {
    if (clients.length > 0) commands.push({ type: "syncTotals", forceServerSync: false });
    commands.push({ type: "saveHash" });
  }
  return { effects, diff: { ...createDiffLog(), items: parties }, commands };
}
