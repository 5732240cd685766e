import { Link } from "react-router";
import { pl } from "../../i18n/pl";

/** Pages of 50 with shareable links (`?page=N`). */
export function Pagination(props: {
  readonly page: number;
  readonly hrefs: readonly string[];
  readonly preventScrollReset: boolean;
}) {
  if (props.hrefs.length <= 1) return null;
  const previous = props.hrefs[props.page - 2];
  const next = props.hrefs[props.page];
  return (
    <nav className="pagination" aria-label={pl.listing.pagination}>
      <ul>
        {previous ? (
          <li>
            <Link to={previous} rel="prev" preventScrollReset={props.preventScrollReset}>
              {pl.listing.previous}
            </Link>
          </li>
        ) : null}
        {props.hrefs.map((href, index) => (
          <li key={href}>
            <Link
              to={href}
              aria-current={index + 1 === props.page ? "page" : undefined}
              aria-label={pl.listing.page(index + 1)}
              preventScrollReset={props.preventScrollReset}
            >
              {index + 1}
            </Link>
          </li>
        ))}
        {next ? (
          <li>
            <Link to={next} rel="next" preventScrollReset={props.preventScrollReset}>
              {pl.listing.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
