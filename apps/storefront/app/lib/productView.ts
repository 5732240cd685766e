import { productThumbnailPath } from "@outlet/formatting";
import { displayedPrice, type GroupedProductLink, groupedLinkQty, omnibusShownPrice } from "@outlet/pricing";
import {
  type AvailableOptionValue,
  type ConfigurableProduct,
  type Configuration,
  childOfMatch,
  configurationValueIds,
  configureProductInStock,
  getStockStatus,
  isSoldOut,
  optionAvailability,
  prepareProduct,
  type StockStatus,
} from "@outlet/variant-selection";
import { productHref } from "./links";
import { shopConfig } from "./shopConfig";

/** A product document as the search returns it (api-contract.md §12.1); only the fields the app reads are named. */
export type ProductDoc = ConfigurableProduct & {
  readonly sku: string;
  readonly name?: string | undefined;
  readonly url_path?: string | null | undefined;
  readonly url_key?: string | null | undefined;
  readonly slug?: string | null | undefined;
  readonly image?: string | null | undefined;
  readonly price_incl_tax?: number | undefined;
  readonly original_price_incl_tax?: number | undefined;
  readonly special_price?: number | null | undefined;
  readonly flags?: readonly { readonly id: number; readonly name: string }[] | undefined;
  /** The colour label a text search matched (api-contract.md §8.4): the tile links that colour. */
  readonly matched_color?: string | undefined;
  /** The size label the text named ("sukienka czerwona M", issue 32): the tile links that size in stock. */
  readonly matched_size?: string | undefined;
};

/** A flag badge on a tile or page. */
export interface FlagBadge {
  readonly id: number;
  readonly name: string;
}

/** What a product tile shows: already priced and linked, so the tile only renders. */
export interface TileData {
  /** The sku of the variant shown (the child's for a configurable product). */
  readonly sku: string;
  /** The catalogue product's own sku (the parent's): what the catalogue search finds. */
  readonly parentSku: string;
  /** The child shown, or `null` for products without variants: what "add to cart" adds. */
  readonly childSku: string | null;
  /**
   * The colour ids the listing's filter fixes (empty without a colour filter): the quick-add picker
   * offers only these colours.
   */
  readonly fixedColors: readonly string[];
  readonly name: string;
  readonly href: string;
  /** The media path (not yet a resizer URL). */
  readonly image: string;
  readonly price: number;
  readonly originalPrice: number | null;
  /** EU Omnibus: the lowest price of the 30 days before the reduction, shown next to every reduction. */
  readonly lowestPrice: number | null;
  readonly flags: readonly FlagBadge[];
  /** Nothing of the product can be bought now: the tile says "Wyprzedane" instead of offering the add. */
  readonly soldOut: boolean;
}

/** The fields a tile needs from the search (keeps listing payloads small, api-contract.md §8.7). */
export const TILE_FIELDS: readonly string[] = [
  "id",
  "sku",
  "name",
  "type_id",
  "status",
  "visibility",
  "url_path",
  "url_key",
  "slug",
  "image",
  "price_incl_tax",
  "original_price_incl_tax",
  "special_price",
  "lowest_price_30d_incl_tax",
  "flags",
  "stock",
  "options",
  "configurable_options",
  "configurable_children.id",
  "configurable_children.sku",
  "configurable_children.status",
  "configurable_children.stock",
  "configurable_children.image",
  "configurable_children.color",
  "configurable_children.color_label",
  "configurable_children.size",
  // what `matched_size` is compared with (issue 32: the tile links the size the text named)
  "configurable_children.size_label",
  "configurable_children.price_incl_tax",
  "configurable_children.original_price_incl_tax",
  "configurable_children.special_price",
  "configurable_children.lowest_price_30d_incl_tax",
];

/**
 * A search hit as a tile (behaviour.md §7.12 step 4): configured with the listing's chosen filters so it
 * shows its best-matching variant, priced per behaviour.md §4.2, linked per §8.2.
 *
 * @example
 * toTile(hit, { color: ["49"] }).href; // "/sukienka-midi-12?childSku=SUK-0012-CZA-S"
 */
export function toTile(hit: ProductDoc, configuration: Configuration = {}): TileData {
  const prepared = prepareProduct(hit);
  // A hit found by its colour (and size) links a child of that colour and size in stock, else the cheapest
  // of the colour in stock (§8.4, issue 32).
  const matched = childOfMatch(prepared, { color: hit.matched_color, size: hit.matched_size });
  const chosen = matched?.sku ? { ...configuration, sku: matched.sku } : configuration;
  // The variant shown (and linked) is one in stock whenever there is one.
  const { product, variant } = configureProductInStock(prepared, chosen, {
    fallbackToDefaultWhenNoAvailable: true,
    setProductErrors: false,
    config: shopConfig.variants,
  });
  const configured = product as ProductDoc & Record<string, unknown>;
  const price = displayedPrice(configured);
  return {
    sku: configured.sku,
    parentSku: hit.sku,
    childSku: variant?.sku ?? null,
    fixedColors: configurationValueIds(configuration.color),
    name: hit.name ?? configured.sku,
    href: productHref(configured),
    image: productThumbnailPath(configured),
    price: price.price,
    originalPrice: price.originalPrice,
    lowestPrice: omnibusShownPrice(configured.lowest_price_30d_incl_tax, price.originalPrice),
    flags: (hit.flags ?? []).map((flag) => ({ id: Number(flag.id), name: String(flag.name) })),
    soldOut: isSoldOut(prepared),
  };
}

