import { pl } from "../../i18n/pl";
import type { FilterGroupView } from "../../lib/catalogViews";
import { ShopLink } from "../links/ShopLink";

/**
 * The listing filters: colour swatches, sizes, price ranges and flags. Each option is a link that toggles
 * it (the URL is the state: shareable, restored by back/forward, working without JavaScript).
 */
export function Filters(props: {
  readonly groups: readonly FilterGroupView[];
  readonly clearHref: string | null;
}) {
  return (
    <section className="filters" aria-labelledby="filters-title">
      <h2 id="filters-title" className="filters__title">
        {pl.listing.filters}
      </h2>
      {props.groups.map((group) => (
        <fieldset key={group.code} className={`filter filter--${group.code}`}>
          <legend>{group.label}</legend>
          <ul className="filter__options">
            {group.options.map((option) => (
              <li key={option.id}>
                <ShopLink
                  to={option.href}
                  keepScroll
                  className={`filter__option${option.selected ? " filter__option--selected" : ""}`}
                  aria-current={option.selected ? "true" : undefined}
                  data-filter={group.code}
                  data-value={option.id}
                  rel="nofollow"
                >
                  {option.swatch ? (
                    <span className="swatch" style={{ backgroundColor: option.swatch }} aria-hidden="true" />
                  ) : null}
                  <span className="filter__label">{option.label}</span>
                  {option.selected ? <span className="visually-hidden"> (wybrany)</span> : null}
                </ShopLink>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {props.clearHref ? (
        <ShopLink to={props.clearHref} className="filters__clear" keepScroll>
          {pl.listing.clearFilters}
        </ShopLink>
      ) : null}
    </section>
  );
}
