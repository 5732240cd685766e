import { memo } from "react";
import { pl } from "../../i18n/pl";
import { ShopLink } from "../links/ShopLink";

/** Pages of 50 with shareable links (`?page=N`). */
export const Pagination = memo(function Pagination(props: {
  readonly page: number;
  readonly hrefs: readonly string[];
  readonly keepScroll: boolean;
}) {
  if (props.hrefs.length <= 1) return null;
  const previous = props.hrefs[props.page - 2];
  const next = props.hrefs[props.page];
  return (
    <nav className="pagination" aria-label={pl.listing.pagination}>
      <ul>
        {previous ? (
          <li>
            <ShopLink to={previous} rel="prev" keepScroll={props.keepScroll}>
              {pl.listing.previous}
            </ShopLink>
          </li>
        ) : null}
        {props.hrefs.map((href, index) => (
          <li key={href}>
            <ShopLink
              to={href}
              aria-current={index + 1 === props.page ? "page" : undefined}
              aria-label={pl.listing.page(index + 1)}
              keepScroll={props.keepScroll}
            >
              {index + 1}
            </ShopLink>
          </li>
        ))}
        {next ? (
          <li>
            <ShopLink to={next} rel="next" keepScroll={props.keepScroll}>
              {pl.listing.next}
            </ShopLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
});
