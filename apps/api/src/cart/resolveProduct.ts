import { checksum, lineQuantityLimit } from "@outlet/cart-merge";
import type { ConfigurableChildDocument, ProductDocument, ProductOption } from "@outlet/contract";
import {
  amountToGrosze,
  type BundleOptionRule,
  type BundleSelectionProblemReason,
  bundleLinkSkus,
  bundleOptionsPrice,
  bundleOptionValues,
  checkBundleSelections,
  type LinkedProduct,
  toGrosze,
} from "@outlet/pricing";
import { isActiveLinkItem, isEnabled, lineVariant } from "@outlet/variant-selection";
import type { SkuLookup, StockRow } from "../catalog/createCatalogStore.js";
import { type TaxRuleDoc, taxRateFor } from "../catalog/priceFields.js";
import { customOptionsLine } from "./customOptionsLine.js";

/** The `product_option` of a cart or order line (§5.4), already validated: the contract's type. */
export type LineOptions = ProductOption;

/** A line resolved against the catalogue: what is stored and what it costs (S4). */
export interface ResolvedLine {
  readonly ok: true;
  /** The stored sku: the child sku for configurable lines. */
  readonly sku: string;
  readonly parentSku: string | null;
  /** The top-level product. */
  readonly product: ProductDocument;
  readonly child: ConfigurableChildDocument | null;
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
  readonly code:
    | "product_unavailable"
    | "out_of_stock"
    | "qty_unavailable"
    | "invalid_enum"
    | "invalid_format";
  readonly pl: string;
  readonly en: string;
  readonly maxQty?: number;
  /** The request field the problem concerns, when it is not the line's sku or quantity. */
  readonly field?: string;
}

const unavailable = (pl: string, en: string): LineProblem => ({
  ok: false,
  code: "product_unavailable",
  pl,
  en,
});

const grosze = (value: unknown): number | null => {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? toGrosze(n) : null;
};

function configurableOptionsOf(product: ProductDocument, child: ConfigurableChildDocument) {
  const picked: { option_id: string; option_value: number }[] = [];
  const labels: { label: string; value: string }[] = [];
  for (const o of product.configurable_options ?? []) {
    const code = String(o.attribute_code);
    const value = Number(child[code]);
    const entry = (o.values ?? []).find((v) => Number(v.value_index) === value);
    picked.push({ option_id: String(o.attribute_id), option_value: value });
    labels.push({
      label: String(o.label ?? code),
      value: String(entry?.label ?? child[`${code}_label`] ?? value),
    });
  }
  return { picked, labels };
}

/** A bundle's options refused by the pricing rule: the line cannot be bought as sent. */
export interface BundleProblem {
  readonly ok: false;
  readonly code: "invalid_enum" | "qty_unavailable";
  readonly pl: string;
  readonly en: string;
}

const BUNDLE_PROBLEMS: Record<BundleSelectionProblemReason, Omit<BundleProblem, "ok">> = {
  unknown_option: {
    code: "invalid_enum",
    pl: "Ten zestaw nie ma wybranej opcji.",
    en: "This set has no such option.",
  },
  duplicate_option: {
    code: "invalid_enum",
    pl: "Opcja zestawu została wybrana dwa razy.",
    en: "A set option was chosen twice.",
  },
  unknown_selection: {
    code: "invalid_enum",
    pl: "Wybrany element zestawu jest niedostępny.",
    en: "The chosen item of the set is not available.",
  },
  invalid_qty: {
    code: "qty_unavailable",
    pl: "Nieprawidłowa liczba sztuk elementu zestawu.",
    en: "Invalid quantity of a set item.",
  },
};

/**
 * The gross unit price of a bundle in grosze, by the one rule the product page shows (behaviour.md §4.3,
 * catalogue.md §4 "Bundle price is computed from selected or default options", `calculateBundlePriceByOptions`
 * on by default, §1) from `@outlet/pricing`: the line's `bundle_options` checked by `checkBundleSelections`
 * (known options and links, whole quantities ≥ 1 within each link's bounds, every required option present —
 * its default link when left out), then `Σ price_incl_tax × qty` of the linked products (status 1; a missing
 * one contributes 0). `null` when the sum is not above 0 (the bundle's own price then stands); a
 * {@link BundleProblem} when the selections break the rule. Pure.
 *
 * @example
 * bundleGross(snapshot, bundle, null); // 36998 for a cap at 99,99 and a bag at 269,99
 */
