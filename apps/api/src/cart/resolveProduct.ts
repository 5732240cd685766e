import { checksum } from "@outlet/cart-merge";
import type { Doc, ProductSnapshot, StockRow } from "../catalog/createCatalogStore.js";
import { type TaxRuleDoc, taxRateFor } from "../catalog/priceFields.js";

/** The `product_option` of a cart or order line (§5.4), already validated. */
export interface LineOptions {
  readonly extension_attributes?:
    | {
        readonly configurable_item_options?:
          | readonly { option_id: string | number; option_value: string | number }[]
          | undefined;
        readonly custom_options?: readonly { option_id: string | number; option_value: string }[] | undefined;
        readonly bundle_options?:
          | readonly {
              option_id: string | number;
              option_qty?: number | undefined;
              option_selections: readonly number[];
            }[]
          | undefined;
      }
    | undefined;
}

/** A line resolved against the catalogue: what is stored and what it costs (S4). */
export interface ResolvedLine {
  readonly ok: true;
  /** The stored sku: the child sku for configurable lines. */
  readonly sku: string;
  readonly parentSku: string | null;
  /** The top-level product. */
  readonly product: Doc;
  readonly child: Doc | null;
  readonly productId: number;
  /** The parent's type (§12.12). */
  readonly productType: string;
  readonly name: string;
  readonly unitGross: number;
  readonly rate: number;
  readonly options: readonly { label: string; value: string }[];
  readonly productOption: LineOptions | null;
  readonly checksum: string;
  readonly virtual: boolean;
}

/** Why a line cannot be bought. */
export interface LineProblem {
  readonly ok: false;
  readonly code: "product_unavailable" | "out_of_stock" | "qty_unavailable";
  readonly pl: string;
  readonly en: string;
  readonly maxQty?: number;
}

const unavailable = (pl: string, en: string): LineProblem => ({
  ok: false,
  code: "product_unavailable",
  pl,
  en,
});

const grosze = (value: unknown): number | null => {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};

const enabled = (doc: Doc): boolean => Number(doc.status ?? 1) < 2;

function configurableOptionsOf(product: Doc, child: Doc) {
  const options = (product.configurable_options as Doc[] | undefined) ?? [];
  const picked: { option_id: string; option_value: number }[] = [];
  const labels: { label: string; value: string }[] = [];
  for (const o of options) {
    const code = o.attribute_code as string;
    const value = Number(child[code]);
    const entry = ((o.values as Doc[] | undefined) ?? []).find((v) => Number(v.value_index) === value);
    picked.push({ option_id: String(o.attribute_id), option_value: value });
    labels.push({
      label: String(o.label ?? code),
      value: String(entry?.label ?? child[`${code}_label`] ?? value),
    });
  }
  return { picked, labels };
}

/**
 * The gross unit price of a bundle in grosze from its chosen options, the way the shop prices it
 * (behaviour.md §4.3, catalogue.md §4 "Bundle price is computed from selected or default options", with
 * `calculateBundlePriceByOptions` on by default, §1): the line's `bundle_options` selections, else the
 * default link of every option; each selection's first link counts, its linked product (status 1) at
 * `price_incl_tax × option_qty`, a missing one contributing 0. `null` when the sum is not above 0 (the
 * bundle's own price then stands), so the cart charges what the product page shows. Pure.
 *
 * @example
 * bundleGross(snapshot, bundle, null); // 36998 for a cap at 99,99 and a bag at 269,99
 */
export function bundleGross(
  snapshot: ProductSnapshot,
  bundle: Doc,
  productOption: LineOptions | null,
): number | null {
  const options = Array.isArray(bundle.bundle_options) ? (bundle.bundle_options as Doc[]) : [];
  if (options.length === 0) return null;
  type Link = { id?: unknown; sku?: unknown; qty?: unknown; is_default?: unknown };
  const linksOf = (option: Doc): Link[] =>
    Array.isArray(option.product_links) ? (option.product_links as Link[]) : [];
  const chosen = productOption?.extension_attributes?.bundle_options ?? [];
  const selections =
    chosen.length > 0
      ? chosen.map((c) => ({ optionId: c.option_id, qty: c.option_qty, linkId: c.option_selections[0] }))
      : options.map((option) => {
          const links = linksOf(option);
          const link = links.find((l) => Boolean(l.is_default)) ?? links[0];
          return {
            optionId: option.option_id as string | number,
            qty: Number.parseInt(String(link?.qty ?? ""), 10) || 1,
            linkId: link?.id as number | undefined,
          };
        });
  let sum = 0;
  for (const selection of selections) {
    // §4.3 step 2: option and link ids compare as strings.
    const option = options.find((o) => String(o.option_id) === String(selection.optionId));
    const link = option ? linksOf(option).find((l) => String(l.id) === String(selection.linkId)) : undefined;
    const qty = Number(selection.qty ?? 1);
    if (!link || !(qty >= 0)) continue;
    const linked = snapshot.bySku.get(String(link.sku));
    if (!linked || linked.child !== null || Number(linked.product.status ?? 1) !== 1) continue;
    sum += (grosze(linked.product.price_incl_tax) ?? 0) * qty;
  }
  const total = Math.round(sum);
  return total > 0 ? total : null;
}

