import { memo } from "react";
import { pl } from "../../i18n/pl";
import type { BreadcrumbView } from "../../lib/catalogViews";
import { localizedHref } from "../../lib/currentStore";
import { ShopLink } from "../links/ShopLink";

/** Breadcrumbs from the category path (behaviour.md §7.7): home, the ancestors, then the current page. */
export const Breadcrumbs = memo(function Breadcrumbs({ trail }: { trail: BreadcrumbView }) {
  return (
    <nav className="breadcrumbs" aria-label={pl.breadcrumbs.label}>
      <ol>
        <li>
          <ShopLink to={localizedHref("/")}>{pl.breadcrumbs.home}</ShopLink>
        </li>
        {trail.routes.map((route) => (
          <li key={route.href}>
            <ShopLink to={route.href}>{route.name}</ShopLink>
          </li>
        ))}
        <li>
          <span aria-current="page">{trail.current}</span>
        </li>
      </ol>
    </nav>
  );
});
