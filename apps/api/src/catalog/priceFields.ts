// THIN ADAPTER: the price fields of api-contract §12.1. The special-price window comes from
// `@outlet/pricing`; the VAT split stays here until `@outlet/tax` (calculateProductTax, behaviour §3) is
// published. This is the ONE file to switch over; nothing else in the API computes tax or windows.
import { parseShopDate, SHOP_TIME_ZONE, zonedDateTimeToEpoch } from "@outlet/formatting";
import { specialWindowActive as pricingSpecialWindowActive } from "@outlet/pricing";

/** A tax rule document (§12.4), the fields the calculation reads. */
export interface TaxRuleDoc {
  readonly product_tax_class_ids: readonly number[];
  readonly rates: readonly {
    readonly tax_country_id: string;
    readonly tax_region_id?: number | string;
    readonly region_name?: string;
    readonly rate: number | string;
  }[];
}

/** Inputs of the price processing: the tax rules and the current time. */
export interface PriceContext {
  readonly rules: readonly TaxRuleDoc[];
  /** Epoch ms. */
  readonly now: number;
  /** @default "PL" */
  readonly country?: string;
}

type Doc = Record<string, unknown>;

/**
 * The VAT rate (percent) for a tax class and country (behaviour §3.2), or 0 when no rule or rate matches.
 *
 * @example
 * taxRateFor(2, rules, "PL"); // 23
 */
