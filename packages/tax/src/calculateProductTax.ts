import type { Instant } from "@outlet/pricing";
import { amountToGrosze, fromGrosze, parseAmount, specialWindowActive, toGrosze } from "@outlet/pricing";
import { isEnabled } from "@outlet/variant-selection";
import type { TaxRule } from "./findTaxRule";
import { matchTaxRate } from "./findTaxRule";
import { TaxError } from "./taxError";
import type { TaxRateValue } from "./taxRate";
import { taxFromGrossGrosze, taxFromNetGrosze } from "./taxRate";

/** Options of {@link calculateProductTax} (behaviour §3.2). */
export interface CalculateProductTaxOptions {
  /** The current instant, for the special-price window (behaviour §4.1). */
  readonly now: Instant;
  /** Tax country. @default "PL" */
  readonly country?: string | undefined;
  /** Region name. @default "" */
  readonly region?: string | undefined;
  /** Whether `price` and `special_price` include tax (the gross is authoritative). @default false */
  readonly sourcePriceInclTax?: boolean | undefined;
  /** Whether `final_price` includes tax. @default true */
  readonly finalPriceInclTax?: boolean | undefined;
  /** Also write the camelCase copies (behaviour §3.6). @default false */
  readonly deprecatedPriceFieldsSupport?: boolean | undefined;
  /** The customer's group id for group-based tax. @default null */
  readonly userGroupId?: number | null | undefined;
  /** Whether rules must also match `userGroupId` (see `taxGroup`). @default false */
  readonly groupTaxActive?: boolean | undefined;
  /** Zone of the special-price dates. @default "Europe/Warsaw" */
  readonly timeZone?: string | undefined;
}

/** The fields a taxed product carries; every amount is PLN with 2 decimals and `X_incl_tax = X + X_tax`. */
export interface TaxedPriceFields {
  readonly price: number;
  readonly price_tax: number;
  readonly price_incl_tax: number;
  readonly special_price: number;
  readonly special_price_tax: number;
  readonly special_price_incl_tax: number;
  readonly original_price: number;
  readonly original_price_tax: number;
  readonly original_price_incl_tax: number;
  readonly original_final_price: number | null;
  readonly original_special_price: number | null;
  /** Written only when the final price is above 0. */
  readonly final_price?: number;
  readonly final_price_tax?: number;
  readonly final_price_incl_tax?: number;
}

/** The product fields tax reads; anything else is carried over unchanged. */
export interface TaxableProduct {
  readonly tax_class_id?: unknown;
  readonly price?: unknown;
  readonly special_price?: unknown;
  readonly final_price?: unknown;
  readonly original_price?: unknown;
  readonly original_final_price?: unknown;
  readonly original_special_price?: unknown;
  readonly special_from_date?: unknown;
  readonly special_to_date?: unknown;
  readonly status?: unknown;
  readonly custom_attributes?:
    | readonly { readonly attribute_code: string; readonly value: unknown }[]
    | null
    | undefined;
  readonly configurable_children?: readonly TaxableProduct[] | null | undefined;
}

/** A product after tax: its own fields plus {@link TaxedPriceFields} (children too). */
export type TaxedProduct<TProduct> = Omit<TProduct, keyof TaxedPriceFields | "configurable_children"> &
  TaxedPriceFields &
  (TProduct extends { readonly configurable_children?: readonly (infer TChild)[] | null | undefined }
    ? { readonly configurable_children?: TaxedProduct<TChild>[] | null | undefined }
    : unknown);

/** A price in grosze: net + tax = gross exactly. */
interface Triple {
  readonly net: number;
  readonly tax: number;
  readonly gross: number;
}

const ZERO: Triple = { net: 0, tax: 0, gross: 0 };

function single(raw: unknown, inclTax: boolean, rate: TaxRateValue): Triple {
  const amount = parseAmount(raw);
  if (amount === null) return ZERO; // behaviour §3.3: blank or NaN is "absent" (net 0)
  const p = toGrosze(amount);
  if (inclTax) {
    // The gross is authoritative: tax = round(gross × rate / (100 + rate)) (api-contract §12.1).
    const tax = taxFromGrossGrosze(p, rate);
    return { net: p - tax, tax, gross: p };
  }
  const tax = taxFromNetGrosze(p, rate);
  return { net: p, tax, gross: p + tax };
}