/** The state of a product page for one chosen child: what the buy box shows. */
export interface ProductSelection {
  /** The product with the chosen variant applied (behaviour.md §5.6). */
  readonly product: ProductDoc & Record<string, unknown>;
  /** The chosen child's sku, or `null` for products without variants. */
  readonly childSku: string | null;
  /** Chosen option ids by attribute code. */
  readonly configuration: Readonly<Record<string, { id: string; label: string; attribute_code: string }>>;
  /** The option lists with availability (behaviour.md §5.5). */
  readonly options: Readonly<Record<string, readonly AvailableOptionValue[]>>;
  readonly price: number;
  readonly originalPrice: number | null;
  readonly lowestPrice: number | null;
  readonly stock: StockStatus;
  readonly qty: number | null;
  /** `errors.variants` when nothing can be chosen. */
  readonly error: string | null;
}

/**
 * The product page state for a `childSku` (behaviour.md §5.4–§5.6, §4.2, §6.1): an exact sku match wins,
 * otherwise the default child. Pure.
 *
 * @example
 * selectionFor(product, "KOS-0047-BRA-S").childSku; // "KOS-0047-BRA-S"
 */
export function selectionFor(
  doc: ProductDoc,
  childSku: string | null | undefined,
  extra: { readonly bundlePriceInclTax?: number } = {},
): ProductSelection {
  const prepared = prepareProduct(doc);
  // Without a named child (or naming an unknown one) the page opens on a variant in stock.
  const { product, variant } = configureProductInStock(prepared, childSku ? { sku: childSku } : {}, {
    assignProductConfiguration: true,
    config: shopConfig.variants,
  });
  const configured = product as ProductDoc & Record<string, unknown>;
  const configuration = (configured.configuration ?? {}) as ProductSelection["configuration"];
  const options = optionAvailability(prepared, configuration, {
    // Out-of-stock values are shown disabled too: they cannot be bought now (catalogue.md §4).
    listOutOfStockProducts: false,
  });
  const price = displayedPrice(configured, { bundleOptionsPriceInclTax: extra.bundlePriceInclTax ?? 0 });
  const stock = configured.stock as { qty?: number } | null | undefined;
  return {
    product: configured,
    childSku: variant?.sku ?? null,
    configuration,
    options,
    price: price.price,
    originalPrice: price.originalPrice,
    lowestPrice: omnibusShownPrice(configured.lowest_price_30d_incl_tax, price.originalPrice),
    stock: getStockStatus(configured, "volatile"),
    qty: typeof stock?.qty === "number" ? stock.qty : null,
    error: configured.errors?.variants ?? null,
  };
}

/**
 * The child sku the URL must name instead of `requested`, or `null` when it already names the child shown.
 * A URL can name a child that is not eligible (disabled, unknown): the page then shows the fallback child
 * of behaviour.md §5.4, and the URL is replaced with it so that the address, the pickers, the sku and the
 * price all describe one variant (like a variant choice, §5.8). Pure.
 *
 * @example
 * childSkuToReplace("KOS-0047-BRA-M", selectionFor(shirt, "KOS-0047-BRA-M")); // "KOS-0047-BRA-XS" (M disabled)
 */
export function childSkuToReplace(
  requested: string | null | undefined,
  selection: Pick<ProductSelection, "childSku">,
): string | null {
  if (!requested || selection.childSku === null || selection.childSku === requested) return null;
  return selection.childSku;
}

/** A link of a grouped product (catalogue.md §3 "product_links"), with its loaded product once added. */
type ProductLink = GroupedProductLink & { readonly product?: unknown };

/**
 * A grouped product with each associated link carrying its loaded product at the link's quantity
 * (behaviour.md §4.4, §9.5: `prepareProductsToAdd` adds `product_links[].product`); any other product
 * comes back unchanged. A link whose product cannot be loaded stays without it.
 *
 * @example
 * await withGroupedItems(set, (sku) => client.catalog.product({ value: sku }));
 */
export async function withGroupedItems(
  product: ProductDoc,
  load: (sku: string) => Promise<ProductDoc | null>,
): Promise<ProductDoc> {
  const record = product as ProductDoc & { product_links?: readonly ProductLink[] };
  if (product.type_id !== "grouped" || !Array.isArray(record.product_links)) return product;
  const links = await Promise.all(
    record.product_links.map(async (link) => {
      if (link.link_type !== "associated" || !link.linked_product_sku || link.product) return link;
      const item = await load(link.linked_product_sku).catch(() => null);
      if (!item) return link;
      return { ...link, product: { ...item, qty: groupedLinkQty(link) } };
    }),
  );
  return { ...product, product_links: links } as ProductDoc;
}
