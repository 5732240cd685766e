import { formatProductCount } from "@outlet/formatting";
import { useEffect } from "react";
import { pl } from "../../i18n/pl";
import type { BreadcrumbView, ListingView } from "../../lib/catalogViews";
import { useNotifier } from "../../state/notifications/useNotifications";
import { useTilePriceRefresh } from "../../state/prices/useTilePriceRefresh";
import { HydrateLater } from "../HydrateLater";
import { Breadcrumbs } from "../layout/Breadcrumbs";
import { ShopLink } from "../links/ShopLink";
import { RichText } from "../RichText";
import { ActiveFilters } from "./ActiveFilters";
import { FilterSheet } from "./FilterSheet";
import { MySizeShortcut } from "./MySizeShortcut";
import { Pagination } from "./Pagination";
import { ProductTile } from "./ProductTile";
import { SortMenu } from "./SortMenu";

/** The tiles a first screen shows (two rows of a desktop's four columns, four of a phone's two). */
const FIRST_SCREEN_TILES = 8;

/**
 * A product listing page (category, tag, search): heading with the product count in Polish plurals,
 * filters, sort (both left out when there are no products and no filter is chosen), the grid of tiles and the
 * pages. An empty or failed list shows the spec's warning inline
 * and as a notification (catalogue.md §8).
 */
export function ListingPage(props: {
  readonly title: string;
  readonly listing: ListingView;
  readonly breadcrumbs?: BreadcrumbView | undefined;
  readonly descriptionHtml?: string | undefined;
  /** Tag listings keep the scroll position (catalogue.md §2). */
  readonly scrollHandling?: boolean;
}) {
  const { listing } = props;
  // Current prices (render-list) replace the rendered ones once the shopper code has started.
  const tiles = useTilePriceRefresh(listing.tiles);
  const notifier = useNotifier();
  const keepScroll = props.scrollHandling === false;
  // No products and no filter chosen: nothing to filter or sort (a chosen filter keeps its panel, to clear it).
  const controls = listing.total > 0 || listing.clearHref !== null;
  useEffect(() => {
    if (listing.warning)
      notifier.spawn({ type: "warning", message: listing.warning, action1: { label: "OK" } });
  }, [listing.warning, notifier]);
  return (
    <div className="listing">
      {props.breadcrumbs ? <Breadcrumbs trail={props.breadcrumbs} /> : null}
      <div className="listing__head">
        <h1 tabIndex={-1} className="page-title">
          {props.title}
        </h1>
        <p className="listing__count" aria-live="polite">
          {formatProductCount(listing.total)}
        </p>
      </div>
      {props.descriptionHtml ? (
        <RichText className="listing__description rich-text" html={props.descriptionHtml} />
      ) : null}
      {controls && tiles.length > 0 ? (
        // issue 32: a keyboard shopper tabbed 30 times through the filter chips to the first product
        // biome-ignore lint/a11y/useValidAnchor: a page-section link (works without scripts); the click only makes the focus move explicit
        <a
          className="listing__skip"
          href="#listing-results"
          onClick={(event) => {
            const results = document.getElementById("listing-results");
            if (!results) return;
            event.preventDefault();
            results.focus();
          }}
        >
          {pl.listing.skipToResults}
        </a>
      ) : null}
      <div className={`listing__body${controls ? "" : " listing__body--bare"}`}>
        {controls ? (
          <aside className="listing__filters">
            <FilterSheet listing={listing} />
          </aside>
        ) : null}
        <div className="listing__main">
          {controls ? (
            <div className="listing__toolbar">
              <MySizeShortcut filters={listing.filters} />
              <SortMenu sorts={listing.sorts} />
            </div>
          ) : null}
          {controls ? <ActiveFilters filters={listing.filters} clearHref={listing.clearHref} /> : null}
          {listing.warning ? (
            <p className="listing__warning" role="status">
              {listing.warning}
            </p>
          ) : listing.notice ? (
            <div className="listing__notice" role="status">
              <p className="listing__notice-text">{listing.notice.text}</p>
              <p className="listing__notice-hint">{listing.notice.hint}</p>
              {listing.notice.links && listing.notice.links.length > 0 ? (
                <nav className="listing__notice-links" aria-label={pl.search.browseCategories}>
                  <p>{pl.search.browseCategories}:</p>
                  <ul>
                    {listing.notice.links.map((link) => (
                      <li key={link.href}>
                        <ShopLink to={link.href} className="chip-link">
                          {link.label}
                        </ShopLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
            </div>
          ) : (
            <ul className="product-grid" aria-label="Produkty" id="listing-results" tabIndex={-1}>
              {tiles.slice(0, FIRST_SCREEN_TILES).map((tile, index) => (
                <ProductTile key={tile.sku} product={tile} priority={index < 2} />
              ))}
              {/* issue 29: the tiles below the first screen are hydrated in a pass of their own */}
              <HydrateLater>
                {tiles.slice(FIRST_SCREEN_TILES).map((tile) => (
                  <ProductTile key={tile.sku} product={tile} />
                ))}
              </HydrateLater>
            </ul>
          )}
          <Pagination page={listing.page} hrefs={listing.pageHrefs} keepScroll={keepScroll} />
        </div>
      </div>
    </div>
  );
}
