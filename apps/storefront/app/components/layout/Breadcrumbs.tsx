import { Link } from "react-router";
import { pl } from "../../i18n/pl";
import type { BreadcrumbView } from "../../lib/catalogViews";
import { localizedHref } from "../../lib/currentStore";

/** Breadcrumbs from the category path (behaviour.md §7.7): home, the ancestors, then the current page. */
export function Breadcrumbs({ trail }: { trail: BreadcrumbView }) {
  return (
    <nav className="breadcrumbs" aria-label={pl.breadcrumbs.label}>
      <ol>
        <li>
          <Link to={localizedHref("/")}>{pl.breadcrumbs.home}</Link>
        </li>
        {trail.routes.map((route) => (
          <li key={route.href}>
            <Link to={route.href}>{route.name}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{trail.current}</span>
        </li>
      </ol>
    </nav>
  );
}
