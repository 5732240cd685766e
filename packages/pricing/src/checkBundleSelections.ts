import type { BundleOption, BundleProductLink, BundleSelection } from "./bundleTypes";

/** The largest quantity of one bundle option a shopper may choose when the quantity can change. */
export const BUNDLE_OPTION_QTY_MAX = 99;

/** A bundle option with the fields that bound a shopper's choice (catalogue `bundle_options[]`). */
export interface BundleOptionRule extends BundleOption {
  /** Whether the option must be in every configuration. Anything but `false` counts as required. */
  readonly required?: boolean | number | null | undefined;
  readonly product_links?: readonly BundleLinkRule[] | undefined;
}

/** A bundle link with its quantity rule. */
export interface BundleLinkRule extends BundleProductLink {
  /** `1`/`true`: the shopper may choose the quantity (1 … {@link BUNDLE_OPTION_QTY_MAX}); else it is the link's `qty`. */
  readonly can_change_quantity?: boolean | number | null | undefined;
}

/** A shopper's selection as sent: quantity optional, anything may be wrong. */
export interface RequestedBundleSelection {
  readonly option_id: number | string;
  readonly option_qty?: number | null | undefined;
  readonly option_selections: readonly (number | string)[];
}

/** Why a bundle selection is refused. */
export type BundleSelectionProblemReason =
  | "unknown_option"
  | "duplicate_option"
  | "unknown_selection"
  | "invalid_qty";

/** The outcome of {@link checkBundleSelections}. */
export type CheckedBundleSelections =
  | { readonly ok: true; readonly selections: readonly BundleSelection[] }
  | {
      readonly ok: false;
      readonly reason: BundleSelectionProblemReason;
      /** Index of the offending entry in the request. */
      readonly index: number;
    };

const isRequired = (option: BundleOptionRule): boolean => option.required !== false && option.required !== 0;
const canChange = (link: BundleLinkRule): boolean =>
  link.can_change_quantity === true || link.can_change_quantity === 1;
/** The link's own quantity (behaviour §4.3 step 1: `parseInt(link.qty) || 1`). */
export const defaultLinkQty = (link: BundleProductLink): number => Number.parseInt(String(link.qty), 10) || 1;

function defaultSelection(option: BundleOptionRule): BundleSelection | null {
  const links = option.product_links ?? [];
  const link = links.find((candidate) => candidate.is_default) ?? links[0];
  if (link === undefined) return null;
  return {
    option_id: option.option_id,
    option_qty: defaultLinkQty(link),
    option_selections: [Number(link.id)],
  };
}

/**
 * The configuration a shopper's bundle selections stand for, checked against the bundle's options — the
 * one rule by which the product page shows and the server charges a bundle (behaviour §4.3 with the option
 * bounds): no selections at all → every option's default link; otherwise each selection must name a known
 * option once and one of its links (only the first selection counts), with a whole quantity of at least 1
 * that is the link's own quantity unless the link lets the shopper change it (then at most
 * {@link BUNDLE_OPTION_QTY_MAX}; a missing quantity is the link's own). Every required option left out gets
 * its default link, so no configuration is cheaper than the required parts. Options come back in the
 * bundle's order. Pure.
 *
 * @example
 * const options = [
 *   { option_id: 1, required: true, product_links: [{ id: 10, sku: "CAP", qty: 1, is_default: true }] },
 *   { option_id: 2, required: true, product_links: [{ id: 20, sku: "BAG", qty: 1, is_default: true }] },
 * ];
 * checkBundleSelections(options, [{ option_id: 1, option_qty: 1, option_selections: [10] }]);
 * // { ok: true, selections: [{ option_id: 1, option_qty: 1, option_selections: [10] },
 * //                          { option_id: 2, option_qty: 1, option_selections: [20] }] }
 * checkBundleSelections(options, [{ option_id: 1, option_qty: 0, option_selections: [10] }]);
 * // { ok: false, reason: "invalid_qty", index: 0 }
 */
export function checkBundleSelections(
  options: readonly BundleOptionRule[],
  requested: readonly RequestedBundleSelection[] | null | undefined,
): CheckedBundleSelections {
  const chosen = new Map<BundleOptionRule, BundleSelection>();
  const list = requested ?? [];
  for (let index = 0; index < list.length; index++) {
    const selection = list[index] as RequestedBundleSelection;
    const option = options.find((candidate) => String(candidate.option_id) === String(selection.option_id));
    if (option === undefined) return { ok: false, reason: "unknown_option", index };
    if (chosen.has(option)) return { ok: false, reason: "duplicate_option", index };
    const first = selection.option_selections[0];
    const link = option.product_links?.find((candidate) => String(candidate.id) === String(first));
    if (first === undefined || link === undefined) return { ok: false, reason: "unknown_selection", index };
    const own = defaultLinkQty(link);
    const qty = selection.option_qty ?? own;
    const bounded = canChange(link) ? qty >= 1 && qty <= BUNDLE_OPTION_QTY_MAX : qty === own;
    if (!Number.isInteger(qty) || !bounded) return { ok: false, reason: "invalid_qty", index };
    chosen.set(option, {
      option_id: option.option_id,
      option_qty: qty,
      option_selections: [Number(link.id)],
    });
  }
  const selections: BundleSelection[] = [];
  for (const option of options) {
    const selection =
      chosen.get(option) ?? (list.length === 0 || isRequired(option) ? defaultSelection(option) : null);
    if (selection !== null) selections.push(selection);
  }
  return { ok: true, selections };
}

/**
 * Every option at its default link (else its first link) with the link's own quantity: the configuration
 * the product page shows before the shopper chooses anything (behaviour §4.3 step 1). Pure.
 *
 * @example
 * defaultBundleSelections([{ option_id: 1, product_links: [{ id: 10, qty: 2 }] }]);
 * // [{ option_id: 1, option_qty: 2, option_selections: [10] }]
 */
export function defaultBundleSelections(options: readonly BundleOptionRule[]): BundleSelection[] {
  const selections: BundleSelection[] = [];
  for (const option of options) {
    const selection = defaultSelection(option);
    if (selection !== null) selections.push(selection);
  }
  return selections;
}

/**
 * The cheapest configuration the rule of {@link checkBundleSelections} allows, given each link's gross
 * price in grosze (`priceOf(sku)`, `null` for a product that cannot be bought): for every required option
 * its cheapest link at its smallest quantity; optional options left out. A lower bound of every price the
 * shop charges for the bundle. Pure.
 *
 * @example
 * cheapestBundleGrosze([{ option_id: 1, product_links: [{ id: 1, sku: "A", qty: 2 }, { id: 2, sku: "B", qty: 1 }] }],
 *   (sku) => (sku === "A" ? 1000 : 2500)); // 2000
 */
export function cheapestBundleGrosze(
  options: readonly BundleOptionRule[],
  priceOf: (sku: string) => number | null,
): number {
  let sum = 0;
  for (const option of options) {
    if (!isRequired(option)) continue;
    let cheapest: number | null = null;
    for (const link of option.product_links ?? []) {
      const price = link.sku === undefined ? null : priceOf(link.sku);
      const qty = canChange(link) ? 1 : defaultLinkQty(link);
      const cost = (price ?? 0) * qty;
      if (cheapest === null || cost < cheapest) cheapest = cost;
    }
    sum += cheapest ?? 0;
  }
  return sum;
}