// Reads the triple stored under `field` by an earlier run, if it is whole and consistent with this rate.
function storedTriple(
  product: Record<string, unknown>,
  field: string,
  net: number,
  rate: TaxRateValue,
): Triple | null {
  const n = parseAmount(product[field]);
  const t = parseAmount(product[`${field}_tax`]);
  const g = parseAmount(product[`${field}_incl_tax`]);
  if (n === null || t === null || g === null) return null;
  const triple = { net: toGrosze(n), tax: toGrosze(t), gross: toGrosze(g) };
  if (triple.net !== net || triple.net + triple.tax !== triple.gross) return null;
  const fromNet = taxFromNetGrosze(triple.net, rate) === triple.tax;
  return fromNet || taxFromGrossGrosze(triple.gross, rate) === triple.tax ? triple : null;
}

// behaviour §3.3 idempotency (decision): a second run reads the net bases. Where an earlier run stored the
// whole triple for that base (gross included), reuse it, because re-deriving a gross from a net can move
// it by a grosz when the first run started from a gross.
function rerun(
  product: Record<string, unknown>,
  raw: unknown,
  candidates: readonly string[],
  rate: TaxRateValue,
): Triple {
  const base = single(raw, false, rate);
  for (const field of candidates) {
    const stored = storedTriple(product, field, base.net, rate);
    if (stored !== null) return stored;
  }
  return base;
}

function hasOwn(product: object, key: string): boolean {
  return Object.hasOwn(product, key);
}

function or(a: unknown, b: unknown): unknown {
  return a || b; // the spec's `original_price || price`: JavaScript truthiness on purpose
}

interface Flags {
  readonly rate: TaxRateValue;
  readonly sourceInclTax: boolean;
  readonly finalInclTax: boolean;
  readonly camel: boolean;
  readonly nowMs: number;
  readonly timeZone: string | undefined;
  /** applyTaxToProduct (api-contract §12.1): final_price* mirrors the effective price*. */
  readonly finalIsPrice: boolean;
}

function priceFields(
  prefix: "price" | "special_price" | "final_price" | "original_price",
  t: Triple,
  camel: boolean,
) {
  const net = fromGrosze(t.net);
  const tax = fromGrosze(t.tax);
  const gross = fromGrosze(t.gross);
  switch (prefix) {
    case "price":
      return camel
        ? { price: net, price_tax: tax, price_incl_tax: gross, priceTax: tax, priceInclTax: gross }
        : { price: net, price_tax: tax, price_incl_tax: gross };
    case "special_price":
      return camel
        ? {
            special_price: net,
            special_price_tax: tax,
            special_price_incl_tax: gross,
            specialPrice: net,
            specialPriceTax: tax,
            specialPriceInclTax: gross,
          }
        : { special_price: net, special_price_tax: tax, special_price_incl_tax: gross };
    case "final_price":
      return camel
        ? {
            final_price: net,
            final_price_tax: tax,
            final_price_incl_tax: gross,
            finalPrice: net,
            finalPriceTax: tax,
            finalPriceInclTax: gross,
          }
        : { final_price: net, final_price_tax: tax, final_price_incl_tax: gross };
    default:
      return camel
        ? {
            original_price: net,
            original_price_tax: tax,
            original_price_incl_tax: gross,
            originalPrice: net,
            originalPriceTax: tax,
            originalPriceInclTax: gross,
          }
        : { original_price: net, original_price_tax: tax, original_price_incl_tax: gross };
  }
}

