import { type BuyableVariant, buyableVariants, prepareProduct } from "@outlet/variant-selection";
import type { ProductDoc } from "../../lib/productView";

/** One value of the quick-add picker: an option id and label. */
export interface QuickAddValue {
  readonly id: string;
  readonly label: string;
}

/** One colour (the first option) and the sizes (the last option) it can be bought in now. */
export interface QuickAddGroup {
  /** The first option's value, or `null` for a product with one option only. */
  readonly value: QuickAddValue | null;
  readonly variants: readonly (QuickAddValue & { readonly sku: string })[];
}

/** What the quick-add picker of a listing tile offers. */
export interface QuickAddChoices {
  /** The label of the option picked last ("Rozmiar"), of the first ("Kolor") when there are two. */
  readonly lastLabel: string;
  readonly firstLabel: string | null;
  /** One group per colour in stock, in the children's order; one group without a value for one option. */
  readonly groups: readonly QuickAddGroup[];
  /** The index of the group to show first: the colour the tile shows when it is in stock. */
  readonly initial: number;
}

/**
 * The choices of a tile's quick add: the variants in stock (restricted to the colours the listing fixes),
 * grouped by their first option (colour), each listing its last option (size). Pure.
 *
 * @example
 * quickAddChoices(alicja, { shownSku: "SUK-0933-BIA-S", fixedColors: [] }).groups.map((g) => g.value?.label); // ["Żółty", "Biały", "Różowy"]
 */
export function quickAddChoices(
  doc: ProductDoc,
  tile: { readonly shownSku: string | null; readonly fixedColors: readonly string[] },
): QuickAddChoices {
  const product = prepareProduct(doc);
  const fixed = tile.fixedColors.length > 0 ? { color: [...tile.fixedColors] } : {};
  const variants = buyableVariants(product, fixed);
  const options = product.configurable_options ?? [];
  const lastLabel = options[options.length - 1]?.label ?? "Rozmiar";
  const firstLabel = options.length > 1 ? (options[0]?.label ?? null) : null;
  const groups = groupByFirstOption(variants, options.length > 1);
  const shown = variants.find((variant) => variant.sku === tile.shownSku);
  const shownFirst = shown?.options[0]?.id;
  const initial = Math.max(
    0,
    groups.findIndex((group) => group.value?.id === shownFirst),
  );
  return { lastLabel, firstLabel, groups, initial };
}

function groupByFirstOption(variants: readonly BuyableVariant[], twoOptions: boolean): QuickAddGroup[] {
  const groups: { value: QuickAddValue | null; variants: (QuickAddValue & { sku: string })[] }[] = [];
  for (const variant of variants) {
    const first = variant.options[0];
    const last = variant.options[variant.options.length - 1];
    if (!first || !last) continue;
    const key = twoOptions ? { id: first.id, label: first.label } : null;
    let group = groups.find((candidate) => candidate.value?.id === key?.id);
    if (!group) {
      group = { value: key, variants: [] };
      groups.push(group);
    }
    group.variants.push({ id: last.id, label: last.label, sku: variant.sku });
  }
  return groups;
}