/**
 * Resolves a line (sku + options) against the catalogue snapshot: a configurable parent plus
 * `configurable_item_options` becomes exactly one enabled child; prices and the VAT rate come from the
 * catalogue only (S4). Stock is checked for `qty` (`null` skips the check: pricing stored lines). Pure over
 * its inputs.
 *
 * @example
 * resolveProduct(snapshot, rules, stockOf, { sku: "SUK-0193", qty: 1, product_option: { extension_attributes: {
 *   configurable_item_options: [{ option_id: "93", option_value: 56 }, { option_id: "142", option_value: 167 }] } } });
 */
export function resolveProduct(
  snapshot: ProductSnapshot,
  rules: readonly TaxRuleDoc[],
  stockOf: (sku: string) => StockRow | undefined,
  input: { sku: string; qty: number | null; product_option?: LineOptions | null | undefined },
): ResolvedLine | LineProblem {
  const hit = snapshot.bySku.get(input.sku);
  if (!hit) return unavailable("Ten produkt jest niedostępny.", "This product is not available.");
  const { product } = hit;
  let child = hit.child;
  const type = String(product.type_id ?? "simple");
  if (type === "grouped") {
    return unavailable(
      "Produkt zgrupowany dodaj do koszyka jako osobne produkty.",
      "Add the items of a grouped product one by one.",
    );
  }
  let productOption: LineOptions | null = input.product_option ?? null;
  let labels: { label: string; value: string }[] = [];
  if (type === "configurable") {
    const children = ((product.configurable_children as Doc[] | undefined) ?? []).filter(enabled);
    if (child === null) {
      const chosen = input.product_option?.extension_attributes?.configurable_item_options ?? [];
      const options = (product.configurable_options as Doc[] | undefined) ?? [];
      let candidates = children;
      for (const choice of chosen) {
        const option = options.find((o) => String(o.attribute_id) === String(choice.option_id));
        if (!option) {
          candidates = [];
          break;
        }
        const code = option.attribute_code as string;
        candidates = candidates.filter((c) => Number(c[code]) === Number(choice.option_value));
      }
      // every configurable attribute must be chosen: a missing size is never filled in by elimination
      const covered = options.every((o) =>
        chosen.some((c) => String(c.option_id) === String(o.attribute_id)),
      );
      if (!covered || candidates.length !== 1) {
        return unavailable(
          "Wybrany wariant produktu jest niedostępny.",
          "The selected variant is not available.",
        );
      }
      child = candidates[0] as Doc;
    } else if (!enabled(child)) {
      return unavailable("Ten produkt jest niedostępny.", "This product is not available.");
    }
    const { picked, labels: l } = configurableOptionsOf(product, child);
    labels = l;
    productOption = { extension_attributes: { configurable_item_options: picked } };
  } else if (child !== null) {
    child = null;
  }
  const priced = child ?? product;
  const unitGross =
    type === "bundle"
      ? (bundleGross(snapshot, product, productOption) ?? grosze(priced.price_incl_tax))
      : grosze(priced.price_incl_tax);
  if (unitGross === null || unitGross < 0) {
    return unavailable(
      "Cena produktu jest nieznana, nie można go dodać do koszyka.",
      "Product price is unknown, product cannot be added to the cart!",
    );
  }
  const sku = (child?.sku as string | undefined) ?? (product.sku as string);
  const stock = stockOf(sku);
  if (input.qty !== null && stock?.manage_stock) {
    if (!stock.is_in_stock || stock.qty <= 0) {
      return {
        ok: false,
        code: "out_of_stock",
        pl: "Produkt jest niedostępny i nie może zostać dodany do koszyka.",
        en: "The product is out of stock and cannot be added to the cart!",
      };
    }
    const max = Math.min(Math.floor(stock.qty), stock.max_sale_qty);
    if (input.qty > max) {
      return {
        ok: false,
        code: "qty_unavailable",
        pl: `Dostępnych jest tylko ${max} szt.`,
        en: `Only ${max} available.`,
        maxQty: max,
      };
    }
  }
  const customOptions = input.product_option?.extension_attributes?.custom_options;
  if (type !== "configurable" && customOptions && customOptions.length > 0) {
    labels = customOptions.map((o) => ({ label: String(o.option_id), value: o.option_value }));
  }
  const taxClass = priced.tax_class_id ?? product.tax_class_id;
  return {
    ok: true,
    sku,
    parentSku: child ? (product.sku as string) : null,
    product,
    child,
    productId: product.id as number,
    productType: type,
    name: String(product.name ?? sku),
    unitGross,
    rate: taxRateFor(taxClass, rules, "PL"),
    options: labels,
    productOption,
    checksum: checksum({ product_option: productOption as never }),
    virtual: type === "virtual" || type === "downloadable",
  };
}