// behaviour §3.3 for one product (no children), with rate 0 on the no-rate path (§3.4).
function taxOne(product: Record<string, unknown>, flags: Flags): Record<string, unknown> {
  const { rate } = flags;
  const hasOriginal =
    hasOwn(product, "original_price") &&
    hasOwn(product, "original_final_price") &&
    hasOwn(product, "original_special_price");
  // Idempotency (decision): on a product this function has already processed (it carries the
  // original_price triple we always write), the stored original_* fields are the bases as they are: 0 or
  // null means "absent" and never falls back to price / final_price / special_price, which §3.5 may have
  // overwritten with a child's values (and applyTaxToProduct with the effective price). Products from
  // elsewhere that only have the three original_* fields keep the spec's `||` fallback.
  const processed = hasOriginal && hasOwn(product, "original_price_incl_tax");
  const base = (original: unknown, field: unknown): unknown =>
    processed ? (original ?? 0) : or(original, field);
  const P = hasOriginal
    ? rerun(product, base(product.original_price, product.price), ["original_price"], rate)
    : single(or(product.original_price, product.price), flags.sourceInclTax, rate);
  const F = hasOriginal
    ? rerun(
        product,
        base(product.original_final_price, product.final_price),
        ["final_price", "special_price"],
        rate,
      )
    : single(or(product.original_final_price, product.final_price), flags.finalInclTax, rate);
  const S = hasOriginal
    ? rerun(
        product,
        base(product.original_special_price, product.special_price),
        ["special_price", "price"],
        rate,
      )
    : single(or(product.original_special_price, product.special_price), flags.sourceInclTax, rate);

  // The comparisons of §3.3 use the net fields as they stand at each step.
  const originalNet = hasOriginal ? amountToGrosze(product.original_price) : P.net;
  let price = P;
  let special: Triple = S.net > 0 ? S : ZERO; // a special_price that is not > 0 stays "not > 0"
  const final: Triple | null = F.net > 0 ? F : null;
  if (final !== null && final.net < price.net) {
    if (special.net > 0 && final.net < special.net) {
      price = S;
      special = final;
    } else {
      price = final;
    }
  }
  if (special.net > 0 && special.net < originalNet) {
    if (
      specialWindowActive(
        { special_from_date: product.special_from_date, special_to_date: product.special_to_date },
        flags.nowMs,
        flags.timeZone === undefined ? {} : { timeZone: flags.timeZone },
      )
    ) {
      price = S;
    } else {
      special = ZERO;
    }
  } else {
    special = ZERO;
  }

  return {
    ...product,
    ...(hasOriginal
      ? {}
      : {
          ...priceFields("original_price", P, flags.camel),
          original_final_price: F.net !== 0 ? fromGrosze(F.net) : null,
          original_special_price: S.net !== 0 ? fromGrosze(S.net) : null,
        }),
    ...priceFields("price", price, flags.camel),
    ...priceFields("special_price", special, flags.camel),
    ...(flags.finalIsPrice
      ? priceFields("final_price", price, flags.camel)
      : final === null
        ? {}
        : priceFields("final_price", final, flags.camel)),
  };
}

function withCustomAttributes(child: Record<string, unknown>): Record<string, unknown> {
  const attributes = child.custom_attributes;
  if (!Array.isArray(attributes) || attributes.length === 0) return child;
  const out: Record<string, unknown> = { ...child };
  for (const attribute of attributes) {
    if (attribute !== null && typeof attribute === "object" && typeof attribute.attribute_code === "string") {
      out[attribute.attribute_code] = attribute.value;
    }
  }
  return out;
}

function taxWithChildren(product: Record<string, unknown>, flags: Flags): Record<string, unknown> {
  const taxed = taxOne(product, flags);
  const children = product.configurable_children;
  if (!Array.isArray(children)) return taxed;
  // behaviour §3.5: custom attributes first, then the same rate and flags as the parent.
  const taxedChildren = children.map((child) =>
    child !== null && typeof child === "object" ? taxOne(withCustomAttributes(child), flags) : child,
  );
  let best: Record<string, unknown> | null = null;
  let bestGross = 0;
  for (const child of taxedChildren) {
    if (child === null || typeof child !== "object") continue;
    // disabled children never set the parent's price (decision; issue 30 rule 2: variant-selection's rule)
    if (!isEnabled(child)) continue;
    const gross = amountToGrosze(child.price_incl_tax);
    if (best === null || gross < bestGross) {
      best = child; // strict `<`: ties go to the earliest child (decision)
      bestGross = gross;
    }
  }
  if (
    best !== null &&
    (bestGross <= amountToGrosze(taxed.price_incl_tax) || amountToGrosze(taxed.price) === 0)
  ) {
    const copy: Record<string, unknown> = {
      price: best.price,
      price_tax: best.price_tax,
      price_incl_tax: best.price_incl_tax,
      special_price: best.special_price,
      special_price_tax: best.special_price_tax,
      special_price_incl_tax: best.special_price_incl_tax,
    };
    if (flags.finalIsPrice) {
      copy.final_price = best.price;
      copy.final_price_tax = best.price_tax;
      copy.final_price_incl_tax = best.price_incl_tax;
    }
    if (flags.camel) {
      copy.priceTax = best.price_tax;
      copy.priceInclTax = best.price_incl_tax;
      copy.specialPrice = best.special_price;
      copy.specialPriceTax = best.special_price_tax;
      copy.specialPriceInclTax = best.special_price_incl_tax;
    }
    return { ...taxed, ...copy, configurable_children: taxedChildren };
  }
  return { ...taxed, configurable_children: taxedChildren };
}

