import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { pl } from "../../i18n/pl";
import type { MenuEntry } from "../../lib/catalogViews";

/**
 * The category menu (catalogue.md §1): top-level categories, each with a disclosure button for its
 * sub-categories, then the highlighted flags `Nowości` and `Ostatnie sztuki`. Keyboard: Tab through the
 * links, Enter/Space opens a sub-menu, Escape closes it and returns focus to its button.
 */
export function Menu({ items }: { items: readonly MenuEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();

  // Close on navigation and on a click outside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger
  useEffect(() => setOpen(null), [location.pathname]);
  useEffect(() => {
    if (open === null) return;
    const onClick = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [open]);

  return (
    <nav className="menu" aria-label={pl.menu.label} ref={navRef}>
      <ul className="menu__list">
        {items.map((item) => {
          const panelId = `${baseId}-${item.id}`;
          const expanded = open === item.id;
          return (
            <li
              key={item.id}
              className={`menu__item${item.flag ? " menu__item--flag" : ""}`}
              onKeyDown={(event) => {
                if (event.key === "Escape" && expanded) {
                  setOpen(null);
                  (event.currentTarget.querySelector("button") as HTMLButtonElement | null)?.focus();
                }
              }}
            >
              <NavLink to={item.url} className="menu__link" prefetch="intent">
                {item.label}
              </NavLink>
              {item.children.length > 0 ? (
                <>
                  <button
                    type="button"
                    className="menu__toggle"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : item.id)}
                  >
                    <span className="visually-hidden">{`${item.label}: podkategorie`}</span>
                    <span aria-hidden="true">▾</span>
                  </button>
                  <ul id={panelId} className="menu__panel" hidden={!expanded}>
                    <li>
                      <Link to={item.url} className="menu__sublink menu__sublink--all">
                        {pl.menu.all}
                      </Link>
                    </li>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link to={child.url} className="menu__sublink">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
