import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { pl } from "../../i18n/pl";
import type { MenuEntry } from "../../lib/catalogViews";
import { ShopLink } from "../links/ShopLink";
import { useMenuState } from "./useMenuState";

/**
 * The category menu (catalogue.md §1): top-level categories, each with a disclosure button for its
 * sub-categories, then the highlighted flags `Nowości` and `Ostatnie sztuki`.
 *
 * Desktop: a row of entries; a sub-menu drops down below its entry, one at a time; the mouse opens it and
 * it closes 300 ms after the mouse left. Phone: the "Menu" button opens a drawer below the header row
 * (never over the button); a category's button slides its sub-categories in, "Wróć" slides back (the path
 * pop waits 300 ms, transactions.md §1). Keyboard: Tab through the links, Enter/Space opens a sub-menu,
 * Escape closes it and returns focus to its button; on a phone Escape closes the whole drawer (with any
 * category slid in) and returns focus to the "Menu" button.
 */
export function Menu({ items }: { items: readonly MenuEntry[] }) {
  const menu = useMenuState();
  const location = useLocation();
  // What NavLink marked active: the entry's page or one below it.
  const isActive = (url: string) => location.pathname === url || location.pathname.startsWith(`${url}/`);
  const navRef = useRef<HTMLElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const drawerId = `${baseId}-drawer`;
  const { open, drawerOpen, closeNow, setDrawerOpen } = menu;

  // Close on navigation and on a click outside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger
  useEffect(() => setDrawerOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (open === null && !drawerOpen) return;
    const onClick = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setDrawerOpen(false);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [open, drawerOpen, setDrawerOpen]);
  // The page under the phone drawer does not scroll with it.
  useEffect(() => {
    document.documentElement.classList.toggle("menu-drawer-open", drawerOpen);
    return () => document.documentElement.classList.remove("menu-drawer-open");
  }, [drawerOpen]);

  // A followed link closes the menu at once, whether or not the next page loads (a failed load keeps the
  // shopper on this page, with the menu out of the way).
  const leave = () => {
    closeNow();
    setDrawerOpen(false);
  };

  const toggleFor = (id: number) =>
    navRef.current?.querySelector<HTMLButtonElement>(`button[aria-controls="${baseId}-${id}"]`) ?? null;

  return (
    <nav
      className={`menu${drawerOpen ? " menu--drawer-open" : ""}`}
      aria-label={pl.menu.label}
      ref={navRef}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        if (drawerOpen) {
          // the phone drawer closes whole, a slid-in category with it (it stayed open behind one Escape)
          closeNow();
          setDrawerOpen(false);
          openButton.current?.focus();
        } else if (open !== null) {
          const button = toggleFor(open);
          closeNow();
          button?.focus();
        }
      }}
    >
      <button
        type="button"
        ref={openButton}
        className="menu__open"
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        onClick={(event) => {
          const row = event.currentTarget.closest(".site-header__bar") ?? event.currentTarget;
          navRef.current?.style.setProperty("--menu-drawer-top", `${row.getBoundingClientRect().bottom}px`);
          setDrawerOpen(!drawerOpen);
        }}
      >
        <span className="menu__burger" aria-hidden="true" />
        <span>{pl.menu.open}</span>
      </button>
      <div id={drawerId} className="menu__drawer">
        <ul className="menu__list">
          {items.map((item) => {
            const panelId = `${baseId}-${item.id}`;
            const expanded = open === item.id;
            const leaving = menu.leaving === item.id;
            return (
              <li
                key={item.id}
                className={`menu__item${item.flag ? " menu__item--flag" : ""}`}
                onPointerEnter={
                  item.children.length > 0 ? (event) => menu.pointerEnter(item.id, event) : undefined
                }
                onPointerLeave={
                  item.children.length > 0 ? (event) => menu.pointerLeave(item.id, event) : undefined
                }
              >
                <ShopLink
                  to={item.url}
                  className={`menu__link${isActive(item.url) ? " active" : ""}`}
                  aria-current={isActive(item.url) ? "page" : undefined}
                  onClick={leave}
                >
                  {item.label}
                </ShopLink>
                {item.children.length > 0 ? (
                  <>
                    <button
                      type="button"
                      className="menu__toggle"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => menu.toggle(item.id)}
                    >
                      <span className="visually-hidden">{`${item.label}: podkategorie`}</span>
                      <span aria-hidden="true" className="menu__chevron" />
                    </button>
                    <div
                      id={panelId}
                      className={`menu__panel${leaving ? " menu__panel--leaving" : ""}`}
                      hidden={!expanded}
                    >
                      <div className="menu__panel-head">
                        <button
                          type="button"
                          className="menu__back"
                          onClick={() => menu.back(item.id, () => toggleFor(item.id)?.focus())}
                        >
                          <span aria-hidden="true">‹ </span>
                          {pl.menu.back}
                        </button>
                        <span className="menu__panel-title" aria-hidden="true">
                          {item.label}
                        </span>
                      </div>
                      <ul className="menu__sublist">
                        <li>
                          <ShopLink
                            to={item.url}
                            className="menu__sublink menu__sublink--all"
                            onClick={leave}
                          >
                            {pl.menu.all}
                          </ShopLink>
                        </li>
                        {item.children.map((child) => (
                          <li key={child.id}>
                            <ShopLink to={child.url} className="menu__sublink" onClick={leave}>
                              {child.label}
                            </ShopLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