function assertInputs(product: unknown, rules: unknown): void {
  if (product === null || typeof product !== "object" || Array.isArray(product)) {
    throw new TaxError({ reason: "invalid-product", value: product });
  }
  if (!Array.isArray(rules)) throw new TaxError({ reason: "invalid-rules", value: rules });
}

function epochOf(now: Instant): number {
  const ms = now instanceof Date ? now.getTime() : now;
  if (typeof ms !== "number" || !Number.isFinite(ms))
    throw new TaxError({ reason: "invalid-now", value: now });
  return ms;
}

const NO_RATE: TaxRateValue = { percent: 0, numerator: 0, denominator: 1 };

/**
 * Computes every price field of a product and its configurable children with its tax (behaviour §3.2–§3.6):
 * the rule and rate of its `tax_class_id` for the country/region (and customer group when group tax is on);
 * `price`, `special_price`, `final_price` and `original_price` each with `_tax` and `_incl_tax`, plus
 * `original_final_price` / `original_special_price`; the special price only when lower than the original
 * and inside its window; children taxed alike, the cheapest enabled child's price copied onto the parent.
 * Without a rate (class ≤ 0, no rule, no country match) the tax is 0. Money is integer grosze inside, so
 * `X_incl_tax === X + X_tax` exactly. Idempotent: a second run returns the same fields. Pure: returns a new
 * object and never mutates its input.
 *
 * @throws {TaxError} `invalid-product`, `invalid-rules`, `invalid-now`, or `invalid-rate` for a matched rate
 * that is not a number ≥ 0.
 * @example
 * const rules = [{ product_tax_class_ids: [2], rates: [{ tax_country_id: "PL", tax_region_id: 0, region_name: "", rate: 8 }] }];
 * const taxed = calculateProductTax({ tax_class_id: 2, price: 200 }, rules, { now: Date.UTC(2026, 10, 21) });
 * [taxed.price, taxed.price_tax, taxed.price_incl_tax, taxed.special_price]; // [200, 16, 216, 0]
 */
export function calculateProductTax<TProduct extends TaxableProduct>(
  product: TProduct,
  rules: readonly TaxRule[],
  options: CalculateProductTaxOptions,
): TaxedProduct<TProduct> {
  return taxProduct(product, rules, options, false);
}

/**
 * {@link calculateProductTax} with an extra switch for `applyTaxToProduct`: with `finalIsPrice`, every
 * `final_price*` is written from the effective `price*` (api-contract §12.1) in the same pass. Internal.
 */
export function taxProduct<TProduct extends TaxableProduct>(
  product: TProduct,
  rules: readonly TaxRule[],
  options: CalculateProductTaxOptions,
  finalIsPrice: boolean,
): TaxedProduct<TProduct> {
  assertInputs(product, rules);
  const nowMs = epochOf(options.now);
  const matched = matchTaxRate(product.tax_class_id, rules, {
    country: options.country ?? "PL",
    region: options.region ?? "",
    groupTaxActive: options.groupTaxActive ?? false,
    userGroupId: options.userGroupId ?? null,
  });
  const flags: Flags = {
    rate: matched === null ? NO_RATE : matched.value,
    sourceInclTax: options.sourcePriceInclTax ?? false,
    finalInclTax: options.finalPriceInclTax ?? true,
    camel: options.deprecatedPriceFieldsSupport ?? false,
    nowMs,
    timeZone: options.timeZone,
    finalIsPrice,
  };
  return taxWithChildren(product as Record<string, unknown>, flags) as TaxedProduct<TProduct>;
}
