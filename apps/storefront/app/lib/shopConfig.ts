import { defaultImagePathConfig, type ImagePathConfig } from "@outlet/formatting";
import { defaultListingConfig, type ListingConfig } from "@outlet/listing";
import { defaultUrlConfig, type UrlConfig } from "@outlet/url-resolution";
import { defaultVariantSelectionConfig, type VariantSelectionConfig } from "@outlet/variant-selection";

/**
 * The shop's configuration as the app passes it to the domain packages (behaviour.md §1 defaults). It is
 * the same for every shopper, so it may live in module scope on the server.
 */
export interface ShopConfig {
  readonly listing: ListingConfig;
  readonly url: UrlConfig;
  readonly variants: VariantSelectionConfig;
  /** Images go through the storefront's own `/img/` route, which proxies the backend's resizer. */
  readonly images: ImagePathConfig;
  /** Newest-products flag id (catalogue.md §9) and the last-items flag, shown in the menu. */
  readonly flags: { readonly new: number; readonly lastItems: number };
  /** Stock quantity at or below which the page says "Ostatnie sztuki". */
  readonly lastItemsQty: number;
}

/** The shop's configuration. */
export const shopConfig: ShopConfig = {
  listing: defaultListingConfig,
  url: defaultUrlConfig,
  variants: defaultVariantSelectionConfig,
  images: {
    ...defaultImagePathConfig,
    images: { ...defaultImagePathConfig.images, productPlaceholder: "/placeholder.svg" },
  },
  flags: { new: 9, lastItems: 10 },
  lastItemsQty: 3,
};
