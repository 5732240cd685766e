import { formatProductCount } from "@outlet/formatting";
import { memo, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { pl } from "../../i18n/pl";
import type { ListingView } from "../../lib/catalogViews";
import { ShopLink } from "../links/ShopLink";
import { Filters } from "./Filters";
import "./filterSheet.css";

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select, [tabindex]:not([tabindex='-1'])";

/** Keeps Tab and Shift+Tab inside `panel`: from its last visible stop to its first, and back. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const stops = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null,
  );
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  if (!panel.contains(document.activeElement)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The listing's filters: a sidebar on the desktop; on a phone a "Filtruj" button (with the number of
 * active filters) that opens them as a full-screen panel. A filter applies at once (each is a link, so the
 * URL stays the state); the panel stays open, and its sticky footer offers "Wyczyść" and
 * "Pokaż N produktów" (the count of the filtered listing, in Polish plural), which closes it. While open,
 * Tab stays inside, Escape closes and focus returns to the button. Built on `<details>`, so the panel
 * opens and its links work without JavaScript too.
 */
export const FilterSheet = memo(function FilterSheet({ listing }: { listing: ListingView }) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const active = listing.filters.reduce(
    (sum, group) => sum + group.options.filter((option) => option.selected).length,
    0,
  );

  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (open) closeButton.current?.focus();
    else if (returnFocus.current) details.current?.querySelector("summary")?.focus();
    returnFocus.current = false;
    document.documentElement.classList.toggle("filters-sheet-open", open);
    return () => document.documentElement.classList.remove("filters-sheet-open");
  }, [open]);
  // While open: Escape closes, Tab and Shift+Tab cycle inside the panel.
  useEffect(() => {
    const panel = sheet.current;
    if (!open || !panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        return;
      }
      if (event.key === "Tab") trapTab(event, panel);
    };
    // On the document: a link that disappears under the focus ("Wyczyść" once nothing is left to clear)
    // leaves the focus on the body, and the panel still answers.
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);
  // Another listing (a menu link, a search) starts with the panel closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <details
      ref={details}
      className="filters-details"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="button filters-details__open">
        {pl.listing.filterButton}
        {active > 0 ? ` (${active})` : ""}
      </summary>
      <div
        ref={sheet}
        className="filters-sheet"
        {...(open ? { role: "dialog", "aria-modal": true, "aria-labelledby": "filters-title" } : {})}
      >
        <button
          ref={closeButton}
          type="button"
          className="filters-sheet__close"
          aria-label={pl.listing.closeFilters}
          onClick={close}
        >
          <span aria-hidden="true">✕</span>
        </button>
        <div className="filters-sheet__body">
          <Filters groups={listing.filters} clearHref={listing.clearHref} />
        </div>
        <div className="filters-sheet__foot">
          {listing.clearHref ? (
            <ShopLink to={listing.clearHref} className="button button--secondary" keepScroll>
              {pl.listing.clearShort}
            </ShopLink>
          ) : (
            <span className="button button--secondary filters-sheet__nothing" aria-hidden="true">
              {pl.listing.clearShort}
            </span>
          )}
          <ShopLink
            to={location.pathname + location.search}
            className="button filters-sheet__show"
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            {pl.listing.showProducts(formatProductCount(listing.total))}
          </ShopLink>
        </div>
      </div>
    </details>
  );
});
