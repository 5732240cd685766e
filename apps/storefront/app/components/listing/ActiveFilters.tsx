import { memo } from "react";
import { pl } from "../../i18n/pl";
import type { FilterGroupView } from "../../lib/catalogViews";
import { ShopLink } from "../links/ShopLink";

/**
 * The filters chosen, as chips above the products (as Zalando and Answear show them): each one a link that
 * removes it — "Kolor: Czarny ×" — and, with two or more, one that clears them all. Links, so they work
 * without JavaScript and the URL stays the state; drawn by the server, so nothing moves when the page
 * hydrates. Nothing when no filter is chosen.
 *
 * @example
 * <ActiveFilters filters={listing.filters} clearHref={listing.clearHref} />
 */
export const ActiveFilters = memo(function ActiveFilters(props: {
  readonly filters: readonly FilterGroupView[];
  readonly clearHref: string | null;
}) {
  const chosen = props.filters.flatMap((group) =>
    group.options.filter((option) => option.selected).map((option) => ({ group, option })),
  );
  if (chosen.length === 0) return null;
  return (
    <nav className="active-filters" aria-label={pl.listing.activeFilters}>
      <ul>
        {chosen.map(({ group, option }) => (
          <li key={`${group.code}-${option.id}`}>
            <ShopLink
              to={option.href}
              className="active-filters__chip"
              aria-label={pl.listing.removeFilter(group.label, option.label)}
            >
              <span>
                {group.label}: {option.label}
              </span>
              <span aria-hidden="true" className="active-filters__x">
                ×
              </span>
            </ShopLink>
          </li>
        ))}
        {chosen.length > 1 && props.clearHref !== null ? (
          <li>
            <ShopLink to={props.clearHref} className="active-filters__clear">
              {pl.listing.clearAll}
            </ShopLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
});
