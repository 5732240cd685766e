import { checksum, optionList } from "./checksum.js";
import type { CartLine, ServerCartLine } from "./types.js";

/**
 * Anything that can be compared as a cart line: a client line, a server line or a product being added.
 *
 * @example
 * const candidate: LineLike = { sku: "A", item_id: 1 };
 */
export type LineLike = CartLine | ServerCartLine;

/**
 * Which check list of behaviour §9.1 a line selects on its own: the first option list it has non-empty.
 *
 * @example
 * const kind: IdentityKind = "configurable";
 */
export type IdentityKind = "bundle" | "custom" | "configurable" | "plain";

/**
 * The option kind of a line: `bundle`, `custom`, `configurable` for the first non-empty option list, else
 * `plain`. Pure.
 *
 * @example
 * identityKind({ product_option: { extension_attributes: { bundle_options: [{ option_id: 1 }] } } }); // "bundle"
 */
export function identityKind(line: LineLike): IdentityKind {
  const option = line.product_option;
  if (optionList(option, "bundle_options").length > 0) return "bundle";
  if (optionList(option, "custom_options").length > 0) return "custom";
  if (optionList(option, "configurable_item_options").length > 0) return "configurable";
  return "plain";
}

const KIND_RANK: Record<IdentityKind, number> = { bundle: 0, custom: 1, configurable: 2, plain: 3 };

/**
 * `sid(x) = x.server_item_id || x.item_id` (behaviour §9.1); `null` counts as undefined. Pure.
 *
 * @example
 * serverId({ item_id: 7 }); // 7
 */
export function serverId(line: LineLike): string | number | undefined {
  const value = (line as CartLine).server_item_id || line.item_id;
  return value === null || value === undefined ? undefined : value;
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === "";

/**
 * @internal The identity facts of one line, computed once so the merge planner can index them.
 *
 * @example
 * const identity: LineIdentity = lineIdentity({ sku: "A", item_id: 1 }); // { kind: "plain", id: 1, sku: "A", … }
 */
export interface LineIdentity {
  readonly kind: IdentityKind;
  readonly id: string | number | undefined;
  readonly sku: string | undefined;
  checksumValue: string | undefined;
  readonly line: LineLike;
}

/**
 * @internal The identity facts of a line (kind, `sid`, sku as a string; the checksum lazily).
 *
 * @example
 * lineIdentity({ sku: 12, server_item_id: 5 }).sku; // "12"
 */
export function lineIdentity(line: LineLike): LineIdentity {
  return {
    kind: identityKind(line),
    id: serverId(line),
    sku: isBlank(line.sku) ? undefined : String(line.sku),
    checksumValue: undefined,
    line,
  };
}

/**
 * @internal The stored checksum, else the computed one (memoised on the identity).
 *
 * @example
 * identityChecksum(lineIdentity({ checksum: "abc" })); // "abc"
 */
export function identityChecksum(identity: LineIdentity): string {
  if (identity.checksumValue === undefined) {
    const stored = identity.line.checksum;
    identity.checksumValue = typeof stored === "string" && stored !== "" ? stored : checksum(identity.line);
  }
  return identity.checksumValue;
}

/**
 * @internal `productsEquals` on precomputed identities: the check list of the strongest kind of either side.
 *
 * @example
 * identitiesEqual(lineIdentity({ sku: "A" }), lineIdentity({ sku: "A", item_id: 3 })); // true
 */
export function identitiesEqual(a: LineIdentity, b: LineIdentity): boolean {
  const kind = KIND_RANK[a.kind] <= KIND_RANK[b.kind] ? a.kind : b.kind;
  const idMatches = a.id !== undefined && b.id !== undefined && a.id === b.id;
  switch (kind) {
    case "bundle":
    case "custom":
      return idMatches || identityChecksum(a) === identityChecksum(b);
    case "configurable":
      // the id stays the same while a line is being re-configured, so only the sku counts (§9.1)
      return a.sku !== undefined && a.sku === b.sku;
    case "plain":
      return idMatches || (a.sku !== undefined && a.sku === b.sku);
  }
}

/**
 * Whether two lines are the same cart line (behaviour §9.1). `false` when either is missing. With bundle or
 * custom options on either side: same id or same checksum; else with configurable options: same sku; else
 * same id or same sku. Two missing skus are not equal. Pure.
 *
 * @example
 * productsEquals({ sku: "A", item_id: 1 }, { sku: "A" }); // true (plain lines match by sku)
 * productsEquals(
 *   { sku: "B", product_option: { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: 56 }] } } },
 *   { sku: "C", item_id: 5, server_item_id: 5 },
 * ); // false (configurable lines match by sku only)
 */
export function productsEquals(a: LineLike | null | undefined, b: LineLike | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return identitiesEqual(lineIdentity(a), lineIdentity(b));
}