export function bundleGross(
  snapshot: SkuLookup,
  bundle: ProductDocument,
  productOption: LineOptions | null,
): number | null | BundleProblem {
  const options: readonly BundleOptionRule[] = bundle.bundle_options ?? [];
  if (options.length === 0) return null;
  const checked = checkBundleSelections(options, productOption?.extension_attributes?.bundle_options ?? []);
  if (!checked.ok) return { ok: false, ...BUNDLE_PROBLEMS[checked.reason] };
  const linked: LinkedProduct[] = [];
  for (const sku of bundleLinkSkus({ bundle_options: options })) {
    const hit = snapshot.bySku.get(sku);
    if (!hit || hit.child !== null || !isActiveLinkItem(hit.product)) continue;
    linked.push({ sku, price: hit.product.price, price_incl_tax: hit.product.price_incl_tax });
  }
  const sum = bundleOptionsPrice(bundleOptionValues(checked.selections, options), linked);
  const total = amountToGrosze(sum.price_incl_tax);
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
  snapshot: SkuLookup,
  rules: readonly TaxRuleDoc[],
  stockOf: (sku: string) => StockRow | undefined,
  input: { sku: string; qty: number | null; product_option?: LineOptions | null | undefined },
): ResolvedLine | LineProblem {
  const hit = snapshot.bySku.get(input.sku);
  if (!hit) return unavailable("Ten produkt jest niedostępny.", "This product is not available.");
  const { product } = hit;
  let child: ConfigurableChildDocument | null = hit.child;
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
    if (child === null) {
      // the line's variant by variant-selection's one rule (issue 30, rule 1)
      const chosen = lineVariant(
        product,
        input.product_option?.extension_attributes?.configurable_item_options ?? [],
      );
      if ("error" in chosen) {
        return unavailable(
          "Wybrany wariant produktu jest niedostępny.",
          "The selected variant is not available.",
        );
      }
      child = chosen.variant;
    } else if (!isEnabled(child)) {
      return unavailable("Ten produkt jest niedostępny.", "This product is not available.");
    }
    const { picked, labels: l } = configurableOptionsOf(product, child);
    labels = l;
    productOption = { extension_attributes: { configurable_item_options: picked } };
  } else if (child !== null) {
    child = null;
  }
  const priced = child ?? product;
  const bundled = type === "bundle" ? bundleGross(snapshot, product, productOption) : null;
  if (bundled !== null && typeof bundled === "object") return bundled;
  const unitGross = bundled ?? grosze(priced.price_incl_tax);
  if (unitGross === null || unitGross < 0) {
    return unavailable(
      "Cena produktu jest nieznana, nie można go dodać do koszyka.",
      "Product price is unknown, product cannot be added to the cart!",
    );
  }
  const sku = child?.sku ?? String(product.sku);
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
    // the most a line may hold: cart-merge's one rule, shared with the storefront (issue 30, rule 4)
    const max = lineQuantityLimit(stock) ?? Number.POSITIVE_INFINITY;
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
  let optionsGross = 0;
  // Custom options live on the catalogue product (the parent of a configurable line); a percent counts on
  // the price charged, the chosen child's (behaviour.md §4.5).
  if (customOptions && customOptions.length > 0) {
    const checked = customOptionsLine(priced, product, customOptions);
    if (!checked.ok) return checked;
    labels = [...labels, ...checked.labels];
    optionsGross = checked.grossDelta;
    const { custom_options: _sent, ...others } = productOption?.extension_attributes ?? {};
    productOption =
      checked.selections.length > 0 || Object.keys(others).length > 0
        ? {
            extension_attributes: {
              ...others,
              ...(checked.selections.length > 0 ? { custom_options: checked.selections } : {}),
            },
          }
        : null;
  }
  const taxClass = priced.tax_class_id ?? product.tax_class_id;
  return {
    ok: true,
    sku,
    parentSku: child ? String(product.sku) : null,
    product,
    child,
    productId: Number(product.id),
    productType: type,
    name: String(product.name ?? sku),
    unitGross: unitGross + optionsGross,
    rate: taxRateFor(taxClass, rules, "PL"),
    options: labels,
    productOption,
    checksum: checksum({ product_option: productOption }),
    virtual: type === "virtual" || type === "downloadable",
  };
}