export function taxRateFor(
  taxClassId: unknown,
  rules: readonly TaxRuleDoc[],
  country = "PL",
  region = "",
): number {
  const classId = Number.parseInt(String(taxClassId), 10);
  if (!(classId > 0)) return 0;
  const rule = rules.find((r) => r.product_tax_class_ids.some((id) => Number(id) === classId));
  const rate = rule?.rates.find(
    (r) =>
      r.tax_country_id === country &&
      (r.region_name === region ||
        Number(r.tax_region_id) === 0 ||
        r.region_name === undefined ||
        r.region_name === ""),
  );
  const value = rate ? Number.parseFloat(String(rate.rate)) : 0;
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Whether a special-price window is active at `now`: delegates to `@outlet/pricing` (behaviour §4.1: dates
 * in Europe/Warsaw, `from` inclusive, a date-only `to` lasting through the end of that day).
 *
 * @example
 * specialWindowActive("2024-05-01 00:00:00", "2024-05-31 00:00:00", Date.UTC(2024, 4, 31, 20)); // true
 */
export function specialWindowActive(from: unknown, to: unknown, now: number): boolean {
  return pricingSpecialWindowActive({ special_from_date: from, special_to_date: to }, now);
}

const edgeMemo = new Map<string, number[]>();

/**
 * The instants at which a window opens or closes, so callers know when prices must be recomputed.
 *
 * @example
 * windowEdges("2024-05-01", null); // [epoch of 2024-05-01 00:00 Warsaw]
 */
export function windowEdges(from: unknown, to: unknown): number[] {
  const key = `${String(from)}\u0000${String(to)}`;
  const cached = edgeMemo.get(key);
  if (cached) return cached;
  const edges: number[] = [];
  if (from !== null && from !== undefined && from !== "") {
    const f = parseShopDate(from);
    if (f) edges.push(f.epochMs);
  }
  if (to !== null && to !== undefined && to !== "") {
    const t = parseShopDate(to);
    if (t) {
      const { year, month, day, hour, minute, second } = t.wallClock;
      const wholeDay = !t.hasTime || (hour === 0 && minute === 0 && second === 0);
      edges.push(
        wholeDay
          ? zonedDateTimeToEpoch({ year, month, day: day + 1, hour: 0, minute: 0, second: 0 }, SHOP_TIME_ZONE)
          : t.epochMs + 1000,
      );
    }
  }
  return edges;
}

const toGrosze = (value: unknown): number | null => {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return null;
  return Math.round(n * 100);
};

/** Half-up integer division of non-negative numbers. */
const divRound = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

function setTriple(target: Doc, field: string, grossGrosze: number, rate: number): void {
  const sign = grossGrosze < 0 ? -1 : 1;
  const gross = Math.abs(grossGrosze);
  // §12.1: B_tax = round(B_incl_tax × rate / (100 + rate)), B = B_incl_tax − B_tax (exact in grosze)
  const tax = rate > 0 ? divRound(gross * Math.round(rate * 100), (100 + rate) * 100) : 0;
  target[field] = (sign * (gross - tax)) / 100;
  target[`${field}_tax`] = (sign * tax) / 100;
  target[`${field}_incl_tax`] = (sign * gross) / 100;
}

// many products share the same window strings: evaluate each pair once per instant
let memoNow = Number.NaN;
const windowMemo = new Map<string, boolean>();
function windowActiveMemo(from: unknown, to: unknown, now: number): boolean {
  if (now !== memoNow || windowMemo.size > 50_000) {
    windowMemo.clear();
    memoNow = now;
  }
  const key = `${String(from)}\u0000${String(to)}`;
  let active = windowMemo.get(key);
  if (active === undefined) {
    active = specialWindowActive(from, to, now);
    windowMemo.set(key, active);
  }
  return active;
}

/** The stored (source) prices of an item, kept under an internal key the first time it is processed. */
interface SourcePrices {
  readonly price: unknown;
  readonly special_price: unknown;
}

function sourcePrices(item: Doc): SourcePrices {
  let src = item._src_prices as SourcePrices | undefined;
  if (src === undefined) {
    src = { price: item.price, special_price: item.special_price };
    // not enumerable: never serialised, never copied by a spread
    Object.defineProperty(item, "_src_prices", {
      value: src,
      enumerable: false,
      writable: true,
      configurable: true,
    });
  }
  return src;
}

function processItem(item: Doc, rate: number, now: number): void {
  const src = sourcePrices(item);
  const regular = toGrosze(src.price) ?? 0;
  const special = toGrosze(src.special_price);
  const active =
    special !== null &&
    special > 0 &&
    special < regular &&
    windowActiveMemo(item.special_from_date, item.special_to_date, now);
  const effective = active && special !== null ? special : regular;
  setTriple(item, "original_price", regular, rate);
  setTriple(item, "price", effective, rate);
  setTriple(item, "final_price", effective, rate);
  setTriple(item, "special_price", active && special !== null ? special : 0, rate);
  item.original_final_price = item.original_price;
  item.original_special_price =
    special !== null && special > 0 ? (item.special_price as number) || null : null;
  if (item.original_special_price === 0) item.original_special_price = null;
}

const PRICE_KEYS = ["price", "final_price", "special_price"] as const;

/** The processed price fields of §12.1 (PLN numbers; net, VAT and gross for each base field). */
export interface PriceFieldValues {
  price: number;
  price_tax: number;
  price_incl_tax: number;
  special_price: number;
  special_price_tax: number;
  special_price_incl_tax: number;
  final_price: number;
  final_price_tax: number;
  final_price_incl_tax: number;
  original_price: number;
  original_price_tax: number;
  original_price_incl_tax: number;
  original_final_price: number;
  original_special_price: number | null;
}

/**
 * Returns a copy of a stored product (gross source prices) with the processed price fields of §12.1 on the
 * product and every configurable child: `B`, `B_tax`, `B_incl_tax` for price, special_price, final_price and
 * original_price. A configurable parent carries the prices of its cheapest child with status < 2.
 * Pure: the clock comes in through `context.now`.
 *
 * @example
 * const doc = withPriceFields({ price: 129.99, tax_class_id: 2 }, { rules, now: Date.now() });
 * doc.price_incl_tax; // 129.99
 * doc.price_tax; // 24.31
 */
export function withPriceFields<TDoc extends Doc>(
  product: TDoc,
  context: PriceContext,
): TDoc & PriceFieldValues {
  const clone = (item: Doc): Doc => {
    const c: Doc = { ...item };
    const src = item._src_prices;
    if (src !== undefined)
      Object.defineProperty(c, "_src_prices", {
        value: src,
        enumerable: false,
        writable: true,
        configurable: true,
      });
    return c;
  };
  const copy = clone(product);
  if (Array.isArray(product.configurable_children)) {
    copy.configurable_children = (product.configurable_children as Doc[]).map(clone);
  }
  return applyPriceFields(copy as TDoc, context);
}

/**
 * {@link withPriceFields} in place: writes the processed fields onto the product and its children (the
 * stored prices are kept under the internal `_src_prices` key, so it can run again at another instant).
 * Used by the catalogue store to keep one copy of each product in memory.
 *
 * @example
 * applyPriceFields(product, { rules, now: Date.now() }).price_incl_tax;
 */
export function applyPriceFields<TDoc extends Doc>(
  product: TDoc,
  context: PriceContext,
): TDoc & PriceFieldValues {
  const country = context.country ?? "PL";
  const out: Doc = product;
  const rate = taxRateFor(out.tax_class_id, context.rules, country);
  processItem(out, rate, context.now);
  const children = out.configurable_children;
  if (Array.isArray(children)) {
    const processed = children as Doc[];
    for (const c of processed) {
      processItem(c, taxRateFor(c.tax_class_id ?? out.tax_class_id, context.rules, country), context.now);
    }
    let best: Doc | undefined;
    for (const c of processed) {
      if (Number(c.status ?? 1) >= 2) continue;
      if (best === undefined || (c.price_incl_tax as number) < (best.price_incl_tax as number)) best = c;
    }
    if (best && ((best.price_incl_tax as number) <= (out.price_incl_tax as number) || out.price === 0)) {
      for (const key of PRICE_KEYS) {
        out[key] = best[key];
        out[`${key}_tax`] = best[`${key}_tax`];
        out[`${key}_incl_tax`] = best[`${key}_incl_tax`];
      }
    }
  }
  return out as TDoc & PriceFieldValues;
}
